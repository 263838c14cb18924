// Reading response headers as undici and the cache hold them: a value, or the values of a repeated header.

/** A header's value, a repeated header's values joined with ", " (RFC 9110 5.3); undefined when absent. */
export function headerValue(h: Record<string, string | string[] | undefined>, name: string): string | undefined {
  const v = h[name];
  return Array.isArray(v) ? v.join(', ') : v;
}
