import type { RunOptions, RunResult } from './types';
import { planPrompt } from './urls';
import { fetchPages } from './direct';

/** prompt → URLs → route → fetch → extract → (cite). */
export async function runPrompt(prompt: string, options: RunOptions = {}): Promise<RunResult> {
  const plan = planPrompt(prompt);
  const urls = options.only ? plan.urls.filter((u) => options.only!.includes(u.index)) : plan.urls;
  const pages = await fetchPages(urls, options);
  return { route: 'direct', answer: null, sources: [], pages };
}
