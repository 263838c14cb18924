// Grounding metadata → citation pieces: each support's segment end (UTF-8 bytes, in the part named by partIndex)
// gets a marker naming the sources of its chunks; chunks with no source give no marker.
import type { AnswerPiece, ByteCitation } from '../../cite/cite';
import { parseWrittenMarkers, placeCitations } from '../../cite/cite';
import type { GeminiAnswer } from './answer';

export function groundingCitations(answer: Pick<GeminiAnswer, 'supports'>, chunkSource: readonly (number | undefined)[]): ByteCitation[] {
  const out: ByteCitation[] = [];
  for (const s of answer.supports) {
    const end = s.segment?.endIndex;
    if (end === undefined) continue;
    const sources = (s.groundingChunkIndices ?? [])
      .map((i) => chunkSource[i])
      .filter((n): n is number => n !== undefined);
    out.push({ partIndex: s.segment?.partIndex ?? 0, endByte: end, text: s.segment?.text, sources });
  }
  return out;
}

/**
 * The answer as pieces: grounding markers placed at byte offsets, then markers the model wrote itself for sources it
 * was given as text (`written`).
 */
export function groundedPieces(
  answer: Pick<GeminiAnswer, 'parts' | 'supports'>,
  chunkSource: readonly (number | undefined)[],
  written: ReadonlySet<number> = new Set(),
): AnswerPiece[] {
  return parseWrittenMarkers(placeCitations(answer.parts, groundingCitations(answer, chunkSource)), written);
}
