import type { RunOptions, RunResult } from './types';
import { EngineError } from './types';
import { planPrompt } from './urls';
import { fetchPages } from './direct';
import { hasGeminiKey, runGeminiRoute } from './gemini/route';

/** prompt → URLs → route → fetch → extract → (cite). Throws EngineError for invalid input. */
export async function runPrompt(prompt: string, options: RunOptions = {}): Promise<RunResult> {
  const plan = planPrompt(prompt);
  const urls = options.only ? plan.urls.filter((u) => options.only!.includes(u.index)) : plan.urls;
  if (urls.length === 0) throw new EngineError('INVALID_INPUT', 'No URL was selected, so nothing was fetched.');
  const engine = options.engine ?? 'auto';
  const useGemini = engine === 'gemini' || (engine === 'auto' && hasGeminiKey(options));
  if (engine === 'gemini' && !hasGeminiKey(options)) {
    throw new EngineError('INVALID_INPUT', 'The Gemini engine needs an API key: set GEMINI_API_KEY (or GOOGLE_API_KEY), or use --engine direct.');
  }
  if (useGemini) return runGeminiRoute(plan.prompt, urls, options, { fetchPages });
  const pages = await fetchPages(urls, options);
  return { route: 'direct', answer: null, sources: [], pages };
}
