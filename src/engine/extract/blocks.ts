// Clean-up of rendered blocks (markdown or text, the same rules for both): the heading that
// repeats the page title, and calls to action closing the article.
const norm = (s: string): string => s.replace(/[\s#*_`]+/g, ' ').trim().toLowerCase();

/** Drops a leading heading that repeats the title (the caller shows the title itself). */
export function dropTitleHeading(blocks: string[], title: string | null): void {
  if (!title || !blocks.length) return;
  const want = norm(title);
  for (let i = 0; i < Math.min(blocks.length, 5); i++) {
    const b = norm(blocks[i]!);
    if (b === want || (b.length > 15 && b.length < 300 && want.includes(b)) || (want.length > 15 && b.length < want.length * 1.5 && b.includes(want))) {
      blocks.splice(i, 1);
      return;
    }
  }
}

/** Calls to action that close many articles ("Follow us on…", "Subscribe to…", "Sign up for…"). */
const CALL_TO_ACTION =
  /^(?:follow|subscribe|sign up|join|get access|listen|download our|click here|read more|don['’]t miss|like this|share this|more great|have a tip|get the latest|you (?:may|might) also like|this (?:article|story) (?:was|is|first) (?:originally )?(?:published|appeared))/i;

/** Drops short calls to action from the end of the content. */
export function dropTrailingCalls(blocks: string[]): void {
  while (blocks.length > 1) {
    const last = blocks[blocks.length - 1]!;
    if (last.length > 300 || !CALL_TO_ACTION.test(last.replace(/^[\s*_#>[\\-]+/, ''))) return;
    blocks.pop();
  }
}
