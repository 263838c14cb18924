// Collects every string literal passed as the first argument of `vscode.l10n.t(...)` / `l10n.t(...)`
// under src/vscode and the engine's people-facing output (src/engine/render, src/engine/cite/status.ts), which
// is handed vscode.l10n as `l10n` (TypeScript's parser, so multi-line calls count). Used by the manifest unit test
// and to write l10n/bundle.l10n.json: `node --import tsx scripts/l10n-strings.ts --write`.
import * as fs from 'node:fs';
import * as path from 'node:path';
import ts from 'typescript';

const root = path.resolve(__dirname, '..');

function tsFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? tsFiles(p) : e.name.endsWith('.ts') ? [p] : [];
  });
}

export interface L10nCall {
  text: string;
  file: string;
}

const L10N_SOURCES = ['src/vscode', 'src/engine/render', 'src/engine/cite/status.ts'];

export function l10nCalls(sources = L10N_SOURCES): L10nCall[] {
  const out: L10nCall[] = [];
  const files = sources.map((s) => path.join(root, s)).flatMap((p) => (p.endsWith('.ts') ? [p] : tsFiles(p)));
  for (const file of files) {
    const sf = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (n: ts.Node): void => {
      if (ts.isCallExpression(n) && ts.isPropertyAccessExpression(n.expression) && n.expression.name.text === 't') {
        const target = n.expression.expression;
        const isL10n = (ts.isPropertyAccessExpression(target) && target.name.text === 'l10n') || (ts.isIdentifier(target) && target.text === 'l10n');
        if (isL10n) {
          const first = n.arguments[0];
          if (first && (ts.isStringLiteral(first) || ts.isNoSubstitutionTemplateLiteral(first))) out.push({ text: first.text, file: path.relative(root, file) });
          else out.push({ text: '', file: `${path.relative(root, file)} (non-literal argument at ${sf.getLineAndCharacterOfPosition(n.getStart()).line + 1})` });
        }
      }
      ts.forEachChild(n, visit);
    };
    visit(sf);
  }
  return out;
}

export function l10nStrings(): string[] {
  return [...new Set(l10nCalls().map((c) => c.text))].sort();
}

if (process.argv.includes('--write')) {
  const bundle = Object.fromEntries(l10nStrings().map((s) => [s, s]));
  fs.writeFileSync(path.join(root, 'l10n/bundle.l10n.json'), JSON.stringify(bundle, null, 2) + '\n');
  console.log(`l10n/bundle.l10n.json: ${Object.keys(bundle).length} strings`);
}
