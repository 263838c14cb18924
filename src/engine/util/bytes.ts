// Byte counts for people.

/** 512 B, 2.0 KB, 1.3 MB (the tool text, the preview and the terminal share it). */
export function formatBytes(n: number): string {
  return n >= 1024 * 1024 ? `${(n / 1024 / 1024).toFixed(1)} MB` : n >= 1024 ? `${(n / 1024).toFixed(1)} KB` : `${n} B`;
}
