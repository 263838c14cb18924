import type { PageResult, PlannedUrl, RunOptions, RunResult } from './types';
import { EngineError } from './types';
import { planPrompt } from './urls';
import { fetchPages } from './direct';
import { hasGeminiKey, runGeminiRoute } from './gemini/route';
import { createGate } from './policy/gate';
import { instructionOf } from './content/terms';

/** Route pages and pages stopped by the policy, back in prompt order. */
function mergeInPromptOrder(urls: readonly PlannedUrl[], routePages: PageResult[], blocked: Map<number, PageResult>): PageResult[] {
  if (blocked.size === 0) return routePages;
  const indexOf = new Map(urls.map((u) => [u.url, u.index]));
  const keyed = [
    ...routePages.map((p, i) => ({ p, key: indexOf.get(p.url) ?? urls.length + i })),
    ...[...blocked].map(([index, p]) => ({ p, key: index })),
  ];
  return keyed.sort((a, b) => a.key - b.key).map((k) => k.p);
}

/** prompt → URLs → policy → route → fetch → extract → (cite). Throws EngineError for invalid input. */
export async function runPrompt(prompt: string, runOptions: RunOptions = {}): Promise<RunResult> {
  const plan = planPrompt(prompt);
  // What the prompt asks about decides which sections of a long page come first (content/relevance.ts).
  const options: RunOptions = { ...runOptions, instruction: runOptions.instruction ?? instructionOf(plan.prompt, plan.urls.map((u) => u.url)) };
  const urls = options.only ? plan.urls.filter((u) => options.only!.includes(u.index)) : plan.urls;
  if (urls.length === 0) throw new EngineError('INVALID_INPUT', 'No URL was selected, so nothing was fetched.');
  const engine = options.engine ?? 'auto';
  const useGemini = engine === 'gemini' || (engine === 'auto' && hasGeminiKey(options));
  if (engine === 'gemini' && !hasGeminiKey(options)) {
    throw new EngineError('INVALID_INPUT', 'The Gemini engine needs an API key: set GEMINI_API_KEY (or GOOGLE_API_KEY), or use --engine direct.');
  }
  const gate = createGate(options);
  if (!gate.active) {
    if (useGemini) return runGeminiRoute(plan.prompt, urls, options, { fetchPages });
    return { route: 'direct', answer: null, sources: [], pages: await fetchPages(urls, options) };
  }
  // Blocked URLs never reach a route. robots.txt (when honoured) is read here, before any route: Gemini fetches
  // remotely and cannot be asked to obey it, and a slow robots.txt must not eat the page's own deadline. Redirect
  // hops are checked again (policy and robots) through checkUrl.
  const { passed, blocked } = await gate.screen(urls, { robots: true });
  const gated: RunOptions = { ...options, checkUrl: gate.checkUrl };
  if (passed.length === 0) {
    return { route: useGemini ? 'gemini' : 'direct', answer: null, sources: [], pages: mergeInPromptOrder(urls, [], blocked) };
  }
  if (useGemini) {
    const r = await runGeminiRoute(plan.prompt, passed, gated, { fetchPages });
    return { ...r, pages: mergeInPromptOrder(urls, r.pages, blocked) };
  }
  const pages = await fetchPages(passed, gated);
  return { route: 'direct', answer: null, sources: [], pages: mergeInPromptOrder(urls, pages, blocked) };
}
