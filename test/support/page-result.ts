// A PageResult for renderer tests: a direct-route page that was read, with any field replaced.
import type { PageResult } from '../../src/engine/types';

export function page(over: Partial<PageResult>): PageResult {
  return {
    url: 'https://a.example/x', fetchedUrl: 'https://a.example/x', ok: true, status: 200, contentType: 'text/html',
    charset: 'utf-8', private: false, title: 'A', content: 'Body text', bytes: 2048, truncated: false, nextOffset: null,
    error: null, report: { route: 'direct', finalUrl: 'https://a.example/x', redirects: [], status: 200, contentType: 'text/html', charset: 'utf-8', bytes: 2048, chars: 9, timeMs: 5 },
    ...over,
  };
}
