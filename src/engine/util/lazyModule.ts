// A part of the engine that is large and rarely needed (the PDF reader, the browser driver) is bundled on its own
// (dist/<name>.js) and loaded on first use only. From source (tests, benchmarks under tsx) the TypeScript module
// beside the caller is loaded instead.
import { existsSync } from 'node:fs';
import path from 'node:path';

export interface LazyModule<T> {
  /** The module, loaded on the first call (throws when it is missing from the installation). */
  load(): T;
  /** It was loaded already. */
  loaded(): boolean;
}

/**
 * `dir`: the caller's __dirname (dist/ once bundled); `bundle`: the file esbuild writes there; `source`: the module's
 * name beside the caller, for runs from source.
 */
export function lazyModule<T>(dir: string, bundle: string, source: string): LazyModule<T> {
  let mod: T | undefined;
  return {
    load() {
      if (mod === undefined) {
        const bundled = path.join(dir, bundle);
        // A computed path, so esbuild leaves this require alone instead of inlining the module into the caller's bundle.
        const file = existsSync(bundled) ? bundled : path.join(dir, source);
        mod = require(file) as T;
      }
      return mod;
    },
    loaded: () => mod !== undefined,
  };
}
