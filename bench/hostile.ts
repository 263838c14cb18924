// Hostile-input benchmark: the parsers that must stay linear (robots.txt matching, prompt URL finding), ours vs the
// previous implementations (kept here as references) on growing inputs, in one run. Linear code grows ~10× per 10×
// input; the references grow ~100×. References are stopped at a size where they still finish in seconds.
// usage: npm run bench:hostile
import { parseRobotsTxt, robotsDecide } from '../src/engine/policy/robotsTxt';
import { extractUrls, planPrompt } from '../src/engine/urls/prompt';

/** The matcher before: a set of positions carried through the pattern (O(pattern × path)). */
function referencePatternMatches(pattern: string, path: string): boolean {
  const star = pattern.indexOf('*');
  const anchored = pattern.endsWith('$');
  const literal = star >= 0 ? pattern.slice(0, star) : anchored ? pattern.slice(0, -1) : pattern;
  if (!path.startsWith(literal)) return false;
  if (star < 0) return anchored ? path.length === literal.length : true;
  let positions: number[] = [0];
  for (let i = 0; i < pattern.length; i++) {
    const ch = pattern[i]!;
    if (ch === '$' && i === pattern.length - 1) return positions.includes(path.length);
    if (ch === '*') {
      const from = positions[0]!;
      positions = [];
      for (let p = from; p <= path.length; p++) positions.push(p);
      continue;
    }
    const next: number[] = [];
    for (const p of positions) if (p < path.length && path[p] === ch) next.push(p + 1);
    if (next.length === 0) return false;
    positions = next;
  }
  return true;
}

/** The trailing trim before: recounts brackets for every character it drops (O(n²)). */
function referenceTrim(candidate: string): string {
  const count = (s: string, ch: string) => {
    let n = 0;
    for (const c of s) if (c === ch) n++;
    return n;
  };
  let s = candidate;
  for (;;) {
    const last = s.at(-1);
    if (last === undefined) return s;
    if ('.,;:!?\'*'.includes(last)) {
      s = s.slice(0, -1);
      continue;
    }
    const opener = ({ ')': '(', ']': '[', '}': '{' } as Record<string, string>)[last];
    if (opener && count(s, last) > count(s, opener)) {
      s = s.slice(0, -1);
      continue;
    }
    return s;
  }
}

function time(fn: () => unknown): number {
  const t0 = performance.now();
  fn();
  return performance.now() - t0;
}

const fmt = (ms: number | undefined) => (ms === undefined ? '(skipped)'.padStart(10) : `${ms.toFixed(1)} ms`.padStart(10));

console.log('robots.txt: "Disallow: /" + N × "*" + "b" against an 8 KB path');
console.log('         N        ours   reference');
const path = '/' + 'a'.repeat(8192);
for (const n of [500, 5_000, 50_000, 500_000]) {
  const pattern = '/' + '*'.repeat(n) + 'b';
  const file = parseRobotsTxt(`User-agent: *\nDisallow: ${pattern}\n`);
  const ours = time(() => robotsDecide(file, path));
  const ref = n <= 5_000 ? time(() => referencePatternMatches(pattern, path)) : undefined;
  console.log(`${String(n).padStart(10)}  ${fmt(ours)}  ${fmt(ref)}`);
}

console.log('\nprompt: a URL followed by N × ")"');
console.log('         N        ours   reference (trim only)');
for (const n of [2_000, 20_000, 200_000]) {
  const prompt = 'see https://a.example/x' + ')'.repeat(n);
  const ours = time(() => extractUrls(prompt));
  const ref = n <= 20_000 ? time(() => referenceTrim('https://a.example/x' + ')'.repeat(n))) : undefined;
  console.log(`${String(n).padStart(10)}  ${fmt(ours)}  ${fmt(ref)}`);
}

console.log('\nplanPrompt on 1 MB prompts (ours only; must stay well under 100 ms on an idle core)');
const MB = 1 << 20;
for (const [name, prompt] of [
  ['text + 20 URLs', Array.from({ length: 20 }, (_, i) => `https://h${i}.example/p `).join('') + 'word '.repeat(MB / 5)],
  ['100,000 URLs, no spaces', Array.from({ length: 100_000 }, (_, i) => `https://h${i}.example/`).join(',').slice(0, MB)],
  ['")" × 1 M after a URL', 'https://a.example/x' + ')'.repeat(MB)],
  ['Unicode path of 60 K', 'https://a.example/' + 'ü'.repeat(60_000) + ' ' + 'x'.repeat(MB - 60_000)],
] as const) {
  const ms = time(() => {
    try {
      planPrompt(prompt);
    } catch {
      /* over 20 URLs is refused: still planned (and refused) in time */
    }
  });
  console.log(`  ${name.padEnd(26)} ${fmt(ms)}`);
}
