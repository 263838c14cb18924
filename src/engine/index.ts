// Public API of the fetch engine. Plain Node: never imports `vscode`.
export * from './types';
export { extract } from './extract';
export type { ExtractOptions, ExtractResult } from './extract';
export { runPrompt } from './run';
export { planPrompt, extractUrls } from './urls';
export { fetchPages } from './direct';
export { toolInputSchema, toolInputJsonSchema } from './schema';
export { resolveHost, isPrivateLiteral, isPrivateAddress } from './address';
export { ResponseCache, getDefaultCache, clearCache, configureDefaultCache, CACHE_DEFAULTS } from './cache';
export type { CacheConfig, CacheStats } from './cache';
export { RateLimiter, getDefaultRateLimiter, configureRateLimit, acquireRate, RATE_DEFAULTS } from './ratelimit';
export { RETRY_DEFAULTS } from './retry';
export type { RetryPolicy } from './retry';
export { canonicalUrl } from './canonical';
export { renderForPeople, renderForModel, citeWrittenAnswer, placeCitations, parseWrittenMarkers, describeStatus, isReadStatus } from './cite';
export type { AnswerPiece, ByteCitation } from './cite';
export { hasGeminiKey, resolveGeminiConfig, geminiApiKey, DEFAULT_GEMINI_MODEL } from './gemini/config';
export * from './policy';
