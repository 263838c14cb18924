import type { PromptPlan } from './types';
export function extractUrls(prompt: string): string[] { void prompt; return []; }
export function planPrompt(prompt: string): PromptPlan { return { prompt, urls: [] }; }
