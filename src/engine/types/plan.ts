// A prompt's URLs as planned before anything is fetched. Ground type: imports only its sibling ground types.
import type { PageError } from './errors';

/** One URL of a prompt, as planned before anything is fetched. */
export interface PlannedUrl {
  /** Position in the prompt (0-based), after de-duplication. */
  index: number;
  /** The URL as written in the prompt. */
  url: string;
  /** The URL that will be requested (after rewrites such as GitHub blob → raw). */
  fetchUrl: string;
  /** Host name of fetchUrl, lower case, without brackets. */
  host: string;
  /** Set when fetchUrl differs from url. */
  rewrite?: { kind: 'github-blob' | 'gist' | 'gitlab-blob'; from: string; to: string };
  /** True when the host is private by its spelling alone (IP literal, localhost, *.localhost); DNS may still find more. */
  privateHint: boolean;
}

/**
 * A URL written in the prompt that cannot be fetched (INVALID_URL: unparsable host, embedded credentials, or a scheme
 * other than http and https: file:, ftp:, javascript:, data: …). The run reports it as a failed page in its place.
 */
export interface InvalidUrl {
  /** The URL as written, except that a user name and password are replaced by "***". */
  url: string;
  error: PageError;
  /** Its place among the fetchable URLs: the index of the first PlannedUrl written after it (urls.length when none). */
  before: number;
}

export interface PromptPlan {
  prompt: string;
  /** The fetchable URLs, in prompt order (`index` 0…n-1). */
  urls: PlannedUrl[];
  /** URLs that cannot be fetched, each with its own error (absent when there are none). */
  invalid?: InvalidUrl[];
}
