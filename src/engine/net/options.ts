// Fetch options (as callers give them) → the HTTP layer's options, with the defaults filled in.
import { nullLogger, type FetchOptions } from '../types';
import { DEFAULT_USER_AGENT, type HttpOptions } from './http';

export const DEFAULTS = {
  timeoutMs: 10_000,
  maxBytes: 10 * 1024 * 1024,
  maxChars: 100_000,
  /** About 100 000 characters of English. */
  maxTokens: 25_000,
  perHostConcurrency: 6,
} as const;

export function httpOptionsFrom(options: FetchOptions): HttpOptions {
  const timeoutMs = options.timeoutMs ?? DEFAULTS.timeoutMs;
  return {
    timeoutMs,
    connectTimeoutMs: options.connectTimeoutMs ?? Math.min(timeoutMs, 5_000),
    headersTimeoutMs: options.headersTimeoutMs ?? timeoutMs,
    bodyIdleTimeoutMs: options.bodyIdleTimeoutMs ?? Math.min(timeoutMs, 5_000),
    maxBytes: options.maxBytes ?? DEFAULTS.maxBytes,
    proxy: options.proxy,
    noProxy: options.noProxy,
    strictSSL: options.strictSSL ?? true,
    userAgent: options.userAgent ?? DEFAULT_USER_AGENT,
    resolver: options.resolver,
    checkUrl: options.checkUrl,
    logger: options.logger ?? nullLogger,
  };
}
