// Gemini urlContext route (issue 4). Placeholder until implemented.
import type { PlannedUrl, RunOptions, RunResult, FetchOptions, PageResult } from '../types';
import { EngineError } from '../types';

export interface GeminiRouteDeps {
  /** The direct route: fetch these planned URLs locally (used for private URLs and the fallback). */
  fetchPages(urls: PlannedUrl[], options: FetchOptions): Promise<PageResult[]>;
}

/** True when a Gemini key is available (option, then GEMINI_API_KEY, then GOOGLE_API_KEY). */
export function hasGeminiKey(options: RunOptions, env: NodeJS.ProcessEnv = process.env): boolean {
  return Boolean(options.gemini?.apiKey || env.GEMINI_API_KEY || env.GOOGLE_API_KEY);
}

export async function runGeminiRoute(
  prompt: string,
  urls: PlannedUrl[],
  options: RunOptions,
  deps: GeminiRouteDeps,
): Promise<RunResult> {
  void prompt; void urls; void options; void deps;
  throw new EngineError('GEMINI_ERROR', 'The Gemini route is not implemented yet.');
}
