// A process with nothing to do but one fetchPages call outside an engine (its own converter pool, stopped at the
// end): prints the page's code and length as JSON. Used by workers.test.ts to show that stopping the pool never lets
// the process end before the call returns. usage: node --import tsx test/support/lone-fetch.ts <url>
import { fetchPages } from '../../src/engine/fetch/direct';
import { planPrompt } from '../../src/engine/urls/prompt';

fetchPages(planPrompt(process.argv[2]!).urls, { noCache: true, timeoutMs: 30_000 }).then(
  ([page]) => process.stdout.write(`${JSON.stringify({ ok: page!.ok, code: page!.error?.code ?? null, chars: page!.content.length })}\n`),
  (e: unknown) => {
    console.error(e);
    process.exitCode = 1;
  },
);
