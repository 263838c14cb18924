// Rewrites of web views to raw files (issue 2, rule 2), and that results keep both URLs.
import assert from 'node:assert/strict';
import { rewriteUrl } from '../../src/engine/urls/rewrite';
import { planPrompt } from '../../src/engine/urls/prompt';

function to(u: string): string | undefined {
  return rewriteUrl(new URL(u))?.to;
}

describe('engine/rewrite', () => {
  it('github blob → raw.githubusercontent.com, nested path kept', () => {
    assert.equal(
      to('https://github.com/microsoft/vscode/blob/main/src/vs/code/electron-main/app.ts'),
      'https://raw.githubusercontent.com/microsoft/vscode/main/src/vs/code/electron-main/app.ts',
    );
    assert.equal(rewriteUrl(new URL('https://github.com/o/r/blob/v1.2.3/README.md'))?.kind, 'github-blob');
  });

  it('github blob with a commit ref and a fragment drops the fragment', () => {
    assert.equal(
      to('https://github.com/o/r/blob/0123456789abcdef0123456789abcdef01234567/a/b.py#L10-L20'),
      'https://raw.githubusercontent.com/o/r/0123456789abcdef0123456789abcdef01234567/a/b.py',
    );
  });

  it('github pages that are not blobs are left alone', () => {
    for (const u of ['https://github.com/o/r', 'https://github.com/o/r/issues/1', 'https://github.com/o/r/tree/main/src', 'https://github.com/o/r/blob/main']) {
      assert.equal(to(u), undefined, u);
    }
  });

  it('gist.github.com/USER/ID → gist raw URL (with and without revision)', () => {
    assert.equal(to('https://gist.github.com/alice/0123456789abcdef'), 'https://gist.githubusercontent.com/alice/0123456789abcdef/raw');
    assert.equal(
      to('https://gist.github.com/alice/0123456789abcdef/fedcba9876543210'),
      'https://gist.githubusercontent.com/alice/0123456789abcdef/raw/fedcba9876543210',
    );
    assert.equal(rewriteUrl(new URL('https://gist.github.com/alice/0123456789abcdef'))?.kind, 'gist');
    assert.equal(to('https://gist.github.com/alice'), undefined);
  });

  it('gitlab.com/G/P/-/blob/REF/PATH → /-/raw/, also with subgroups', () => {
    assert.equal(to('https://gitlab.com/group/project/-/blob/main/docs/index.md'), 'https://gitlab.com/group/project/-/raw/main/docs/index.md');
    assert.equal(to('https://gitlab.com/g/sub/p/-/blob/v2/a.txt'), 'https://gitlab.com/g/sub/p/-/raw/v2/a.txt');
    assert.equal(rewriteUrl(new URL('https://gitlab.com/g/p/-/blob/main/a.txt'))?.kind, 'gitlab-blob');
    assert.equal(to('https://gitlab.com/g/p/-/issues/3'), undefined);
  });

  it('other hosts are never rewritten', () => {
    assert.equal(to('https://example.com/o/r/blob/main/a.ts'), undefined);
    assert.equal(to('https://notgithub.com/o/r/blob/main/a.ts'), undefined);
  });

  it('a planned URL keeps the URL as written and the URL to fetch', () => {
    const [u] = planPrompt('explain https://github.com/o/r/blob/main/src/x.ts please').urls;
    assert.equal(u!.url, 'https://github.com/o/r/blob/main/src/x.ts');
    assert.equal(u!.fetchUrl, 'https://raw.githubusercontent.com/o/r/main/src/x.ts');
    assert.equal(u!.host, 'raw.githubusercontent.com');
    assert.deepEqual(u!.rewrite, { kind: 'github-blob', from: 'https://github.com/o/r/blob/main/src/x.ts', to: u!.fetchUrl });
    const [plain] = planPrompt('https://example.com/a').urls;
    assert.equal(plain!.fetchUrl, 'https://example.com/a');
    assert.equal(plain!.rewrite, undefined);
  });
});
