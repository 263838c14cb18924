// A thread's per-post furniture: the short lines every post repeats around its author (a member
// title, "Joined" / "Messages" / "Reaction score" pairs, "Posts: 98", "Offline", an avatar's
// initial). They are recognised by repetition, not by wording, so that they go in any language:
// a short line that is not a link and recurs in three or more posts is a label (so is a short inline element with
// no words beside it, such as a member's title set beside their name), and so is the part
// before a colon of a short "label: value" line; a heading repeated word for word ("Re: <topic>" over each reply)
// and a script's button (an <a> without href) count too. Post text, which does not repeat, stays; so do the
// authors' names (links) and the dates (they differ from post to post). The note forum software puts under an
// edited post ("Last edited by …") goes by its wording, in several languages, even when only one post has it.
import { boundedTextOf, ElementNode, findElement, HEADING_TAGS as HEADINGS, inkText, removeNode, setAsCode, TextNode, textOf, type DomNode } from './dom';
import { oneLine } from '../util/escape';
import { POST_QUERY, PROFILE_PATH, THREAD_PATH } from './pagetype';

/** A label line is at most this long (weighted characters, see text.ts). */
const SHORT = 40;
/** A "label: value" line is at most this long, its label at most LABEL_MAX characters. */
const PAIR = 60;
const LABEL_MAX = 30;
/** A label recurs in at least this many places. */
const REPEATS = 3;

/** Blocks whose repeats are content: code, table cells, quotes. */
const NEVER = new Set(['pre', 'code', 'td', 'th', 'tr', 'table', 'blockquote']);
/**
 * A heading repeated word for word over three posts or more is each post's furniture, not a section of
 * the thread: a member title set as an <h5>, a "Re: <the topic's title>" over every reply. At most this long.
 */
const HEADING_MAX = 200;
/** Elements linksAway() looks at, at most. */
const LOOK = 40;

/**
 * The label of a post's own date ("Posted:", "回答日時：", "投稿日：", "发表于:", "작성일 :"), not a member's ("Joined:",
 * "登録日：").
 */
const POST_DATE_LABEL = /^(?:posted(?: on| at)?|date(?: posted)?|回答日時|質問日時|投稿日時?|更新日時|发表于|發表於|发布时间|發佈時間|回复时间|작성일|등록일|답변일)\s*[:：]$/i;

/** A label before its colon ("Joined:", "가입일："); not a time's hours before its minutes ("2024-11-27 14:52:47"). */
const PAIR_LABEL = /^([^:：]{0,29}[^:：\d][:：])/;
const SENTENCE_END = /[^.][.!?。！？]$/;

/**
 * The note forum software puts under an edited post, in several languages: "Last edited: Jul 6, 2024", "Last edited
 * by ann; Feb 14, 2026 at 9:25 pm", "edited Apr 13, 2017 at 12:52", "Edited April 18, 2024 by ann", "Zuletzt bearbeitet",
 * "Dernière modification par", "Última edición", "Последний раз редактировалось", "最后编辑于", "最終編集", "마지막 수정".
 * The software's line, not the author's ("EDITED for a typo." stays): it has a date or a name after it.
 */
const EDIT_NOTE = new RegExp(
  '^(?:(?:last )?edited(?: by |:| (?:on |at )?(?:\\d|[a-z]{3,9}\\.? \\d))|zuletzt (?:bearbeitet|geändert)|dernière (?:modification|édition) par|' +
    'última (?:edición|modificación)|editado por última vez|последн(?:ий раз|яя правка|ее изменение)|отредактировано|' +
    '最后(?:编辑|修改)|最後(?:編輯|修改)|本帖最后由|最終(?:編集|更新)|마지막(?:으로)? (?:수정|편집))',
);
/** An edit note is at most this long (weighted characters). */
const EDIT_NOTE_MAX = 100;
/**
 * A post's number, the permalink forum software sets in each post's corner: "#1", "#12", "Post #3", "Post #3 of 7",
 * "Beitrag #3", "Сообщение #3", "3楼", "#3楼". Each differs, so it is known by its form, not by repetition.
 */
const POST_NUMBER = /^(?:#\d{1,6}|(?:post|beitrag|сообщение) #?\d{1,6}(?: of \d{1,6})?|#?\d{1,6}\s*[楼樓])$/;
/**
 * The badge forum software sets beside the name of the member who started the thread: "Thread Starter", "Original
 * Poster", "OP", Invision's "Author", "Themenstarter", "Auteur du sujet", "Autor del tema", "Автор темы", "楼主", "スレ主", "작성자".
 * The name stays.
 */
const STARTER = /^(?:thread ?starter|original poster|topic ?starter|op|author|themen-?starter|themenersteller|autor|auteur(?: du sujet)?|autor del tema|автор(?: темы)?|топикстартер|楼主|樓主|作者|スレ主|投稿者|작성자|글쓴이)$/;
/**
 * The line naming who reacted to a post: "Reactions: ann, ben and 3 others", "Likes: ann", "Liked by ann", in several
 * languages. Its names are links, so it is known by its wording, not by repetition.
 */
const REACTIONS = /^(?:(?:reactions?|likes?|reaktionen|réactions|reacciones|реакции|反应|回應|リアクション|반응)\s*[:：]|liked by\s)/;
/** The key of a line the forum software writes on a post (an edit note, the post's number, the starter's badge, who reacted): dropped once seen. */
const SOFTWARE = '\u0000software';
/** The start of the key of a member's stat labelled only by an icon (see unlabelled), followed by its list's class. */
const ICON_PAIR = '\u0000dl.';

/** A line the forum software writes, wherever it stands: the post's number or the starter's badge. */
function softwareMark(t: string): boolean {
  return POST_NUMBER.test(t) || STARTER.test(t);
}

/** A note the forum software writes on a post: an edit note or who reacted (inline, only standing alone in its line). */
function softwareNote(t: string): boolean {
  return EDIT_NOTE.test(t) || REACTIONS.test(t);
}

/**
 * The text of an element that may be an edit note (at most EDIT_NOTE_MAX, no block with text in it), on one line and in
 * lower case, as labelKey compares it; null for any other element.
 */
function noteText(el: ElementNode): string | null {
  if (el.chars > EDIT_NOTE_MAX) return null;
  for (const c of el.children) if (c instanceof ElementNode && c.block && c.chars > 0) return null;
  return oneLine(textOf(el)).toLowerCase();
}

/**
 * A line the forum software writes on a post, set inline: an edit note (see EDIT_NOTE) standing alone in its line, its
 * author's name linked or not, or the post's number (see POST_NUMBER) or the starter's badge (see STARTER) beside its
 * author's name or date, with no words beside it ("the fix in <a>#1</a> above" is the post's own sentence).
 */
function softwareInline(kids: DomNode[], i: number): boolean {
  const c = kids[i] as ElementNode;
  // words beside it rule out both (a line standing alone has none): most elements are ruled out before their text is read
  if (c.block || c.chars === 0 || inkText(kids[i - 1]) || inkText(kids[i + 1])) return false;
  const t = noteText(c);
  if (t === null) return false;
  return softwareMark(t) || (softwareNote(t) && alone(kids, i));
}

/** A definition list of values with no words in its terms (icons): <dd>s, and no <dt> with text. */
function unlabelled(dl: ElementNode): boolean {
  let values = false;
  for (const c of dl.children) {
    if (!(c instanceof ElementNode)) continue;
    if (c.tag === 'dt' && c.chars > 0) return false;
    if (c.tag === 'dd') values = true;
  }
  return values;
}

/** The next element beside the heading is a block saying POST_TEXT or more: the text the heading heads. */
function headsText(el: ElementNode): boolean {
  const kids = el.parent?.children;
  if (!kids) return false;
  for (let i = kids.indexOf(el) + 1; i < kids.length; i++) {
    const c = kids[i]!;
    if (c instanceof ElementNode) return c.block && c.chars >= POST_TEXT;
  }
  return false;
}

/** A reply's subject: the thread's title after "Re:" (German "AW:", Nordic "SV:", Polish "Odp:", Chinese "回复："). */
const REPLY_SUBJECT = /^(?:re|aw|sv|vs|odp|ynt|回复|回覆|答复)\s*[:：]/i;

/** A post's text says this much at least (weighted characters), for the heading over it to be its. */
const POST_TEXT = 100;

/** The label key of a short leaf block, or null when it is not one. */
function labelKey(el: ElementNode): string | null {
  const heading = HEADINGS.has(el.tag);
  if (!el.block || el.chars === 0 || NEVER.has(el.tag)) return null;
  // the text is read once: for the edit note's test and, when the block is a label's length, for its key
  const note = noteText(el);
  if (note !== null && (softwareMark(note) || softwareNote(note))) return SOFTWARE;
  if (el.chars > (heading ? HEADING_MAX : PAIR)) return null;
  // a member's stat whose label is only an icon (XenForo's "<dl><dt><i title="Location"></dt><dd>Belgium</dd>"): its
  // value differs from post to post, so the pair is known by its markup recurring, not by its words
  if (el.tag === 'dl' && unlabelled(el)) return ICON_PAIR + (el.attrs.class ?? '');
  if (el.linkChars * 2 > el.chars && linksAway(el)) return null;
  // an author's name repeats with each of their posts, linked or not: never a label
  if (authorName(el)) return null;
  for (const c of el.children) if (c instanceof ElementNode && (c.block || authorName(c))) return null;
  const t = note ?? oneLine(textOf(el)).toLowerCase();
  if (!t) return null;
  // a repeated heading is furniture as a whole, whatever its wording; not one heading a post's text (Flarum's page
  // without scripts: each post's author as an <h3> over its body, the opening poster's name repeated with each reply)
  // (a reply's subject, "Re: …", "AW: …", is the thread's title again over each reply: furniture)
  if (heading) return headsText(el) && !REPLY_SUBJECT.test(t) ? null : `#${t}`;
  // a sentence is not a label, however often it repeats
  if (SENTENCE_END.test(t)) return null;
  const pair = PAIR_LABEL.exec(t);
  // (a post's own date under its label, "回答日時：2024/6/19 7:12", is the post's, however often the label recurs)
  if (pair && POST_DATE_LABEL.test(pair[1]!)) return null;
  if (pair && pair[1]!.length <= LABEL_MAX + 1 && t.length > pair[1]!.length) return pair[1]!;
  return el.chars <= SHORT ? t : null;
}

/**
 * The label key of an inline element with no words beside it (a member's title set beside their name: "<a>ann</a>
 * <span>Senior Member</span>"), or null. As a block's, it goes when it recurs.
 */
function inlineLabelKey(kids: DomNode[], i: number): string | null {
  const c = kids[i] as ElementNode;
  if (c.chars === 0 || c.chars > SHORT || NEVER.has(c.tag) || inkText(kids[i - 1]) || inkText(kids[i + 1])) return null;
  // a wrapper of one element is asked through that element (the caller goes down into it): nested wrappers are not
  // each read
  if (c.children.length === 1 && c.children[0] instanceof ElementNode) return null;
  if (authorName(c) || linksAway(c)) return null;
  for (const k of c.children) if (k instanceof ElementNode && authorName(k)) return null;
  const raw = boundedTextOf(c, TEXT_LOOK - 1);
  if (raw === null) return null;
  const t = oneLine(raw).toLowerCase();
  // a date or a count repeats only by chance (posts of one day): a title has letters and no digits; "ann wrote:" over
  // a quote introduces what follows
  return t && /\p{L}/u.test(t) && !/\d|[:：]$/.test(t) && !SENTENCE_END.test(t) ? t : null;
}

/** Nodes an inline label's text is read in, at most: the element and those below it. */
const TEXT_LOOK = 60;

/**
 * The element holds a link to somewhere (an <a> with an href): an author's name, a permalink to another page. An <a>
 * without one is a script's button ("Click to expand…" under every quote), a label like any other; so is a link
 * within the page ("#p123": phpBB's "Re: <topic>" over each reply links to the reply itself). A bounded look: past
 * LOOK elements the answer is yes, as if every <a> linked (nested short blocks are each asked: no quadratic walk).
 */
function linksAway(el: ElementNode): boolean {
  const stack: ElementNode[] = [el];
  let budget = LOOK;
  while (stack.length) {
    if (--budget < 0) return true;
    const e = stack.pop()!;
    if (e.tag === 'a' && e.attrs.href !== undefined && e.attrs.role !== 'button' && !e.attrs.href.startsWith('#')) return true;
    for (const c of e.children) if (c instanceof ElementNode) stack.push(c);
  }
  return false;
}

/** `c` is the only element in `parent` holding text, and no text stands beside it. */
function soleElement(parent: ElementNode, c: ElementNode): boolean {
  for (const k of parent.children) if (k !== c && (k instanceof TextNode ? k.ink : k.chars > 0)) return false;
  return true;
}

/** Named as a person's name ("username", "author-name", itemprop=author). */
function authorName(el: ElementNode): boolean {
  const a = el.attrs;
  // (a member's id is their name: PTT's "push-userid" before each push)
  return a.itemprop === 'author' || a.itemprop === 'name' || (a.class !== undefined && /name|author|user-?id/i.test(a.class));
}

/** The inline element at `i` stands alone in its line: only blocks or white space beside it. */
function alone(kids: DomNode[], i: number): boolean {
  for (const step of [-1, 1]) {
    for (let j = i + step; j >= 0 && j < kids.length; j += step) {
      const k = kids[j]!;
      if (k instanceof TextNode ? !k.ink : k.block) {
        if (k instanceof ElementNode) break;
        continue;
      }
      return false;
    }
  }
  return true;
}

/**
 * The label key of the element at `i` among `parent`'s children, or null: a block's (see labelKey); for an inline
 * element, SOFTWARE when it is a line the forum software writes (an edit note set at the end of a post's body, as
 * Invision's "<strong>Edited <time>…</time> by ann</strong>"; a post's number beside its author's name), else its key
 * as a label set beside a name (a member's title; not inside a table cell, a quote or code).
 */
function lineKey(parent: ElementNode, i: number): string | null {
  const kids = parent.children;
  const c = kids[i] as ElementNode;
  if (c.block) return labelKey(c);
  if (softwareInline(kids, i)) return SOFTWARE;
  if (NEVER.has(parent.tag)) return null;
  // the name in an author's link, set in an element of its own and alone in it (vBulletin's <a class="username"
  // href="member.php?u=4021"><strong>ann</strong></a>), is the author's (a member's title beside their name in the
  // link, or a group's badge linking to the group, still repeats as a label); so is the name alone in an element named
  // as a name, linked or not (Clien's <span class="nickname"><span>파란우산</span></span>: the author of the post and of
  // three replies)
  if ((authorName(parent) || (parent.tag === 'a' && PROFILE_PATH.test(parent.attrs.href ?? ''))) && soleElement(parent, c)) return null;
  return inlineLabelKey(kids, i);
}

/** Removes the repeated per-post label lines (and the values of repeated <dt> labels) under `main`. */
export function dropPostMeta(main: ElementNode): void {
  const keys = new Map<ElementNode, string>();
  const counts = new Map<string, number>();
  const stack: ElementNode[] = [main];
  while (stack.length) {
    const el = stack.pop()!;
    const kids = el.children;
    for (let i = 0; i < kids.length; i++) {
      const c = kids[i]!;
      if (c instanceof TextNode) continue;
      const key = lineKey(el, i);
      if (key !== null) {
        keys.set(c, key);
        counts.set(key, (counts.get(key) ?? 0) + 1);
        // (a code listing's words repeat from post to post as the language's: "if", "return")
      } else if (!setAsCode(c)) stack.push(c);
    }
  }
  if (keys.size === 0) return;
  const drop = (el: ElementNode): boolean => {
    const key = keys.get(el);
    return key !== undefined && (key === SOFTWARE || (counts.get(key) ?? 0) >= REPEATS);
  };
  stack.push(main);
  while (stack.length) {
    const el = stack.pop()!;
    const kids = el.children;
    let w = 0;
    let afterLabel = false; // the <dd> values of a dropped <dt> label go with it
    for (const c of kids) {
      if (c instanceof ElementNode) {
        if (drop(c) || (afterLabel && c.tag === 'dd')) {
          if (c.tag === 'dt') afterLabel = true;
          c.parent = null;
          continue;
        }
        if (c.tag === 'dt') afterLabel = false;
        if (!keys.has(c)) stack.push(c);
      }
      kids[w++] = c;
    }
    kids.length = w;
  }
}

/**
 * Removes the lists of the board's other threads a forum shows under a thread (Clien's "모두의공원 최신글", a board's
 * latest posts, "Similar threads"): OTHER_THREADS_MIN or more items, most of an element's children, each short and
 * mostly its title linked to another thread beside this one (an address in the same folder as the page's own:
 * "/board/park/18723386" under "/board/park/18723391", "viewtopic.php?t=88" under "viewtopic.php?t=91"). A post's
 * own link (its permalink, "/threads/slug.123/post-456") is inside the thread's address, not beside it.
 */
export function dropOtherThreads(main: ElementNode, url: URL | null): void {
  if (url === null) return;
  const here = url.pathname + url.search;
  const folder = folderOf(url.pathname);
  // (the page's address names its post by a number: so do its fellows' in the same folder, whatever the folder's name)
  const numbered = NUMBERED_POST.test(url.pathname);
  // (or its query does, its fellows' the same script's with another: "view?code=freeb&No=2913858")
  const queried = !numbered && POST_QUERY.test(url.search);
  const place = (href: string): Entry => {
    let u: URL;
    try {
      u = new URL(href, url);
    } catch {
      return Entry.None;
    }
    const there = u.pathname + u.search;
    if (u.host !== url.host) return Entry.None;
    // (the list's row for this thread itself, a link to the page with nothing after it: not a post's anchor)
    if (there === here) return u.hash === '' ? Entry.Own : Entry.None;
    if (queried && u.pathname === url.pathname && POST_QUERY.test(u.search)) return Entry.Other;
    return folderOf(u.pathname) === folder && (THREAD_PATH.test(there) || (numbered && NUMBERED_POST.test(u.pathname))) ? Entry.Other : Entry.None;
  };
  const item = (c: ElementNode): Entry => {
    if (c.chars > OTHER_THREAD_CHARS || c.linkChars < c.chars * 0.4) return Entry.None;
    const a = findElement(c, (e) => e.tag === 'a' && e.attrs.href !== undefined && !e.attrs.href.startsWith('#'), 30);
    return a === null ? Entry.None : place(a.attrs.href!);
  };
  const stack: ElementNode[] = [main];
  while (stack.length) {
    const el = stack.pop()!;
    const kids = el.children;
    let w = 0;
    let dropped = false;
    for (const c of kids) {
      if (c instanceof ElementNode && otherThreads(c, item)) {
        c.parent = null;
        dropped = true;
        continue;
      }
      if (c instanceof ElementNode) stack.push(c);
      kids[w++] = c;
    }
    kids.length = w;
    // (a table whose rows were the list, its head row left alone: "번호 카테고리 제목 날짜 조회")
    if (dropped && el.tag === 'table' && kids.every((k) => (k instanceof ElementNode ? TABLE_FRAME.has(k.tag) : !k.ink))) removeNode(el);
  }
}
/** The parts of a table round its rows. */
const TABLE_FRAME: ReadonlySet<string> = new Set(['thead', 'caption', 'colgroup', 'col']);

/** An address whose last part is a post's number ("/square/3482917365", "/freedom/0/104387"). */
const NUMBERED_POST = /\/\d{3,}\/?$/;

/** A list of other threads holds this many items at least… */
const OTHER_THREADS_MIN = 5;
/** …each of this much text at most (weighted characters): a title, its author, its counts; not a post. */
const OTHER_THREAD_CHARS = 200;

/** Most of the element's children, and OTHER_THREADS_MIN at least, are other threads' items (looked at in its first 200). */
function otherThreads(el: ElementNode, item: (c: ElementNode) => Entry): boolean {
  let n = 0;
  let hits = 0;
  let own = false;
  for (const c of el.children) {
    if (!(c instanceof ElementNode)) continue;
    if (++n > 200) break;
    const e = item(c);
    // (the thread's own row among them counts once: a board's list marks where the reader is)
    if (e === Entry.Other || (e === Entry.Own && !own)) hits++;
    if (e === Entry.Own) own = true;
  }
  return hits >= OTHER_THREADS_MIN && hits >= n * 0.6;
}

/** What an entry of a list links to: another thread of the board, this thread itself, or neither. */
const enum Entry {
  None,
  Other,
  Own,
}

/** An address's folder: its path up to its last part ("/board/park/" of "/board/park/18723391" and of "/board/park/7/"). */
function folderOf(path: string): string {
  return path.replace(/[^/]*\/?$/, '');
}

/**
 * Removes a post's signature set off the Usenet way, by a line of two dashes ("--" alone on its line, in the post's
 * own text, as BBS and mailing-list archives keep it: PTT's "※ 發信站: 批踢踢實業坊(ptt.cc)…" under it): the text
 * after the line and the inline elements after that text, up to the next block (the first reply). Not in code.
 */
export function dropDashSignatures(main: ElementNode): void {
  const stack: ElementNode[] = [main];
  while (stack.length) {
    const el = stack.pop()!;
    if (el.tag === 'pre' || el.tag === 'code') continue;
    const kids = el.children;
    let cut = -1;
    for (let i = 0; i < kids.length; i++) {
      const k = kids[i]!;
      if (k instanceof TextNode) {
        const m = SIG_DASHES.exec(k.text);
        // (a signature follows: more text after the line, or inline content after the text)
        if (m && (/\S/.test(k.text.slice(m.index + m[0].length)) || inlineAfter(kids, i))) {
          k.text = k.text.slice(0, m.index);
          k.ink = /\S/.test(k.text);
          cut = i + 1;
          break;
        }
      } else stack.push(k);
    }
    if (cut < 0) continue;
    // what follows the dashes in the same run of inline content is the signature's
    let end = cut;
    while (end < kids.length) {
      const k = kids[end]!;
      if (k instanceof ElementNode && k.block) break;
      if (k instanceof ElementNode) k.parent = null;
      end++;
    }
    kids.splice(cut, end - cut);
  }
}

/** The node after `i` among `kids` is an inline element with words, before any block. */
function inlineAfter(kids: DomNode[], i: number): boolean {
  const k = kids[i + 1];
  return k instanceof ElementNode && !k.block && k.chars > 0;
}

/** The Usenet signature's delimiter: "--" (or "-- ") alone on a line. */
const SIG_DASHES = /(?:^|\n)-- ?\r?\n/;
