// What the .vsix carries (issue: the README's install line works as written; the details page speaks to users).
// Static checks of package.json's `package` script, .vscodeignore, the details page and the README; `npm run package`
// itself is exercised by hand and in the note (it rebuilds dist/ for production, which the other suites use).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
const script = pkg.scripts.package!;
const flag = (name: string): string | undefined => new RegExp(`--${name}[ =](\\S+)`).exec(script)?.[1];

/** .vscodeignore: everything is excluded, then `!pattern` lines bring files back (no other syntax is used). */
function shipped(file: string): boolean {
  const lines = fs.readFileSync(path.join(ROOT, '.vscodeignore'), 'utf8').split('\n').map((l) => l.trim());
  const globToRe = (g: string) => new RegExp(`^${g.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*\*\//g, '(?:.*/)?').replace(/\*/g, '[^/]*')}$`);
  return lines.filter((l) => l.startsWith('!')).some((l) => globToRe(l.slice(1)).test(file));
}

describe('package (.vsix)', () => {
  const details = flag('readme-path');
  const out = flag('out');

  it('the details page is a user page: what it does, privacy, settings; no developer commands', () => {
    assert.ok(details, `npm run package does not name --readme-path: ${script}`);
    const text = fs.readFileSync(path.join(ROOT, details), 'utf8');
    for (const heading of ['## What it does', '## Privacy', '## Settings']) assert.ok(text.includes(heading), `missing "${heading}"`);
    assert.doesNotMatch(text, /\bnpm (ci|test|run|install)\b|node dist\/cli\.js/);
  });

  it('every image the details page shows exists and is shipped (paths relative to the package root)', () => {
    const text = fs.readFileSync(path.join(ROOT, details!), 'utf8');
    const images = [...text.matchAll(/!\[[^\]]*\]\(([^)\s]+)\)/g)].map((m) => m[1]!);
    assert.ok(images.length >= 2, 'the details page shows screenshots');
    for (const img of images) {
      assert.ok(fs.existsSync(path.join(ROOT, img)), `${img} does not exist`);
      assert.ok(shipped(img), `${img} is not shipped by .vscodeignore`);
    }
  });

  it('every setting of the manifest is on the details page', () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { contributes: { configuration: { properties: Record<string, { deprecationMessage?: string; markdownDeprecationMessage?: string }> } } };
    const text = fs.readFileSync(path.join(ROOT, details!), 'utf8');
    const live = Object.entries(manifest.contributes.configuration.properties).filter(([, v]) => !v.deprecationMessage && !v.markdownDeprecationMessage);
    assert.deepEqual(live.map(([k]) => k).filter((k) => !text.includes(`\`${k}\``)), []);
  });

  it("the README's install line installs the file npm run package writes", () => {
    assert.ok(out, `npm run package does not name --out: ${script}`);
    const readme = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');
    const line = /npm run package && code --install-extension (\S+)/.exec(readme);
    assert.ok(line, 'README has no install line');
    assert.equal(line[1], out);
  });

  it('the runtime files are shipped, the sources and tests are not', () => {
    for (const f of ['dist/extension.js', 'dist/engine.js', 'dist/pdf.js', 'package.json', 'LICENSE', 'l10n/bundle.l10n.json']) assert.ok(shipped(f), `${f} not shipped`);
    for (const f of ['src/cli.ts', 'test/unit/package.test.ts', 'README.md', 'node_modules/undici/index.js']) assert.ok(!shipped(f), `${f} shipped`);
  });
});
