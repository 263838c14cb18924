import assert from 'node:assert/strict';
import {
  ByteIndex,
  byteToIndex,
  snapToGrapheme,
  placeCitations,
  parseWrittenMarkers,
  renderForModel,
  renderForPeople,
  citedSources,
  citeWrittenAnswer,
  type AnswerPiece,
  type ByteCitation,
} from '../../src/engine/cite/cite';
import type { Source } from '../../src/engine/types';

const b = (s: string) => Buffer.byteLength(s, 'utf8');

/** Plain text with [n] markers, as a model reads it (no Sources list). */
function plain(pieces: AnswerPiece[]): string {
  return renderForModel(pieces, []);
}

/** A citation after `sentence` (its first occurrence in `text`), offsets in UTF-8 bytes. */
function after(text: string, sentence: string, sources: number[], partIndex = 0, withText = true): ByteCitation {
  const at = text.indexOf(sentence);
  assert.ok(at >= 0, `${sentence} not in text`);
  return { partIndex, endByte: b(text.slice(0, at + sentence.length)), ...(withText ? { text: sentence } : {}), sources };
}

describe('cite: byte offsets', () => {
  it('maps UTF-8 byte offsets to UTF-16 indices for ASCII, Chinese, Korean and emoji', () => {
    assert.equal(byteToIndex('hello', 3), 3);
    assert.equal(byteToIndex('中文字', 3), 1); // 3 bytes per character
    assert.equal(byteToIndex('中文字', 6), 2);
    assert.equal(byteToIndex('한국어', 9), 3);
    assert.equal(byteToIndex('a😀b', 5), 3); // emoji: 4 bytes, 2 code units
    assert.equal(byteToIndex('a😀b', 6), 4);
  });

  it('the prebuilt index agrees with the direct scan at every byte offset', () => {
    const text = 'aé中😀한\u0301b🇰🇷\r\nz';
    const index = new ByteIndex(text);
    for (let byte = -1; byte <= b(text) + 2; byte++) assert.equal(index.indexOf(byte), byteToIndex(text, byte), `byte ${byte}`);
  });

  it('never splits a character: an offset inside one moves to its end', () => {
    assert.equal(byteToIndex('中文', 1), 1);
    assert.equal(byteToIndex('中文', 4), 2);
    assert.equal(byteToIndex('a😀b', 2), 3);
    assert.equal(byteToIndex('é', 1), 1);
  });

  it('keeps grapheme clusters whole (ZWJ family emoji, flags, combining marks)', () => {
    const family = '👨‍👩‍👧';
    const text = `x${family}y`;
    assert.equal(snapToGrapheme(text, 3), 1 + family.length);
    assert.equal(snapToGrapheme('🇰🇷!', 2), 4);
    assert.equal(snapToGrapheme('e\u0301x', 1), 2);
    assert.equal(snapToGrapheme('abc', 1), 1);
  });
});

describe('cite: placing markers', () => {
  it('places markers in a Chinese answer at byte offsets (code-unit offsets would land elsewhere)', () => {
    const text = '这个页面介绍了 Gemini API。它还提供了代码示例。最后一句没有引用。';
    const cites = [after(text, '这个页面介绍了 Gemini API。', [1]), after(text, '它还提供了代码示例。', [2])];
    assert.equal(plain(placeCitations([text], cites)), '这个页面介绍了 Gemini API。[1]它还提供了代码示例。[2]最后一句没有引用。');
    // The same byte offsets read as UTF-16 indices would point far beyond the first sentence.
    assert.notEqual(cites[0]!.endByte, text.indexOf('它'));
  });

  it('places markers in a Korean answer', () => {
    const text = '이 문서는 설치 방법을 설명합니다. 설정 예제도 있습니다.';
    const cites = [after(text, '이 문서는 설치 방법을 설명합니다.', [1], 0, false), after(text, '설정 예제도 있습니다.', [1], 0, false)];
    assert.equal(plain(placeCitations([text], cites)), '이 문서는 설치 방법을 설명합니다.[1] 설정 예제도 있습니다.[1]');
  });

  it('places markers after emoji without breaking surrogate pairs', () => {
    const text = 'Ship it 🚀 today. Then rest 😴.';
    const cites = [after(text, 'Ship it 🚀 today.', [1], 0, false), after(text, 'Then rest 😴.', [2], 0, false)];
    const out = plain(placeCitations([text], cites));
    assert.equal(out, 'Ship it 🚀 today.[1] Then rest 😴.[2]');
    assert.ok(!/[\ud800-\udbff](?![\udc00-\udfff])/.test(out), 'no lone high surrogate');
  });

  it('clamps out-of-range offsets instead of failing', () => {
    assert.equal(plain(placeCitations(['short'], [{ partIndex: 0, endByte: 999, sources: [1] }])), 'short[1]');
    assert.equal(plain(placeCitations(['short'], [{ partIndex: 0, endByte: -5, sources: [1] }])), '[1]short');
  });

  it('realigns a segment whose offsets do not match its text (text cut by one leading character)', () => {
    const text = 'Alpha one. Beta two. Gamma three.';
    // Offsets as if the text had one more leading character.
    const shifted = (s: string): ByteCitation => ({ ...after(text, s, [1]), endByte: after(text, s, [1]).endByte + 1 });
    assert.equal(plain(placeCitations([text], [shifted('Beta two.'), shifted('Gamma three.')])), 'Alpha one. Beta two.[1] Gamma three.[1]');
  });

  it('merges and sorts the sources of one support and of supports ending at the same place', () => {
    const text = 'One fact. Two facts.';
    const cites = [
      { ...after(text, 'One fact.', [3, 1, 3]) },
      { ...after(text, 'One fact.', [2]) },
      { ...after(text, 'Two facts.', [1]) },
    ];
    const pieces = placeCitations([text], cites);
    assert.equal(plain(pieces), 'One fact.[1][2][3] Two facts.[1]');
    assert.deepEqual(citedSources(pieces), [1, 2, 3]);
  });

  it('gives no marker to a citation without sources or for a part that does not exist', () => {
    const text = 'Nothing to cite here.';
    const pieces = placeCitations([text], [
      { partIndex: 0, endByte: b(text), sources: [] },
      { partIndex: 4, endByte: 3, sources: [1] },
    ]);
    assert.equal(plain(pieces), text);
  });

  it('counts offsets within the part named by partIndex', () => {
    const parts = ['First part says hello. ', '둘째 부분은 한국어입니다. ', 'Third 🙂 part.'];
    const cites = [
      after(parts[1]!, '둘째 부분은 한국어입니다.', [2], 1),
      after(parts[2]!, 'Third 🙂 part.', [1, 2], 2),
      after(parts[0]!, 'First part says hello.', [1], 0),
    ];
    assert.equal(plain(placeCitations(parts, cites)), 'First part says hello.[1] 둘째 부분은 한국어입니다.[2] Third 🙂 part.[1][2]');
  });
});

describe('cite: markers written by the model', () => {
  it('turns [n] and [n, m] into citations only for given sources', () => {
    const pieces = parseWrittenMarkers([{ kind: 'text', text: 'Uses a[0]; see [2]. Both agree [1, 3]. See [9].' }], new Set([1, 2, 3]));
    const cites = pieces.filter((p) => p.kind === 'cite');
    assert.deepEqual(cites, [
      { kind: 'cite', sources: [2] },
      { kind: 'cite', sources: [1, 3] },
    ]);
    assert.equal(plain(pieces), 'Uses a[0]; see [2]. Both agree [1][3]. See [9].');
  });

  it('reads "[source n]" (how the request names fetched pages) as a marker too', () => {
    assert.equal(plain(parseWrittenMarkers([{ kind: 'text', text: 'Per [source 2] and [Source 1].' }], new Set([1, 2]))), 'Per [2] and [1].');
  });

  it('leaves indexing and code alone', () => {
    const text = 'Use arr[1] or `x [2]` or\n```\ny = [1]\n```\nthen cite [2].';
    const pieces = parseWrittenMarkers([{ kind: 'text', text }], new Set([1, 2]));
    assert.deepEqual(pieces.filter((p) => p.kind === 'cite'), [{ kind: 'cite', sources: [2] }]);
    assert.equal(plain(pieces), text);
  });

  it('leaves markdown links and nested brackets alone', () => {
    const text = 'A [1](https://x.test) link and [[2]] here.';
    assert.deepEqual(parseWrittenMarkers([{ kind: 'text', text }], new Set([1, 2])), [{ kind: 'text', text }]);
  });

  it('merges a written marker with a grounding marker at the same place', () => {
    const text = 'Fact.[2] More.';
    const pieces = parseWrittenMarkers(placeCitations([text], [{ partIndex: 0, endByte: 5, sources: [1] }]), new Set([2]));
    assert.equal(plain(pieces), 'Fact.[1][2] More.');
  });
});

describe('cite: rendering', () => {
  const sources: Source[] = [
    { index: 1, title: 'Docs [v2]', url: 'https://docs.example/a (b)', status: 'URL_RETRIEVAL_STATUS_SUCCESS' },
    { index: 2, title: '内部文档', url: 'http://10.0.0.5/wiki', status: 'fetched directly (private address)' },
    { index: 3, title: 'Gone', url: 'https://gone.example/', status: 'URL_RETRIEVAL_STATUS_ERROR' },
  ];
  const pieces: AnswerPiece[] = [
    { kind: 'text', text: '答案在这里。' },
    { kind: 'cite', sources: [1, 2] },
  ];

  it('for a model: [n] markers and a "Sources:" list of "[n] Title (url)"', () => {
    assert.equal(
      renderForModel(pieces, sources),
      [
        '答案在这里。[1][2]',
        '',
        'Sources:',
        '[1] Docs [v2] (https://docs.example/a (b))',
        '[2] 内部文档 (http://10.0.0.5/wiki)',
        '[3] Gone (https://gone.example/) — not read: Gemini could not read it (URL_RETRIEVAL_STATUS_ERROR)',
      ].join('\n'),
    );
  });

  it('for people: every marker links to its source; Sources lists titles, URLs and status', () => {
    const md = renderForPeople(pieces, sources);
    assert.ok(md.startsWith('答案在这里。[\\[1\\]](https://docs.example/a%20%28b%29 "Docs [v2]")[\\[2\\]](http://10.0.0.5/wiki "内部文档")'), md);
    assert.match(md, /\*\*Sources\*\*/);
    assert.match(md, /- \*\*\[1\]\*\* \[Docs \\\[v2\\\]\]\(https:\/\/docs\.example\/a%20%28b%29\) `https:\/\/docs\.example\/a \(b\)` — read by Gemini \(URL_RETRIEVAL_STATUS_SUCCESS\)/);
    assert.match(md, /- \*\*\[2\]\*\* \[内部文档\]\(http:\/\/10\.0\.0\.5\/wiki\) .* — fetched directly \(private address\)/);
    assert.match(md, /- \*\*\[3\]\*\* \[Gone\].* — Gemini could not read it \(URL_RETRIEVAL_STATUS_ERROR\)/);
  });

  it('links no marker to a source that does not exist', () => {
    const md = renderForPeople([{ kind: 'text', text: 'x' }, { kind: 'cite', sources: [7] }], sources);
    assert.ok(md.startsWith('x\n\n**Sources**'), md);
  });

  it('cites an answer another model wrote from numbered pages', () => {
    const { answer, answerForModel } = citeWrittenAnswer('Both agree [1][3]; 菠萝[2], not a[2].', sources);
    assert.ok(answer.startsWith('Both agree [\\[1\\]](https://docs.example/a%20%28b%29 "Docs [v2]")[\\[3\\]](https://gone.example/ "Gone"); 菠萝[\\[2\\]](http://10.0.0.5/wiki "内部文档"), not a[2].'), answer);
    assert.ok(answerForModel.startsWith('Both agree [1][3]; 菠萝[2], not a[2].\n\nSources:\n[1] Docs [v2]'), answerForModel);
  });
});
