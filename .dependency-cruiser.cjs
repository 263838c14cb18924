// The engine's layers, lowest first: a module may import its own layer and lower ones, never a higher one.
// `node scripts/check-layers.mjs` (a step of `npm test`) applies these rules with dependency-cruiser.
// Folders on one line are siblings: they may import each other (the cycle rule still applies).
const LAYERS = [
  ['types'],
  ['util'],
  ['urls'],
  ['net'],
  ['cache'],
  ['policy'],
  ['extract'],
  ['content'],
  ['fetch', 'browser', 'workers'],
  ['cite'],
  ['route'],
  ['render'],
  // the top: createEngine (plan + run), the public API, the tool's input schema
  ['engine.ts', 'index.ts', 'schema.ts'],
];

const pathOf = (name) => (name.endsWith('.ts') ? `^src/engine/${name.replace('.', '[.]')}$` : `^src/engine/${name}/`);
const either = (names) => `(${names.map(pathOf).join('|')})`;

const upward = LAYERS.slice(0, -1).map((layer, i) => ({
  name: `upward-from-${layer.join('-').replace(/[.]ts/g, '')}`,
  comment: `${layer.join(', ')} may not import a higher layer (${LAYERS.slice(i + 1).flat().join(', ')})`,
  severity: 'error',
  from: { path: either(layer) },
  to: { path: either(LAYERS.slice(i + 1).flat()) },
}));

module.exports = {
  forbidden: [
    ...upward,
    {
      name: 'ground-types',
      comment: 'src/engine/types/ is the ground layer: it imports nothing outside its folder (not even a package)',
      severity: 'error',
      from: { path: '^src/engine/types/' },
      to: { pathNot: '^src/engine/types/' },
    },
    {
      name: 'no-cycles',
      comment: 'no import cycles (type-only imports count)',
      severity: 'error',
      from: { path: '^src/' },
      to: { circular: true },
    },
    {
      name: 'engine-without-vscode',
      comment: 'the engine is plain Node: it never imports vscode, the adapters or the CLI',
      severity: 'error',
      from: { path: '^src/engine/' },
      to: { path: '(^vscode$|(^|/)node_modules/@types/vscode/|^src/vscode/|^src/cli[.]ts$|^src/extension[.]ts$)' },
    },
    {
      name: 'extension-bundle-without-engine',
      comment:
        'src/vscode/ uses the engine through the lazily loaded dist/engine.js (src/vscode/engine.ts): importing engine ' +
        'code directly would put a second copy of it into dist/extension.js. Type-only imports are fine. The one ' +
        'exception is the secret scrubber (util/secrets.ts, no imports): the log channel scrubs lines written before ' +
        'the engine bundle loads.',
      severity: 'error',
      from: { path: '^src/(vscode/|extension[.]ts$)' },
      to: { path: '^src/engine/', pathNot: '^src/engine/util/secrets[.]ts$', dependencyTypesNot: ['type-only'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
  },
};
