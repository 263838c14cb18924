#!/usr/bin/env node
// The import-graph check (a step of `npm test`): applies .dependency-cruiser.cjs to src/ and prints one line:
// "layers: N modules, N imports: 0 upward imports, 0 cycles, 0 vscode imports in the engine, 0 engine imports in
// the extension bundle" — or the failing imports, one a line, and exits 1.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise } from 'dependency-cruiser';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);
const require = createRequire(import.meta.url);
const config = require(path.join(root, '.dependency-cruiser.cjs'));
const dirs = process.argv.slice(2);

const result = await cruise(dirs.length ? dirs : ['src'], { ...config.options, validate: true, ruleSet: { forbidden: config.forbidden } });
const { summary } = result.output;
const violations = summary.violations.filter((v) => v.rule.severity === 'error');

const kind = (name) =>
  name.startsWith('upward') || name === 'ground-types' ? 'upward' : name === 'no-cycles' ? 'cycle' : name === 'engine-without-vscode' ? 'vscode' : 'bundle';
const count = { upward: 0, cycle: 0, vscode: 0, bundle: 0 };
for (const v of violations) count[kind(v.rule.name)]++;

for (const v of violations) {
  const cycle = v.cycle?.length ? ` (cycle: ${[v.from, ...v.cycle.map((c) => c.name ?? c)].join(' → ')})` : '';
  console.log(`layers: FAIL ${v.rule.name}: ${v.from} → ${v.to}${cycle}`);
  const rule = config.forbidden.find((r) => r.name === v.rule.name);
  if (rule?.comment) console.log(`        ${rule.comment}`);
}
console.log(
  `layers: ${summary.totalCruised} modules, ${summary.totalDependenciesCruised} imports: ${count.upward} upward imports, ` +
    `${count.cycle} cycles, ${count.vscode} vscode imports in the engine, ${count.bundle} engine imports in the extension bundle` +
    (violations.length ? ' — FAILED' : ' — ok'),
);
process.exit(violations.length ? 1 : 0);
