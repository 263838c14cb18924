// Direct route: fetch every planned URL concurrently (per-host limit), extract, share the character budget.
import type { FetchOptions, PageResult, PlannedUrl } from './types';

export async function fetchPages(urls: PlannedUrl[], options: FetchOptions = {}): Promise<PageResult[]> {
  void options;
  throw new Error(`not implemented yet (${urls.length} urls)`);
}
