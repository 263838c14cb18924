// Entry of the lazily loaded browser bundle (dist/browser.js): everything that drives a browser.
export { renderPage, BrowserPool, BrowserUnavailableError, type RenderOptions, type RenderResult } from './render';
export { findBrowser, candidatePaths, type FoundBrowser } from './find';
