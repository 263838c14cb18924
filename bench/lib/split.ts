// Deterministic split of a benchmark set into a tuning half and a held-out half, fixed before any
// page was looked at: the lowest bit of the first byte of SHA-256(page id). Rules are diagnosed on
// the tuning half only; the figures to report are the held-out half's.
import { createHash } from 'node:crypto';

export type Part = 'tune' | 'held' | 'all';

export function partOf(id: string): 'tune' | 'held' {
  return (createHash('sha256').update(id).digest()[0]! & 1) === 0 ? 'tune' : 'held';
}

export function inPart(id: string, part: Part): boolean {
  return part === 'all' || partOf(id) === part;
}
