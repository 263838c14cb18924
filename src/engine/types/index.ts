// Shared types of the fetch engine: plain TypeScript, no runtime dependency, no `vscode`. The ground layer:
// nothing here imports anything outside this folder.
export * from './errors';
export * from './results';
export * from './options';
export * from './plan';
