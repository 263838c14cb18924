// Public API of the fetch engine. Plain Node: never imports `vscode`.
export * from './types';
export { extract } from './extract';
export type { ExtractOptions, ExtractResult } from './extract';
export { runPrompt } from './run';
export { planPrompt, extractUrls } from './urls';
export { fetchPages } from './direct';
export { toolInputSchema, toolInputJsonSchema } from './schema';
