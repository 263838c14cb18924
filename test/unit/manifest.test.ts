// The manifest (package.json, package.nls*.json, l10n bundles) must match the code.
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { toolInputJsonSchema, toolInputSchema } from '../../src/engine/schema';
import { COMMANDS, CONTEXT_KEYS, MAX_URLS, SETTINGS, TOOL_NAME, TOOL_REFERENCE_NAME } from '../../src/vscode/ids';
import { l10nCalls, l10nStrings } from '../../scripts/l10n-strings';
import { withManifest } from '../../scripts/manifest';

const root = path.resolve(__dirname, '../..');
const readJson = (f: string) => JSON.parse(fs.readFileSync(path.join(root, f), 'utf8'));
const pkg = readJson('package.json');
const LOCALES = ['zh-cn', 'ko'];

interface Cmd { command: string; title: string; category?: string }

function nlsRefs(value: unknown, out = new Set<string>()): Set<string> {
  if (typeof value === 'string') {
    const m = /^%(.+)%$/.exec(value);
    if (m) out.add(m[1]!);
  } else if (Array.isArray(value)) value.forEach((v) => nlsRefs(v, out));
  else if (value && typeof value === 'object') Object.values(value).forEach((v) => nlsRefs(v, out));
  return out;
}

const placeholders = (s: string) => (s.match(/\{\d+\}/g) ?? []).sort().join(',');

describe('manifest: scripts/manifest.ts is the source of truth', () => {
  it('package.json holds exactly what scripts/manifest.ts writes (run it with --write after changing it)', () => {
    assert.deepEqual(pkg, withManifest(pkg));
  });
});

describe('manifest: language model tool', () => {
  const tools = pkg.contributes.languageModelTools as Record<string, unknown>[];
  const tool = tools.find((t) => t.name === TOOL_NAME)!;

  it('contributes exactly one tool, web_fetch, referenced as #webFetch', () => {
    assert.equal(tools.length, 1);
    assert.ok(tool, 'web_fetch missing');
    assert.equal(tool.toolReferenceName, TOOL_REFERENCE_NAME);
    assert.equal(tool.canBeReferencedInPrompt, true);
    assert.equal(tool.icon, '$(globe)');
  });

  it('declares an inputSchema identical to the engine zod schema', () => {
    assert.deepEqual(tool.inputSchema, toolInputJsonSchema());
  });

  it('takes an optional whole-number offset ≥ 0 (the continuation a result names) next to the prompt', () => {
    const props = (tool.inputSchema as { properties: Record<string, { type?: string; minimum?: number; description?: string }>; required: string[] });
    assert.deepEqual(props.required, ['prompt']);
    assert.equal(props.properties.offset?.type, 'integer');
    assert.equal(props.properties.offset?.minimum, 0);
    assert.match(props.properties.offset!.description!, /continue with offset N/);
    assert.equal(toolInputSchema.safeParse({ prompt: 'Read https://a.example/', offset: 5678 }).success, true);
    assert.equal(toolInputSchema.safeParse({ prompt: 'Read https://a.example/' }).success, true);
    for (const offset of [-1, 2.5, '100', Number.MAX_SAFE_INTEGER + 2]) {
      assert.equal(toolInputSchema.safeParse({ prompt: 'Read https://a.example/', offset }).success, false, String(offset));
    }
    assert.match(String(tool.modelDescription), /call the tool again with that page's URL and that `offset`/);
  });

  it('has a modelDescription that says what the prompt holds, the URL limit, private URLs and what comes back', () => {
    const d = String(tool.modelDescription);
    assert.ok(d.length > 400, 'modelDescription is too short to guide a model');
    assert.match(d, new RegExp(`\\b${MAX_URLS}\\b`));
    assert.match(d, /private/i);
    assert.match(d, /read locally; their address is never sent to Gemini/);
    assert.match(d, /\[n\]/);
    assert.match(d, /fetch report/);
    assert.match(String(tool.userDescription), /^%.+%$/);
  });
});

describe('manifest: activation, engine, commands, menus', () => {
  it('has no explicit activation events (VS Code derives them)', () => {
    assert.deepEqual(pkg.activationEvents, []);
  });

  it('targets a VS Code no newer than 1.139, with @types/vscode not newer than the engine', () => {
    const engine = /^\^?(\d+)\.(\d+)/.exec(pkg.engines.vscode)!;
    const types = /(\d+)\.(\d+)/.exec(pkg.devDependencies['@types/vscode'])!;
    assert.ok(Number(engine[1]) === 1 && Number(engine[2]) <= 139, pkg.engines.vscode);
    assert.ok(Number(types[2]) <= Number(engine[2]), `@types/vscode ${types[0]} newer than engine ${engine[0]}`);
  });

  it('contributes every command id of the code, each in the "Web Fetch" category', () => {
    const cmds = pkg.contributes.commands as Cmd[];
    assert.deepEqual(cmds.map((c) => c.command).sort(), Object.values(COMMANDS).sort());
    for (const c of cmds) assert.equal(c.category, 'Web Fetch', c.command);
  });

  it('shows "Ask about this URL" in the editor context menu only on a URL, and hides it from the palette', () => {
    const entries = pkg.contributes.menus['editor/context'] as { command: string; when: string }[];
    const e = entries.find((x) => x.command === COMMANDS.askAboutThisUrl);
    assert.ok(e, 'editor/context entry missing');
    assert.match(e.when, new RegExp(CONTEXT_KEYS.urlAtCursor.replace('.', '\\.')));
    const palette = pkg.contributes.menus.commandPalette as { command: string; when: string }[];
    assert.equal(palette.find((x) => x.command === COMMANDS.askAboutThisUrl)?.when, 'false');
  });
});

describe('manifest: settings', () => {
  const props = pkg.contributes.configuration.properties as Record<string, Record<string, unknown>>;

  it('contributes exactly the settings the code reads, with the same defaults and bounds', () => {
    assert.deepEqual(Object.keys(props).sort(), Object.values(SETTINGS).map((s) => s.key).sort());
    for (const s of Object.values(SETTINGS)) {
      const p = props[s.key]!;
      assert.deepEqual(p.default, s.default, s.key);
      if ('enum' in s) assert.deepEqual(p.enum, s.enum);
      if ('minimum' in s) assert.equal(p.minimum, s.minimum);
      if ('maximum' in s) assert.equal(p.maximum, s.maximum);
    }
  });

  it('gives every setting a markdownDescription', () => {
    for (const [k, p] of Object.entries(props)) assert.ok(p.markdownDescription, `${k} lacks markdownDescription`);
  });

  it('keeps the Gemini base URL out of workspace settings (it would receive the API key)', () => {
    assert.equal(props[SETTINGS.geminiBaseUrl.key]!.scope, 'application');
  });

  it('keeps the browser path out of workspace settings (a workspace could make the extension run any program)', () => {
    assert.equal(props[SETTINGS.browserPath.key]!.scope, 'machine');
    const u = pkg.capabilities?.untrustedWorkspaces as { restrictedConfigurations: string[] } | undefined;
    assert.ok(u?.restrictedConfigurations.includes(SETTINGS.browserPath.key));
  });

  const policyKeys = [SETTINGS.blockedDomains.key, SETTINGS.allowedDomains.key, SETTINGS.trustedDomains.key, SETTINGS.respectRobotsTxt.key];

  it('makes the policy settings machine-overridable', () => {
    for (const k of policyKeys) assert.equal(props[k]!.scope, 'machine-overridable', k);
  });

  it('runs limited in untrusted workspaces, where workspace values of the policy and Gemini settings are ignored', () => {
    const u = pkg.capabilities?.untrustedWorkspaces as { supported: string; restrictedConfigurations: string[] } | undefined;
    assert.equal(u?.supported, 'limited');
    for (const k of [...policyKeys, SETTINGS.geminiBaseUrl.key, SETTINGS.engine.key]) {
      assert.ok(u!.restrictedConfigurations.includes(k), `${k} is restricted in untrusted workspaces`);
    }
  });
});

describe('manifest: localization', () => {
  const en = readJson('package.nls.json') as Record<string, string>;

  it('defines every %key% package.json uses, in English, Chinese and Korean, and nothing else', () => {
    const refs = [...nlsRefs(pkg)].sort();
    assert.deepEqual(Object.keys(en).sort(), refs);
    for (const loc of LOCALES) {
      const t = readJson(`package.nls.${loc}.json`) as Record<string, string>;
      assert.deepEqual(Object.keys(t).sort(), refs, loc);
      for (const [k, v] of Object.entries(t)) assert.ok(v.trim(), `${loc}: ${k} empty`);
    }
  });

  it('passes only string literals to vscode.l10n.t', () => {
    const bad = l10nCalls().filter((c) => c.text === '');
    assert.deepEqual(bad, []);
  });

  it('has an English bundle with exactly the strings of the code', () => {
    const bundle = readJson('l10n/bundle.l10n.json') as Record<string, string>;
    assert.deepEqual(Object.keys(bundle).sort(), l10nStrings());
  });

  for (const loc of LOCALES) {
    it(`translates every runtime string into ${loc}, keeping the {n} placeholders`, () => {
      const bundle = readJson(`l10n/bundle.l10n.${loc}.json`) as Record<string, string>;
      assert.deepEqual(Object.keys(bundle).sort(), l10nStrings());
      for (const [k, v] of Object.entries(bundle)) {
        assert.ok(v.trim(), `${loc}: "${k}" empty`);
        assert.equal(placeholders(v), placeholders(k), `${loc}: placeholders of "${k}"`);
      }
    });
  }

  it('points VS Code at the l10n folder', () => {
    assert.equal(pkg.l10n, './l10n');
  });
});
