// A prompt's URLs as planned before anything is fetched. Ground type: imports nothing.

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

export interface PromptPlan {
  prompt: string;
  urls: PlannedUrl[];
}
