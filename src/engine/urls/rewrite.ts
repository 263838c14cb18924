// URL rewrites that turn a web view of a file into its raw content.
export interface Rewrite {
  kind: 'github-blob' | 'gist' | 'gitlab-blob';
  to: string;
}

/** github.com/O/R/blob/REF/PATH → raw.githubusercontent.com/O/R/REF/PATH; gist → raw; gitlab /-/blob/ → /-/raw/. */
export function rewriteUrl(u: URL): Rewrite | undefined {
  const host = u.hostname.toLowerCase().replace(/\.$/, '');
  const parts = u.pathname.split('/').filter(Boolean);
  if (host === 'github.com' || host === 'www.github.com') {
    // /O/R/blob/REF/PATH...
    if (parts.length >= 5 && parts[2] === 'blob') {
      const [owner, repo, , ref, ...path] = parts;
      return { kind: 'github-blob', to: `https://raw.githubusercontent.com/${owner}/${repo}/${ref}/${path.join('/')}` };
    }
    return undefined;
  }
  if (host === 'gist.github.com') {
    // /USER/ID (optionally /USER/ID/REV); a bare /ID has no user to address
    if (parts.length >= 2 && /^[0-9a-f]{6,}$/i.test(parts[1]!) && parts[0] !== 'raw') {
      const [user, id, rev] = parts;
      if (parts.length > 3 || (rev !== undefined && !/^[0-9a-f]{7,40}$/i.test(rev))) return undefined;
      return { kind: 'gist', to: `https://gist.githubusercontent.com/${user}/${id}/raw${rev ? `/${rev}` : ''}` };
    }
    return undefined;
  }
  if (host === 'gitlab.com') {
    const i = parts.indexOf('-');
    if (i >= 2 && parts[i + 1] === 'blob' && parts.length >= i + 4) {
      const to = new URL(u.href);
      to.hash = '';
      to.pathname = '/' + [...parts.slice(0, i), '-', 'raw', ...parts.slice(i + 2)].join('/');
      return { kind: 'gitlab-blob', to: to.href };
    }
  }
  return undefined;
}
