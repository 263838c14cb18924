// Gemini settings: options first, then the environment. The key never leaves this object except into the client.
import type { GeminiOptions, RunOptions } from '../../types';

export const DEFAULT_GEMINI_MODEL = 'gemini-2.5-flash';
export const DEFAULT_GEMINI_TIMEOUT_MS = 30_000;
export const DEFAULT_GEMINI_RETRY_DELAY_MS = 1_000;

export interface GeminiConfig {
  apiKey: string;
  model: string;
  /** Undefined means the client's default (https://generativelanguage.googleapis.com). */
  baseUrl: string | undefined;
  timeoutMs: number;
  retryDelayMs: number;
  stream: boolean;
  onText: ((textSoFar: string) => void) | undefined;
}

function clean(value: string | undefined): string | undefined {
  const v = value?.trim();
  return v ? v : undefined;
}

/** The key: option, then GEMINI_API_KEY, then GOOGLE_API_KEY. */
export function geminiApiKey(options: GeminiOptions | undefined, env: NodeJS.ProcessEnv = process.env): string | undefined {
  return clean(options?.apiKey) ?? clean(env.GEMINI_API_KEY) ?? clean(env.GOOGLE_API_KEY);
}

export type GeminiKeySource = 'option' | 'GEMINI_API_KEY' | 'GOOGLE_API_KEY';

/** Where the key comes from (the same order as geminiApiKey); undefined when there is none. Never the key itself. */
export function geminiKeySource(options: GeminiOptions | undefined, env: NodeJS.ProcessEnv = process.env): GeminiKeySource | undefined {
  if (clean(options?.apiKey)) return 'option';
  if (clean(env.GEMINI_API_KEY)) return 'GEMINI_API_KEY';
  if (clean(env.GOOGLE_API_KEY)) return 'GOOGLE_API_KEY';
  return undefined;
}

/** True when a Gemini key is available (option, then GEMINI_API_KEY, then GOOGLE_API_KEY). */
export function hasGeminiKey(options: RunOptions, env: NodeJS.ProcessEnv = process.env): boolean {
  return geminiApiKey(options.gemini, env) !== undefined;
}

/** Resolves every Gemini setting; undefined when there is no key. */
export function resolveGeminiConfig(
  options: GeminiOptions | undefined,
  env: NodeJS.ProcessEnv = process.env,
): GeminiConfig | undefined {
  const apiKey = geminiApiKey(options, env);
  if (!apiKey) return undefined;
  const positive = (n: number | undefined, fallback: number) => (n !== undefined && Number.isFinite(n) && n > 0 ? n : fallback);
  return {
    apiKey,
    model: clean(options?.model) ?? DEFAULT_GEMINI_MODEL,
    baseUrl: clean(options?.baseUrl) ?? clean(env.GOOGLE_GEMINI_BASE_URL),
    timeoutMs: positive(options?.timeoutMs, DEFAULT_GEMINI_TIMEOUT_MS),
    retryDelayMs: options?.retryDelayMs !== undefined && options.retryDelayMs >= 0 ? options.retryDelayMs : DEFAULT_GEMINI_RETRY_DELAY_MS,
    stream: options?.stream ?? false,
    onText: options?.onText,
  };
}
