// Loads the engine (dist/engine.js, a separate esbuild bundle holding undici, @google/genai and the
// extractor) on first use, so activation stays cheap. The path is computed at runtime, so esbuild
// leaves this require alone instead of bundling the engine into dist/extension.js.
import * as path from 'node:path';
import type { ErrorCode } from '../engine/types';

import type * as EngineModule from '../engine';

export type Engine = typeof EngineModule;

let cached: Engine | undefined;

export function loadEngine(): Engine {
  if (!cached) {
    const file = path.join(__dirname, 'engine.js');
    cached = require(file) as Engine;
  }
  return cached;
}

/** True once the engine bundle was loaded (deactivation closes its browser only then; activation never loads it). */
export function isEngineLoaded(): boolean {
  return cached !== undefined;
}

/** An EngineError from the separately loaded bundle (`instanceof` does not cross bundles). */
export function engineErrorCode(err: unknown): ErrorCode | undefined {
  if (err && typeof err === 'object' && (err as { name?: unknown }).name === 'EngineError') {
    const code = (err as { code?: unknown }).code;
    if (typeof code === 'string') return code as ErrorCode;
  }
  return undefined;
}

export function errorMessage(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}
