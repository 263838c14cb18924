// The truth about every Gemini response field we read (generateContent, unary or one streamed chunk).
// Unknown fields are dropped; a field of the wrong type fails the parse.
import { z } from 'zod';

const int = z.number().int();

export const partSchema = z.object({
  text: z.string().optional(),
  thought: z.boolean().optional(),
});

export const segmentSchema = z.object({
  partIndex: int.optional(),
  /** UTF-8 byte offset into the part (inclusive). */
  startIndex: int.optional(),
  /** UTF-8 byte offset into the part (exclusive). */
  endIndex: int.optional(),
  text: z.string().optional(),
});

export const groundingSupportSchema = z.object({
  segment: segmentSchema.optional(),
  groundingChunkIndices: z.array(int).optional(),
});

export const groundingChunkSchema = z.object({
  web: z.object({ uri: z.string().optional(), title: z.string().optional() }).optional(),
});

export const urlMetadataSchema = z.object({
  retrievedUrl: z.string().optional(),
  urlRetrievalStatus: z.string().optional(),
});

export const candidateSchema = z.object({
  content: z.object({ parts: z.array(partSchema).optional(), role: z.string().optional() }).optional(),
  finishReason: z.string().optional(),
  finishMessage: z.string().optional(),
  groundingMetadata: z
    .object({
      groundingChunks: z.array(groundingChunkSchema).optional(),
      groundingSupports: z.array(groundingSupportSchema).optional(),
    })
    .optional(),
  urlContextMetadata: z.object({ urlMetadata: z.array(urlMetadataSchema).optional() }).optional(),
});

export const generateContentResponseSchema = z.object({
  candidates: z.array(candidateSchema).optional(),
  promptFeedback: z
    .object({ blockReason: z.string().optional(), blockReasonMessage: z.string().optional() })
    .optional(),
});

export type GeminiResponse = z.infer<typeof generateContentResponseSchema>;
export type GeminiCandidate = z.infer<typeof candidateSchema>;
export type GroundingSupport = z.infer<typeof groundingSupportSchema>;
export type GroundingChunk = z.infer<typeof groundingChunkSchema>;
export type UrlMetadata = z.infer<typeof urlMetadataSchema>;

export const URL_RETRIEVAL_SUCCESS = 'URL_RETRIEVAL_STATUS_SUCCESS';
