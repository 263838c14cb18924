// One Gemini call through @google/genai: a deadline on the call, the caller's AbortSignal as config.abortSignal, no
// hidden retries (no retryOptions, no automatic continuation), and every failure turned into a classified error.
import { ApiError, GoogleGenAI } from '@google/genai';
import type { Content, GenerateContentConfig } from '@google/genai';
import { EngineError } from '../../types';
import { createScrubber } from '../../util/secrets';
import type { Logger } from '../../types';
import type { GeminiConfig } from './config';
import type { GeminiAnswer } from './answer';
import { partsText, readAnswer, readStreamedAnswer, validateResponse } from './answer';
import { geminiProxy, proxiedFetch, type GeminiNetwork } from './transport';

export interface GeminiRequest {
  contents: Content[];
  systemInstruction: string;
  /** Let Gemini fetch the public URLs of the prompt itself (tools: [{ urlContext: {} }]). */
  urlContext: boolean;
}

/** Why a call failed: `retryable` (429, 5xx, network) may be retried once; `timeout` went past the deadline. */
export type GeminiFailure = 'retryable' | 'timeout' | 'aborted' | 'bad-request' | 'auth' | 'malformed' | 'fatal';

export class GeminiCallError extends EngineError {
  constructor(
    readonly failure: GeminiFailure,
    message: string,
    readonly httpStatus: number | null = null,
    /** Server's retry hint (google.rpc.RetryInfo), when it sent one. */
    readonly retryAfterMs: number | null = null,
  ) {
    super(failure === 'timeout' ? 'TIMEOUT' : failure === 'aborted' ? 'ABORTED' : 'GEMINI_ERROR', message);
    this.name = 'GeminiCallError';
  }
}

export type GeminiCall = (request: GeminiRequest, signal?: AbortSignal) => Promise<GeminiAnswer>;

const MAX_MESSAGE = 300;

/** Removes the key and any 8+-character piece of it, in any case (should a gateway echo it), and cuts long messages. */
function scrub(message: string, apiKey: string): string {
  const clean = createScrubber([apiKey])(message);
  return clean.length > MAX_MESSAGE ? `${clean.slice(0, MAX_MESSAGE)}…` : clean;
}

interface ApiErrorBody {
  message?: string;
  status?: string;
  retryDelay?: string;
}

/** The SDK puts the JSON error body in ApiError.message; pull out its message, status and RetryInfo. */
function parseApiErrorBody(message: string): ApiErrorBody {
  try {
    const body = JSON.parse(message) as { error?: { message?: unknown; status?: unknown; details?: unknown } };
    const e = body.error ?? {};
    const details = Array.isArray(e.details) ? (e.details as Record<string, unknown>[]) : [];
    const retry = details.find((d) => typeof d?.['@type'] === 'string' && (d['@type'] as string).endsWith('RetryInfo'));
    return {
      message: typeof e.message === 'string' ? e.message : undefined,
      status: typeof e.status === 'string' ? e.status : undefined,
      retryDelay: typeof retry?.retryDelay === 'string' ? retry.retryDelay : undefined,
    };
  } catch {
    return { message };
  }
}

function retryDelayMs(delay: string | undefined): number | null {
  const m = delay?.match(/^(\d+(?:\.\d+)?)s$/);
  return m ? Math.round(Number(m[1]) * 1000) : null;
}

function isAbort(e: unknown): boolean {
  return e instanceof Error && (e.name === 'AbortError' || e.name === 'TimeoutError');
}

/** Classifies anything the SDK (or our parsing) threw. */
export function classifyGeminiError(e: unknown, ctx: { apiKey: string; timedOut: boolean; aborted: boolean; timeoutMs: number }): GeminiCallError | EngineError {
  if (e instanceof GeminiCallError) return e;
  if (ctx.aborted) return new GeminiCallError('aborted', 'The Gemini request was cancelled.');
  if (ctx.timedOut) return new GeminiCallError('timeout', `Gemini did not answer within ${Math.round(ctx.timeoutMs / 1000)} s.`);
  if (e instanceof EngineError) return e; // already clear (e.g. a malformed or blocked response from answer.ts)
  if (e instanceof ApiError) {
    const body = parseApiErrorBody(e.message);
    const what = scrub(`${body.status ? `${body.status}: ` : ''}${body.message ?? 'no message'}`, ctx.apiKey);
    const status = e.status;
    if (status === 429 || status >= 500) {
      return new GeminiCallError('retryable', `Gemini answered HTTP ${status} (${what}).`, status, retryDelayMs(body.retryDelay));
    }
    if (status === 401 || status === 403) {
      return new GeminiCallError('auth', `Gemini rejected the API key or its permissions (HTTP ${status}: ${what}).`, status);
    }
    if (status === 400 || status === 404 || status === 413) {
      return new GeminiCallError('bad-request', `Gemini rejected the request (HTTP ${status}: ${what}).`, status);
    }
    return new GeminiCallError('fatal', `Gemini answered HTTP ${status} (${what}).`, status);
  }
  if (e instanceof SyntaxError || (e instanceof Error && /json|parsing stream chunk|Incomplete JSON/i.test(e.message))) {
    return new GeminiCallError('malformed', `Gemini's response could not be read (${scrub(e.message, ctx.apiKey)}).`);
  }
  if (isAbort(e)) return new GeminiCallError('retryable', 'The connection to Gemini was interrupted.');
  // fetch() throws TypeError("fetch failed") with the socket error as cause: a network failure.
  const cause = e instanceof Error && e.cause instanceof Error ? `: ${e.cause.message}` : '';
  const message = e instanceof Error ? e.message : String(e);
  return new GeminiCallError('retryable', `Could not reach Gemini (${scrub(message + cause, ctx.apiKey)}).`);
}

/** A function making one Gemini call per invocation (never retrying by itself). */
export function createGeminiCall(config: GeminiConfig, logger: Logger, network?: GeminiNetwork): GeminiCall {
  const proxy = network ? geminiProxy(config.baseUrl, network) : undefined;
  if (proxy) logger.debug('gemini: calls go through the configured proxy');
  const fetch = proxiedFetch(proxy, network?.strictSSL ?? true);
  const ai = new GoogleGenAI({
    apiKey: config.apiKey,
    vertexai: false,
    httpOptions: config.baseUrl || fetch ? { ...(config.baseUrl ? { baseUrl: config.baseUrl } : {}), ...(fetch ? { fetch } : {}) } : undefined,
  });
  return async (request, signal) => {
    if (signal?.aborted) throw new GeminiCallError('aborted', 'The Gemini request was cancelled.');
    const deadline = new AbortController();
    const timer = setTimeout(() => deadline.abort(), config.timeoutMs);
    const abortSignal = signal ? AbortSignal.any([signal, deadline.signal]) : deadline.signal;
    const params = {
      model: config.model,
      contents: request.contents,
      config: {
        systemInstruction: request.systemInstruction,
        tools: request.urlContext ? [{ urlContext: {} }] : undefined,
        abortSignal,
        automaticContinuation: false,
      } satisfies GenerateContentConfig,
    };
    const started = Date.now();
    try {
      if (!config.stream) return readAnswer(await ai.models.generateContent(params));
      const chunks: unknown[] = [];
      let soFar = '';
      for await (const chunk of await ai.models.generateContentStream(params)) {
        const text = partsText(validateResponse(chunk)).join('');
        chunks.push(chunk);
        if (text) config.onText?.((soFar += text));
      }
      return readStreamedAnswer(chunks);
    } catch (e) {
      const error = classifyGeminiError(e, {
        apiKey: config.apiKey,
        timedOut: deadline.signal.aborted,
        aborted: signal?.aborted ?? false,
        timeoutMs: config.timeoutMs,
      });
      logger.debug(`gemini: ${config.model} failed after ${Date.now() - started} ms: ${error.message}`);
      throw error;
    } finally {
      clearTimeout(timer);
      logger.trace(`gemini: ${config.model}${request.urlContext ? ' +urlContext' : ''} took ${Date.now() - started} ms`);
    }
  };
}
