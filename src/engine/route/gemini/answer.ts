// Reads a Gemini response (unary, or the chunks of a stream) into the few things we use, or a clear error.
import { EngineError } from '../../types';
import type { GroundingChunk, GroundingSupport, UrlMetadata, GeminiResponse } from './schema';
import { generateContentResponseSchema } from './schema';

export interface GeminiAnswer {
  /** Text of each part of the first candidate ('' for non-text and thought parts, so partIndex still lines up). */
  parts: string[];
  supports: GroundingSupport[];
  chunks: GroundingChunk[];
  /** undefined when the response carried no urlContextMetadata at all. */
  urlMetadata: UrlMetadata[] | undefined;
  finishReason: string | undefined;
}

/** Finish reasons that still come with a usable answer. */
const USABLE_FINISH = new Set(['STOP', 'MAX_TOKENS', 'FINISH_REASON_UNSPECIFIED']);

/** Validates one response (or streamed chunk) against the schema; throws EngineError GEMINI_ERROR naming the field. */
export function validateResponse(raw: unknown): GeminiResponse {
  const parsed = generateContentResponseSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue ? `${issue.path.join('.') || '(root)'}: ${issue.message}` : 'unknown shape';
    throw new EngineError('GEMINI_ERROR', `Gemini's response has an unexpected shape (${where}).`);
  }
  return parsed.data;
}

/** Text of each part of the first candidate (thought parts count as ''). */
export function partsText(response: GeminiResponse): string[] {
  const parts = response.candidates?.[0]?.content?.parts ?? [];
  return parts.map((p) => (p.thought ? '' : (p.text ?? '')));
}

/** Throws a clear EngineError for a blocked prompt, a blocked or empty candidate. */
function checkUsable(response: GeminiResponse, parts: string[]): void {
  const block = response.promptFeedback?.blockReason;
  if (block) {
    const why = response.promptFeedback?.blockReasonMessage;
    throw new EngineError('GEMINI_ERROR', `Gemini refused the request (blocked: ${block})${why ? `: ${why}` : ''}.`);
  }
  const candidate = response.candidates?.[0];
  if (!candidate) throw new EngineError('GEMINI_ERROR', 'Gemini returned no answer (the response has no candidate).');
  const reason = candidate.finishReason;
  if (reason && !USABLE_FINISH.has(reason)) {
    const why = candidate.finishMessage ? `: ${candidate.finishMessage}` : '';
    throw new EngineError('GEMINI_ERROR', `Gemini stopped without a usable answer (finish reason ${reason})${why}.`);
  }
  if (parts.join('').trim() === '') {
    throw new EngineError('GEMINI_ERROR', `Gemini returned an empty answer${reason ? ` (finish reason ${reason})` : ''}.`);
  }
}

/** One unary response → answer. Throws EngineError GEMINI_ERROR when it is malformed, blocked or empty. */
export function readAnswer(raw: unknown): GeminiAnswer {
  const response = validateResponse(raw);
  const parts = partsText(response);
  checkUsable(response, parts);
  const c = response.candidates![0]!;
  return {
    parts,
    supports: c.groundingMetadata?.groundingSupports ?? [],
    chunks: c.groundingMetadata?.groundingChunks ?? [],
    urlMetadata: c.urlContextMetadata?.urlMetadata,
    finishReason: c.finishReason,
  };
}

/**
 * The chunks of a streamed response → one answer. The text is the concatenation of every chunk's text, and grounding
 * offsets count from that concatenated text, so the answer has a single part. Grounding comes from the last chunk that
 * carries supports; URL metadata is the union of all chunks'.
 */
export function readStreamedAnswer(raws: readonly unknown[]): GeminiAnswer {
  const responses = raws.map(validateResponse);
  const text = responses.map((r) => partsText(r).join('')).join('');
  let grounding: { chunks: GroundingChunk[]; supports: GroundingSupport[] } = { chunks: [], supports: [] };
  let urlMetadata: UrlMetadata[] | undefined;
  let finishReason: string | undefined;
  let promptFeedback: GeminiResponse['promptFeedback'];
  let finishMessage: string | undefined;
  for (const r of responses) {
    promptFeedback ??= r.promptFeedback;
    const c = r.candidates?.[0];
    if (!c) continue;
    const g = c.groundingMetadata;
    if (g?.groundingSupports?.length || g?.groundingChunks?.length) {
      grounding = { chunks: g.groundingChunks ?? [], supports: g.groundingSupports ?? [] };
    }
    if (c.urlContextMetadata) urlMetadata = [...(urlMetadata ?? []), ...(c.urlContextMetadata.urlMetadata ?? [])];
    if (c.finishReason) finishReason = c.finishReason;
    if (c.finishMessage) finishMessage = c.finishMessage;
  }
  const merged: GeminiResponse = {
    promptFeedback,
    candidates: responses.some((r) => r.candidates?.length)
      ? [{ content: { parts: [{ text }] }, finishReason, finishMessage }]
      : [],
  };
  checkUsable(merged, [text]);
  // Offsets of a streamed answer count from the concatenated text: every segment belongs to the one part.
  const supports = grounding.supports.map((s) => (s.segment ? { ...s, segment: { ...s.segment, partIndex: 0 } } : s));
  return { parts: [text], supports, chunks: grounding.chunks, urlMetadata, finishReason };
}
