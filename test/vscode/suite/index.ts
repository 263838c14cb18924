// Loaded by the VS Code extension host (extensionTestsPath points at its build); it awaits run().
import * as fs from 'node:fs';
import * as path from 'node:path';
import type MochaType from 'mocha';
import { shot } from './driver';

// mocha 12 is ESM-only at its root; its CommonJS build loads from the Node 24 extension host
const Mocha = require('mocha/lib/mocha.cjs') as typeof MochaType;

export async function run(): Promise<void> {
  const mocha = new Mocha({ ui: 'bdd', color: false, timeout: 60000, reporter: 'spec', grep: process.env.VSC_TEST_GREP });
  // a screenshot of the workbench after each failed test, to see what the test saw
  mocha.rootHooks({
    async afterEach(this: MochaType.Context) {
      const t = this.currentTest;
      if (t?.state === 'failed') {
        const name = `failed-${t.fullTitle().replace(/[^\w]+/g, '-').slice(0, 80)}`;
        await shot(name).catch(() => undefined);
      }
    },
  });
  for (const f of fs.readdirSync(__dirname).sort()) {
    if (f.endsWith('.test.js')) mocha.addFile(path.join(__dirname, f));
  }
  const resultsFile = process.env.VSC_TEST_RESULTS; // set by the runner
  await new Promise<void>((resolve, reject) => {
    const results: { title: string; state: string; err?: string }[] = [];
    const runner = mocha.run((failures) => {
      const passed = results.filter((r) => r.state === 'passed').length;
      if (resultsFile) fs.writeFileSync(resultsFile, JSON.stringify({ passed, failed: failures, results }, null, 2));
      if (failures > 0) reject(new Error(`${failures} tests failed.`));
      else resolve();
    });
    runner.on('pass', (t) => results.push({ title: t.fullTitle(), state: 'passed' }));
    runner.on('fail', (t, err) => results.push({ title: t.fullTitle(), state: 'failed', err: String((err && err.stack) || err) }));
  });
}
