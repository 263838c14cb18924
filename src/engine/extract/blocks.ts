// Clean-up of rendered blocks (markdown or text, the same rules for both): the heading that
// repeats the page title, and calls to action closing the article.
import { oneLine } from '../util/escape';
import { keep } from './shapes';
import { CURRENCY, resultsCount, squash } from './text';

const norm = (s: string): string => s.replace(/[\s#*_`]+/g, ' ').trim().toLowerCase();

/**
 * Drops a leading heading that repeats the title (the caller shows the title itself). When the heading says more after
 * the title's words (a shop's product name with its variant, "… 1.5m/1.8m床上用品 亲肤透气 宿舍三件套", under a <title> cut
 * short), returns the heading's words, the fuller title; the heading's words too when they are the title's, as the page
 * shows them; else null.
 */
export function dropTitleHeading(blocks: string[], title: string | null): string | null {
  if (!title || !blocks.length) return null;
  const want = norm(title);
  for (let i = 0; i < Math.min(blocks.length, 5); i++) {
    const b = norm(blocks[i]!);
    if (b === want || (b.length > 15 && b.length < 300 && want.includes(b)) || (want.length > 15 && b.length < want.length * 1.5 && b.includes(want))) {
      const line = oneLine(blocks[i]!.replace(/^#{1,6}\s+/, ''));
      // (a listing's heading that counts what the title names, "1.284 Softwareentwickler Jobs in Berlin" under the
      // title "Softwareentwickler Jobs in Berlin", says how many: kept)
      // (nor one that is the title with a number before it, whatever it counts: idealista's "1.243 pisos en alquiler en
      // Chamberí, Madrid" under "Pisos en alquiler en Chamberí, Madrid")
      if (b !== want && !want.includes(b) && (resultsCount(line) || (b.endsWith(want) && COUNTED_TITLE.test(b.slice(0, b.length - want.length))))) return null;
      blocks.splice(i, 1);
      // (the title's words first, or a word or two before them that are no label, the heading ending with them: a
      // garage's "Honest car servicing & repairs in Brunswick" under "Car Servicing & Repairs in Brunswick"; arXiv's
      // "Title: …", PTT's "標題" set against the title, a picture's "Hero image 0 of …, 0 of 11" or a question, "Why use
      // …?", make no fuller title; the same words are returned as the heading shows them, its case the page's: "Data
      // Analyst jobs in Chicago, IL" under the <title>'s "Data Analyst Jobs in Chicago, IL")
      return b.startsWith(want) || (b.endsWith(want) && TITLE_PREFIX.test(b.slice(0, b.length - want.length))) ? line : null;
    }
  }
  return null;
}

/**
 * A word or two before a heading's title words, ending in a space: no label ("Title:"), no words run into it ("標題").
 */
const TITLE_PREFIX = /^[^\s:：]+(?: [^\s:：]+)? $/;

/** What stands before a title counted: a number, and a word for "about" or "over" or a plus at most ("1.243 ", "2,000+ "). */
const COUNTED_TITLE = /^(?:about |over |more than |mehr als |plus de |más de |約|约)?\d[\d.,\u00a0\u202f ]*\+? ?$/;

/** Calls to action that close many articles ("Follow us on…", "Subscribe to…", "Sign up for…"). */
const CALL_TO_ACTION = new RegExp(
  [
    String.raw`follow\b.{0,80}\b(?:on|at)\s+(?:twitter|x|facebook|instagram|linkedin|youtube|tiktok|threads|mastodon|social media)`,
    String.raw`join (?:our|the (?:conversation|discussion|community))`,
    String.raw`listen (?:to|live)\b`,
    String.raw`subscribe\b`,
    String.raw`sign up\b`,
    String.raw`get access`,
    String.raw`download our`,
    String.raw`click here`,
    String.raw`read more\b`,
    String.raw`don['’]t miss`,
    String.raw`like this (?:story|article)`,
    String.raw`share this`,
    String.raw`more great`,
    String.raw`have a (?:news )?tip`,
    String.raw`get the latest`,
    String.raw`you (?:may|might) also like`,
    String.raw`this (?:article|story) (?:was|is|first) (?:originally )?(?:published|appeared)`,
    // a vendor's pitch closing its blog post, and the reader's tools after it
    String.raw`(?:book|schedule|request|get|see|watch) (?:a |an |your |the )?(?:free |live |personali[sz]ed )?demo\b`,
    String.raw`try\b.{0,40}\bfree\b`,
    String.raw`ready to\b[^.!?]{0,100}\?\s*$`,
    String.raw`be sure to (?:sign up|subscribe|follow|join)`,
    String.raw`join (?:the|our)\b.{0,40}\b(?:club|list|newsletter|community|mailing)`,
    String.raw`download (?:now|our|the free|your free)\b`,
    String.raw`enjoy(?:ed)? (?:the|this) (?:post|article|story)\b`,
    String.raw`(?:further|related|recommended) (?:reading|reads|posts|articles|stories)\b`,
    String.raw`you (?:may|might) (?:also )?be interested`,
    String.raw`link copied`,
    String.raw`summari[sz]e (?:this |with )`,
    // a Q&A site's prompts under the last answer, in the same languages as below
    String.raw`(?:(?:start asking to get answers|find the answer to your question by asking|explore related questions|see similar questions with these tags)\.?$|not the answer you['’]re looking for\?|browse other questions tagged)`,
    String.raw`(?:nicht die antwort,? (?:die|nach der) (?:du|sie) (?:suchst|suchen)\?|ce n['’]est pas la réponse que vous (?:cherchez|recherchez)\s?\?|¿no (?:es|era) la respuesta que (?:buscas|buscabas)\?)`,
    String.raw`(?:не нашли ответ|не тот ответ, который вы ищете|(?:没有|沒有)找到[^。？?]{0,6}答案|お探しの(?:回答|答え)ではありませんか|원하는 답변이 아닌가요)`,
    // German, French, Spanish, Russian, Chinese, Japanese, Korean
    String.raw`(?:jetzt\s+)?(?:abonnieren|newsletter abonnieren|folgen sie uns|mehr (?:lesen|dazu)|weiterlesen|jetzt anmelden)`,
    String.raw`(?:abonnez-vous|suivez-nous|inscrivez-vous|lire la suite|suscríbete|síguenos|leer más)`,
    String.raw`(?:подписывайтесь|подпишитесь|читайте (?:также|нас)|читать далее|присоединяйтесь)`,
    // (WeChat's closing "点个「在看」": tap "Wow", and share)
    String.raw`(?:关注我们|订阅|點擊|点击(?:这里|此处)|阅读更多|閱讀更多|扫码关注|点个?[「“"]?(?:在看|赞)|点赞|フォローして|購読|続きを読む|登録して|구독|팔로우|더 ?보기|좋아요)`,
    // the vendor's pitch and the reader's tools, in the same languages
    String.raw`(?:demo (?:buchen|anfordern|vereinbaren)|kostenlos testen|jetzt testen|weiterführende (?:artikel|links)|link kopiert)`,
    String.raw`(?:(?:réservez|demandez|réserver|demander) une démo|essai gratuit|essayez gratuitement|à lire aussi|lien copié|(?:solicita|reserva|solicitar|reservar) una demo|prueba gratis|lecturas relacionadas|enlace copiado)`,
    String.raw`(?:(?:заказать|запросить|закажите|запросите) демо|попробуйте бесплатно|попробовать бесплатно|ссылка скопирована)`,
    String.raw`(?:预约演示|預約演示|申请演示|申請演示|免费试用|免費試用|相关阅读|延伸阅读|延伸閱讀|链接已复制|連結已複製|デモを(?:予約|依頼)|無料(?:トライアル|で試す)|関連記事|リンクをコピーしました|데모 (?:신청|요청)|무료 ?체험|관련 ?기사|링크가 복사되었습니다)`,
  ]
    .map((p) => `(?:${p})`)
    .join('|')
    .replace(/^/, '^(?:')
    .concat(')'),
  'i',
);

/** A block without the markup marks it opens with (emphasis, heading, quote, list and link marks). */
const bare = (b: string): string => b.replace(/^[\s*_#>[\\-]+/, '');

/**
 * A trail of where the page sits in the site, closing it: three to eight short parts between " / ", " > " or " » "
 * ("SFist / Best of San Francisco / Best Movers", "Electricians > Costs & Prices > Georgia"), no sentence in it.
 */
const TRAIL = /^[^/>»›\s.!?][^/>»›\n.!?]{0,59}(?:\s[/>»›]\s[^/>»›\n.!?]{1,60}){2,7}$/;

/** A trail's part is a name or a title: a few words, not a clause ("AI has been used to refine the wording / …"). */
const TRAIL_PART_WORDS = 6;

function trail(b: string): boolean {
  return TRAIL.test(b) && b.split(/\s[/>»›]\s/).every((part) => part.trim().split(/\s+/).length <= TRAIL_PART_WORDS);
}

/** A markdown block that is one link and nothing else: "[Read more](https://…/item-7)". */
const ONE_LINK = /^\[[^\]\n]{1,100}\]\([^()\s]{1,2000}\)$/;

/**
 * Drops short calls to action, and the site's trail of links, from the end of the content. `keepLinks`: a block that
 * is one markdown link stays and ends the drop (a listing's last item, whose link may be its "Read more" alone).
 */
export function dropTrailingCalls(blocks: string[], keepLinks = false): void {
  while (blocks.length > 1) {
    const last = blocks[blocks.length - 1]!;
    if (last.length > 300) return;
    if (keepLinks && ONE_LINK.test(last)) return;
    const b = bare(last);
    if (!CALL_TO_ACTION.test(b) && !trail(unlinked(b))) return;
    blocks.pop();
  }
}

/**
 * Drops a heading that closes the content, from the markdown and from the text: it heads nothing (the "Your Answer"
 * over a reply form the furniture took out). Each side's last block goes only when both are that heading.
 */
export function dropTrailingHeading(md: string[], txt: string[]): void {
  while (md.length > 1 && txt.length > 1) {
    const heading = /^#{1,6} ([^\n]{1,300})$/.exec(md[md.length - 1]!);
    const last = txt[txt.length - 1]!;
    if (!heading || last.length > HEADING_TEXT_MAX || squash(heading[1]!) !== squash(last)) return;
    md.pop();
    txt.pop();
  }
}

/** A text block longer than this (characters) is not the text of a heading of at most 300 (see dropTrailingHeading). */
const HEADING_TEXT_MAX = 400;

/**
 * A form's consent line ("By clicking “Post Your Answer”, you agree to our terms of service…", "By submitting, you
 * agree to allow … to contact you"): what an action agrees to, and a policy it names. In English, German, French,
 * Spanish, Russian, Chinese, Japanese and Korean; each part bounded, anchored at the start.
 */
const CONSENT = new RegExp(
  [
    String.raw`^by (?:clicking|submitting|signing up|subscribing|continuing|using|creating|registering|entering|providing|proceeding|checking|tapping|selecting)\b[^.]{0,200}?\byou (?:agree|consent|acknowledge|accept|confirm)`,
    String.raw`^(?:mit (?:dem|der|einem|ihrer|deiner|ihrem|deinem) (?:klick|absenden|anmeldung|registrierung|nutzung)|durch (?:klicken|das absenden|die anmeldung|die registrierung))\b[^.]{0,200}?(?:stimm|akzeptier|erklär|willig)`,
    String.raw`^en (?:cliquant|soumettant|vous inscrivant|continuant|utilisant|créant|validant)\b[^.]{0,200}?\bvous (?:acceptez|consentez|reconnaissez)`,
    String.raw`^al (?:hacer clic|hacer click|enviar|registrarte|registrarse|suscribirte|suscribirse|continuar|usar|utilizar|crear)\b[^.]{0,200}?\b(?:aceptas|acepta|consientes|consiente)`,
    String.raw`^(?:нажимая|отправляя|регистрируясь|продолжая|подписываясь|используя)[^.]{0,200}?(?:вы (?:соглашаетесь|принимаете|даёте|даете)|соглас)`,
    String.raw`^(?:点击|點擊|提交|注册|註冊|继续|繼續|登录|登入|订阅|訂閱)[^。]{0,60}?(?:即表示|即代表|即视为|即視為|表示您?同意)`,
    String.raw`^[^。]{0,60}?(?:クリック|送信|登録|続行)[^。]{0,20}?(?:することで|すると|により)[^。]{0,80}?同意`,
    String.raw`^[^.]{0,60}?(?:클릭|제출|가입|등록|구독)[^.]{0,30}?(?:하면|함으로써|하시면|시)[^.]{0,80}?동의`,
  ].join('|'),
  'i',
);
const POLICY = /terms|privacy|policy|conditions|contact you|marketing|datenschutz|nutzungsbedingungen|agb|confidentialité|conditions|términos|condiciones|privacidad|условия|конфиденциальн|персональных данных|条款|條款|隐私|隱私|协议|協議|政策|規約|プライバシー|ポリシー|약관|개인정보|정책/i;

/** Drops a form's consent lines (see CONSENT), wherever they are in the content. */
export function dropConsentLines(blocks: string[]): void {
  // a policy's name is found the same with or without the opening marks bare() takes off, and is rarer: asked first
  dropWhere(blocks, 400, (b) => POLICY.test(b) && CONSENT.test(bare(b)));
}

/** Drops, in place, the blocks of at most `max` characters that `drop` says go (the rest keep their order). */
function dropWhere(blocks: string[], max: number, drop: (b: string) => boolean): void {
  let w = 0;
  for (const b of blocks) {
    if (b.length <= max && drop(b)) continue;
    blocks[w++] = b;
  }
  blocks.length = w;
}

/**
 * A disclosure of affiliate links and paid placements ("This post contains affiliate links…", "If you buy through our
 * links, we may earn a commission", "As an Amazon Associate I earn…", Coupang Partners' "이 포스팅은 쿠팡 파트너스 활동의
 * 일환으로…"): the site speaking about its income, not the article. First-person or about "this article", so an
 * article explaining how affiliate links work keeps its sentences. In English, German, French, Spanish, Russian,
 * Chinese, Japanese and Korean; each part bounded.
 */
const DISCLOSURE = new RegExp(
  [
    String.raw`\b(?:this|the|our) (?:article|post|page|story|guide|review|site|website|blog|content|video|list)s? (?:contains?|includes?|may (?:contain|include)|uses?) (?:\w+ ){0,2}?(?:affiliate|sponsored|paid|referral|partner) links?`,
    String.raw`\b(?:some|all|many|certain) (?:of )?(?:the )?(?:links|products) (?:in|on) this (?:article|post|page|story|guide|site) (?:are|may be) (?:affiliate|sponsored|paid)`,
    // a commission, said of links or purchases (an agent's "we receive a commission on each sale" is the article's)
    String.raw`\b(?:we|i)(?: may| might| will| could| sometimes)? (?:earn|receive|get|make) (?:a |an )?(?:small |tiny )?(?:affiliate )?(?:commissions?|compensation)\b[^.!?]{0,80}?(?:\blinks?\b|\bpurchases?\b|\bbuy\b|\bat no (?:extra|additional) (?:cost|charge)|\bfeatured\b|\bthis (?:page|article|post|site)\b)`,
    String.raw`\bif you (?:buy|purchase|click|shop|book|sign up|subscribe)\b[^.!?]{0,80}?\b(?:we|i)\b[^.!?]{0,30}?\b(?:earn|receive|get|make)\b[^.!?]{0,30}?\b(?:commissions?|compensation)\b`,
    String.raw`\bmay earn (?:us |me )?(?:a |an )?(?:small )?(?:affiliate )?commissions?\b[^.!?]{0,80}?(?:\blinks?\b|\bpurchases?\b|\bproducts? featured\b|\bat no (?:extra|additional) (?:cost|charge))`,
    String.raw`\bis (?:reader-)?supported by (?:commissions|affiliate|its (?:readers|audience)\b.{0,40}\bcommission)`,
    String.raw`\bas an amazon associate\b`,
    String.raw`(?:dieser (?:artikel|beitrag)|diese seite) enthält (?:\S+ ){0,2}?(?:affiliate|werbe|partner)-?links|(?:erhalten|bekommen) wir (?:eine|ggf\. eine|gegebenenfalls eine) provision`,
    String.raw`(?:cet article|cette page|ce billet) (?:contient|peut contenir) des liens (?:affiliés|d['’]affiliation|sponsorisés)|nous (?:pouvons )?(?:percevoir|toucher|recevoir) une commission`,
    String.raw`(?:este (?:artículo|post)|esta página) (?:contiene|puede contener) enlaces (?:de afiliados?|afiliados|patrocinados)|(?:podemos|puedo|podríamos) (?:ganar|recibir) una comisión`,
    String.raw`(?:статья|страница|пост) (?:содержит|может содержать) (?:партн[её]рские|реферальные) ссылки|мы (?:можем )?получ(?:аем|ить) (?:комиссию|вознаграждение)`,
    String.raw`(?:本文|本页|本頁|这篇文章|這篇文章|本站)(?:包含|含有|可能包含)(?:联盟|聯盟|附属|附屬|推广|推廣|广告|廣告)?链接|(?:本站|我们|我們)(?:可能)?(?:会|會)?(?:获得|獲得|赚取|賺取)(?:一定的?)?佣金`,
    String.raw`(?:この記事|本記事|当サイト|このページ)(?:では|は|に|には)?.{0,20}(?:アフィリエイト|広告)(?:リンク|プログラム)?を(?:利用|使用|含み|含んで)`,
    String.raw`(?:이 (?:포스팅|글|게시물)은|본 (?:포스팅|게시물)은).{0,40}(?:파트너스|제휴) 활동|(?:일정액의|소정의) 수수료를 (?:제공받|지급받|받)`,
  ].join('|'),
  'i',
);

/**
 * Words one of which every disclosure holds (each part of DISCLOSURE needs one): a quick test that spares most blocks
 * the long pattern, whose parts each start with a word boundary the engine cannot search for.
 */
const DISCLOSURE_HINT = /link|affiliate|sponsored|paid|commission|compensation|associate|provision|liens|enlaces|comisión|ссылки|комисси|вознагражд|链接|佣金|アフィリエイト|広告|파트너스|제휴|수수료/i;

/** Drops short blocks that disclose affiliate links or paid placements (see DISCLOSURE), wherever they are. */
export function dropDisclosures(blocks: string[]): void {
  dropWhere(blocks, 400, (b) => DISCLOSURE_HINT.test(b) && DISCLOSURE.test(b));
}

/**
 * A thread's or a comment section's notice that it takes no more replies ("Not open for further replies.", "This thread
 * was archived.", "Вы не можете добавлять комментарии в эту тему. Тема перемещена в архив.", "该主题已关闭"): the site's
 * word on the thread, not a post. The whole block, each part bounded. (Discourse's "This topic was automatically closed
 * 30 days after the last reply." is a post of the thread's stream, its last: it stays.)
 */
const CLOSED_NOTICE = new RegExp(
  [
    String.raw`^(?:this (?:thread|topic|discussion|question|post|conversation) (?:is|has been|was) (?:closed|locked|archived)\b|(?:thread|topic|discussion) (?:closed|locked)\b|not open for further replies\b|comments are closed\b|closed to new (?:replies|comments)\b|you cannot reply to this (?:thread|topic)\b)[^\n]{0,120}$`,
    String.raw`^(?:(?:dieses|dieser|diese) (?:thema|thread|diskussion) (?:ist|wurde) (?:geschlossen|gesperrt|archiviert)|für weitere antworten geschlossen|(?:ce|cette) (?:sujet|discussion|fil) (?:est|a été) (?:fermée?|verrouillée?|archivée?)|(?:este|esta) (?:tema|hilo|discusión) (?:está|ha sido) (?:cerrad[oa]|bloquead[oa]|archivad[oa]))[^\n]{0,120}$`,
    String.raw`^(?:вы не можете (?:добавлять|оставлять|писать) (?:комментарии|сообщения|ответы)|тема (?:закрыта|перемещена в архив|заблокирована))[^\n]{0,120}$`,
    String.raw`^(?:(?:该|此|本)(?:主题|帖子?|话题|討論|讨论)(?:已被?|已经)(?:关闭|關閉|锁定|鎖定)|(?:この)?(?:スレッド|トピック|質問)は(?:[^。\n]{1,12}の受付を)?(?:終了|クローズ|ロック|締め切られ|締切られ)(?:しました|されています|されました|ています|ました)|(?:이 )?(?:게시물|글|토론)(?:은|는) (?:잠겨|닫혀) 있습니다|댓글(?:이|을)? (?:허용되지 않|작성할 수 없)[^\n]{0,20})[^\n]{0,80}$`,
  ].join('|'),
  'i',
);
/** Words one of which every such notice holds: the quick test before CLOSED_NOTICE. */
const CLOSED_HINT = /closed|locked|archived|further replies|cannot reply|geschlossen|gesperrt|archiviert|fermé|verrouillé|archivé|cerrad|bloquead|archivad|не можете|закрыта|в архив|заблокирована|关闭|關閉|锁定|鎖定|終了|クローズ|ロック|締め切|締切|잠겨|닫혀|허용되지|작성할 수 없/i;

/** Drops short blocks saying the thread or its comments take no more replies (see CLOSED_NOTICE), wherever they are. */
export function dropClosedNotices(blocks: string[]): void {
  dropWhere(blocks, 200, (b) => CLOSED_HINT.test(b) && CLOSED_NOTICE.test(unlinked(b).trim()));
}

/**
 * A forum's or a comment section's prompt to sign in ("You must log in or register to reply here.", "Log in to reply",
 * "Create an account or sign in to comment", "Sie müssen sich anmelden, um hier zu antworten", "登录后才能回复"): the site
 * asking for an account, not a post. The whole block, in English, German, French, Spanish, Russian, Chinese, Japanese and
 * Korean; each part bounded.
 */
const ACCOUNT_PROMPT = new RegExp(
  [
    String.raw`^you (?:must|need to|have to|should) (?:be )?(?:log(?:ged)? ?in|sign(?:ed)? ?in|register(?:ed)?|a member|create an account)(?: (?:or|and) (?:register|sign up|log in|sign in|create an account))? (?:to|in order to|before you can) (?:reply|post|comment|answer|vote|join|participate|leave a (?:comment|reply))\b[^.!?]{0,60}[.!]?$`,
    String.raw`^(?:please )?(?:log ?in|sign ?in|register|create an account|join)(?: (?:or|and) (?:register|sign up|log in|sign in|create an account|join|request an invite))? (?:now )?(?:to|in order to) (?:reply|post|comment|answer|vote|join the (?:discussion|conversation)|participate|leave a (?:comment|reply)|(?:add|save|follow|bookmark|rate|like|review) (?:this|it)\b)\b[^.!?]{0,60}[.!]?$`,
    // a shop's or a store's notice that the reader is not signed in, and what signing in would let them do
    String.raw`^(?:you(?:['’]re| are) not (?:signed|logged) in|sie sind nicht angemeldet|du bist nicht angemeldet|vous n['’]êtes pas connectée?|no has iniciado sesión|вы не (?:вошли|авторизованы)|(?:您|你)?(?:尚未|还没有|還沒有|未)(?:登录|登錄|登入)|ログインしていません|로그인(?:하지 않았습니다|되어 있지 않습니다))(?:[.!。！，,](?:\s*[^.!?。！]{1,120}[.!。！:：]?)?)?$`,
    // a course's or a forum's notice that the reader is a guest ("You are viewing as a 'Guest'. Your progress will not be
    // recorded."), and what that means
    String.raw`^(?:you(?:['’]re| are) (?:currently )?(?:viewing|browsing|using)(?: (?:this|the) [^.!?]{1,40}?)? (?:as an? ['‘’"]?guest['’"]?|guest access)|sie (?:sind|surfen) (?:hier )?als gast(?: angemeldet)?|vous (?:êtes|naviguez) (?:connectée? )?en tant qu['’]invitée?|(?:estás|está) (?:navegando|viendo(?: esta página)?) como invitado|вы (?:просматриваете(?: страницу)?|зашли|вошли) как гость|(?:您|你)(?:正在)?以(?:访客|訪客|游客|遊客)身份(?:浏览|瀏覽|访问|訪問)|ゲストとして(?:閲覧|表示|利用)しています|게스트로 (?:보고|이용하고|접속하고) 있습니다)(?:[.!。！](?:\s*[^.!?。！]{1,200}[.!。！]?)?)?$`,
    String.raw`^(?:du musst|sie müssen) (?:dich|sich) (?:anmelden|einloggen|registrieren)(?: oder (?:registrieren|anmelden|einloggen))?,? um\b[^.!?]{0,60}(?:antworten|kommentieren|schreiben)[.!]?$`,
    String.raw`^(?:erstelle|erstellen sie) ein (?:benutzer)?konto(?: oder (?:melde dich|melden sie sich) an)?,? um\b[^.!?]{0,60}(?:antworten|kommentieren|schreiben|teilzunehmen)[.!]?$`,
    // "Already have an account? Sign in here." under such a prompt, in several languages
    String.raw`^(?:already have an account|already a member|du hast bereits ein (?:benutzer)?konto|sie haben bereits ein (?:benutzer)?konto|vous avez déjà un compte|¿?ya tienes (?:una )?cuenta)\s*\??\s*(?:sign in|log in|melde dich|melden sie sich|connectez-vous|inicia sesión)\b[^.!?]{0,30}[.!]?$`,
    String.raw`^vous devez (?:vous )?(?:connecter|être connectée?|inscrire|identifier)(?: ou (?:vous )?(?:inscrire|connecter))? pour\b[^.!?]{0,60}(?:répondre|commenter|poster|publier)\b[^.!?]{0,30}[.!]?$`,
    String.raw`^(?:debes|tienes que|necesitas|debe) (?:iniciar sesión|registrarte|identificarte|estar registrado)(?: o (?:registrarte|iniciar sesión))? para\b[^.!?]{0,60}(?:responder|comentar|publicar)\b[^.!?]{0,30}[.!]?$`,
    // the same in Dutch, Italian and Portuguese ("Je moet ingelogd zijn om te kunnen reageren op dit topic.")
    String.raw`^(?:je|u) moet (?:ingelogd zijn|inloggen|aangemeld zijn|je aanmelden|zich aanmelden|geregistreerd zijn|registreren)(?: of (?:registreren|inloggen|een account aanmaken))? om (?:te (?:kunnen )?)?(?:reageren|antwoorden|posten|plaatsen|stemmen)\b[^.!?]{0,60}[.!]?$`,
    String.raw`^(?:devi|è necessario) (?:essere (?:registrato|loggato|connesso)|effettuare il login|accedere|registrarti)(?: o (?:registrarti|accedere))? per (?:poter )?(?:rispondere|commentare|scrivere|postare|partecipare)\b[^.!?]{0,60}[.!]?$`,
    String.raw`^(?:você )?(?:precisa|deve|tem que) (?:estar (?:logado|conectado|registrado)|fazer login|entrar|se registrar|se cadastrar)(?: ou (?:se registrar|se cadastrar|entrar))? para (?:poder )?(?:responder|comentar|postar|participar)\b[^.!?]{0,60}[.!]?$`,
    String.raw`^для (?:(?:отправки|написания|добавления|публикации) (?:сообщений|сообщения|ответа|ответов|комментариев|комментария)|ответа(?: в теме)?) (?:необходимо|нужно|требуется) (?:авторизоваться|войти|зарегистрироваться)(?: или (?:зарегистрироваться|войти|авторизоваться))?(?: на (?:форуме|сайте))?[.!]?$`,
    // vBulletin's notice to a new visitor ("If this is your first visit, be sure to check out the FAQ … You may have to
    // register before you can post …")
    String.raw`^if this is your first visit,? be sure to check out the faq\b[^\n]{0,260}$`,
    String.raw`^(?:вы должны|необходимо|нужно|войдите|авторизуйтесь) ?(?:войти|авторизоваться|зарегистрироваться)?(?: или (?:зарегистрироваться|войти|зарегистрируйтесь))?,? чтобы (?:ответить|оставить|написать|комментировать)[^.!?]{0,40}[.!]?$`,
    // (the words apart where each is a link: "请先 登录 或 注册 后再发表回复")
    String.raw`^(?:您|你)?(?:需要|必须|必須|请|請)?先?\s?(?:登录|登錄|登入|注册|註冊)\s?(?:或\s?(?:注册|註冊|登录|登錄)\s?)?(?:后|後)?再?(?:才能|才可以|才可|方可|即可|可以)?(?:回复|回覆|回帖|发帖|發帖|留言|评论|評論|发表|發表|回答|参与讨论|參與討論)[^。！]{0,20}[。！]?$`,
    // and the same asked with the deed first ("回复请先 登录 , 或 注册": Douban's prompt under a thread)
    String.raw`^(?:回复|回覆|回帖|发帖|發帖|留言|评论|評論|发言|發言)\s?(?:您|你)?(?:需要|必须|必須|请|請)先?\s?(?:登录|登錄|登入)\s?[,，]?\s?(?:或\s?(?:注册|註冊))?\s?[。！]?$`,
    // "Sign up for free to join this conversation on GitHub. Already have an account? Sign in to comment"
    String.raw`^(?:sign up|register|create an account)(?: for free)? to join (?:this|the) (?:conversation|discussion)\b[^.!?]{0,40}[.!]?(?:\s*already have an account\?\s*(?:sign|log) ?in\b[^.!?]{0,30}[.!]?)?$`,
    // a listing's prompt to sign in for more of it ("登录后查看更多精准匹配职位", "Sign in to see more jobs")
    String.raw`^(?:(?:请|請)?(?:登录|登錄|登入)(?:后|後)(?:即可|可以|可)?(?:查看|查看更多|浏览|瀏覽)|(?:log ?in|sign ?in|sign up)(?: now)? to (?:see|view|unlock) (?:more|all|(?:the |this |your )?[a-z]+ (?:information|details|history|activity|data))\b|ログイン(?:して|すると)(?:もっと|さらに|すべて)|로그인(?:하고|하시면|하면) 더 (?:많은|보기))[^.!?。！]{0,40}[.!。！]?$`,
    // what it takes to comment ("To comment on this thread you need to create a Mumsnet account."), and that only members
    // may ("Only registered users can comment.", "登录用户才能评论", "ログインしたユーザーのみコメントできます",
    // "로그인한 회원만 댓글 작성이 가능합니다.")
    String.raw`^to (?:reply|post|comment|answer|vote|participate)(?: (?:on|to|in) (?:this|the) (?:thread|topic|discussion|post|conversation))?,? you(?:['’]ll| will)? (?:must|need to|have to|need) (?:log ?in|sign ?in|register|be (?:a member|logged in|signed in)|create an? (?:[^\s.!?]{1,30} )?account)\b[^.!?]{0,60}[.!]?$`,
    String.raw`^only (?:registered|logged[- ]in|signed[- ]in) (?:users|members)(?: of [^.!?]{1,40}?)? (?:can|may) (?:reply|post|comment|answer|vote|leave a (?:comment|reply))\b[^.!?]{0,60}[.!]?$`,
    String.raw`^(?:只有|仅|僅|只)?(?:登录|登錄|登入|注册|註冊)(?:的|后的|後的)?(?:用户|用戶|会员|會員)(?:才能|才可以|才可|可以|方可)(?:回复|回覆|回帖|发帖|發帖|留言|评论|評論|发表|發表)[^。！]{0,20}[。！]?$`,
    String.raw`^ログイン(?:した|中の)?(?:ユーザー|会員|方)(?:のみ|だけ)が?[^。]{0,10}(?:コメント|返信|投稿|回答)[^。]{0,20}[。]?$`,
    String.raw`^(?:[^\s.]{1,10}\s)?(?:로그인(?:한|된|하신)\s?)?(?:회원|사용자)(?:만|들만)\s?[^.]{0,10}(?:댓글|답글|글|답변)[^.]{0,10}(?:작성|등록|쓰|달|남기)[^.]{0,20}[.]?(?:\s*[^.!?]{1,40}[.!?])?$`,
    String.raw`^(?:返信|コメント|回答|投稿)(?:する)?(?:に|ため)?は[^。]{0,10}(?:ログイン|会員登録|登録)[^。]{0,20}[。]?$`,
    String.raw`^(?:답글|댓글|답변)[^.]{0,10}(?:작성|달|남기)[^.]{0,10}(?:로그인|가입)[^.]{0,20}[.]?$`,
    // signing in first ("로그인하셔야 댓글을 작성하실 수 있습니다.", "로그인을 하시면 답변을 등록할 수 있습니다."), and the
    // button after it
    String.raw`^로그인(?:을)?\s?(?:하셔야|하시면|하면|해야|한 후에?|하신 후에?|후에?)\s?[^.]{0,10}(?:댓글|답글|답변|글)[^.]{0,10}(?:작성|등록|달|남기|쓰)[^.]{0,20}[.]?(?:\s*로그인)?$`,
    // joining first, the cafe's or the board's ("카페에 가입하면 댓글을 남길 수 있습니다.")
    String.raw`^(?:[^.\s]{1,10}\s)?(?:가입|회원가입)(?:을)?\s?(?:하셔야|하시면|하면|해야|한 후에?|하신 후에?|후에?)\s?[^.]{0,10}(?:댓글|답글|답변|글)[^.]{0,10}(?:작성|등록|달|남기|남길|쓰)[^.]{0,20}[.]?(?:\s*[^.!?]{1,40}[.!?])?$`,
    // the comment named first ("댓글은 카페 회원만 작성할 수 있습니다.")
    String.raw`^(?:댓글|답글|답변|글)(?:은|는|을)?\s?[^.]{0,10}(?:회원|멤버)(?:만|들만)\s?[^.]{0,10}(?:작성|등록|쓰|달|남기|남길)[^.]{0,20}[.]?(?:\s*[^.!?]{1,40}[.!?]?)?$`,
  ].join('|'),
  'i',
);

/**
 * A listing's offer to send its new results by e-mail ("Get new jobs for this search by email", "Jobagent erstellen:
 * Erhalte passende neue Jobs für „…“ direkt per E-Mail.", "Recevez les nouvelles offres par e-mail", "Create job
 * alert"): the site's service, not an item. The whole block, in English, German, French, Spanish and Polish; each part
 * bounded.
 */
const ALERT_PROMPT = new RegExp(
  [
    String.raw`^(?:(?:create|set up|set|get|activate) (?:a |an |your )?(?:job |search |e-?mail |price )?alerts?\b[^.!?]{0,20}[:.!]?\s*)?(?:get|receive|be the first to (?:see|get|know about)) (?:the )?(?:latest |new |similar |matching |more )*(?:jobs|job alerts|listings|results|properties|homes|deals|offers)\b[^.!?]{0,80}?\b(?:by|via|in your|to your) (?:e-?mail|inbox)\b[^.!?]{0,30}[.!]?$`,
    String.raw`^(?:create|set up|activate|get) (?:a |an )?(?:job|search|e-?mail) alert(?: for this search)?[.!]?$`,
    String.raw`^(?:(?:jobagent|suchauftrag|job-?alarm|e-?mail-?benachrichtigung) (?:erstellen|anlegen|aktivieren)\s*[:.!]?\s*)?(?:erhalte|erhalten sie|bekomme|bekommen sie) (?:passende |neue |aktuelle |ähnliche )*(?:jobs|stellen(?:angebote)?|angebote|ergebnisse|immobilien)\b[^.!?]{0,80}?\b(?:per|via) e-?mail\b[^.!?]{0,20}[.!]?$`,
    String.raw`^(?:jobagent|suchauftrag|job-?alarm) (?:erstellen|anlegen|aktivieren)[.!]?$`,
    String.raw`^(?:ne (?:ratez|manquez) (?:plus )?aucune (?:offre|annonce)\s*[:.!]?\s*)?(?:(?:créer|créez|activer) (?:une )?alerte(?: emploi| e-?mail)?\s*[:.!]?\s*)?(?:recevez|recevoir) (?:les |des )?(?:nouvelles |dernières )?(?:offres|annonces|résultats)\b[^.!?]{0,80}?\bpar (?:e-?mail|courriel)\b[^.!?]{0,20}[.!]?$`,
    // (and what such an alert sends, said before how or without it: "Créez une alerte et recevez chaque jour les
    // nouvelles offres Développeur à Lyon", "Recevez par e-mail les nouvelles annonces correspondant à votre recherche")
    String.raw`^(?:créer|créez|activer|activez) (?:une |votre )?alerte(?: emploi| e-?mail)?(?:\s*[:.!]\s*|\s+et\s+)(?:recevez|recevoir)\b[^.!?]{0,120}\b(?:offres|annonces|résultats|biens)\b[^.!?]{0,80}[.!]?$`,
    String.raw`^(?:recevez|recevoir) par (?:e-?mail|courriel) (?:les |des )?(?:nouvelles |dernières )?(?:offres|annonces|résultats|biens)\b[^.!?]{0,120}[.!]?$`,
    String.raw`^(?:(?:crea|crear|activa) (?:una )?alerta(?: de empleo)?\s*[:.!]?\s*)?(?:recibe|recibir) (?:las |nuevas |las nuevas |los )?(?:ofertas|empleos|anuncios|resultados)\b[^.!?]{0,80}?\bpor (?:e-?mail|correo)\b[^.!?]{0,20}[.!]?$`,
    // saving the search to be told of new results ("Don't miss new listings – save this search and get notified", OLX's
    // "Nie przegap nowych ogłoszeń – zapisz to wyszukiwanie i otrzymuj powiadomienia")
    String.raw`^(?:don['’]t miss (?:out on )?(?:any )?(?:new )?(?:listings|jobs|offers|ads|deals|properties|homes)\s*[–—:.!-]?\s*)?save (?:this|your) search(?:\s+(?:and|to)\s+(?:get|be|receive|stay)\b[^.!?]{0,60}?\b(?:notified|notifications|alerts?|e-?mails?|updated)\b[^.!?]{0,40})?[.!]?$`,
    // Dutch and Italian ("Ontvang een e-mail bij nieuw aanbod", "Zoekopdracht opslaan", "Ricevi via e-mail i nuovi
    // annunci")
    String.raw`^(?:ontvang|krijg) (?:een |direct een )?(?:e-?mail|melding|bericht)(?:tje)? (?:bij|over|van|zodra er) (?:nieuw(?:e)? )?(?:aanbod|woningen|vacatures|advertenties|resultaten)\b[^.!?]{0,60}[.!]?$|^(?:zoekopdracht|zoekprofiel) (?:opslaan|bewaren|aanmaken)[.!]?$`,
    String.raw`^(?:ricevi|ricevere) (?:via |per )?(?:e-?mail )?(?:i |le )?(?:nuovi |nuove |ultimi )?(?:annunci|offerte|immobili|risultati)\b[^.!?]{0,60}?(?:\bvia e-?mail\b[^.!?]{0,20})?[.!]?$|^salva (?:la |questa )?ricerca[.!]?$`,
    String.raw`^(?:nie przegap (?:żadnych |nowych )*(?:ogłoszeń|ofert)\s*[–—:.!-]?\s*)?zapisz (?:to |te )?wyszukiwanie(?:\s+i\s+(?:otrzymuj|dostawaj|otrzymasz)\b[^.!?]{0,80})?[.!]?$`,
  ].join('|'),
  'i',
);

/** Words one of which every such offer holds (see ALERT_PROMPT), looked for first. */
const ALERT_HINT = /e-?mail|alert|jobagent|suchauftrag|job-?alarm|inbox|courriel|correo|save (?:this|your) search|zapisz|melding|zoekopdracht|zoekprofiel|salva/i;

/** A block without the link and bold marks markdown puts round words ("You must [log in](…) to reply", "**to join…**"). */
const unlinked = (b: string): string => oneLine(bare(b.replace(/\[([^\]]{0,200})\]\([^)\s]{0,2000}\)/g, '$1').replace(/\*\*([^*]{1,200})\*\*/g, '$1')));

/**
 * Words one of which every prompt holds (each part of ACCOUNT_PROMPT needs one), looked for before the link marks are
 * taken out: most blocks are spared that copy. (A word the marks split, "lo[g in](…)", is not a prompt's.)
 */
const ACCOUNT_HINT = /log|sign|regist|member|account|join|anmeld|angemeld|melde|konto|connect|inscri|identif|sesi|compte|cuenta|guest|gast|invit|aangemeld|conness|acced|entrar|cadastr|чтобы|вошли|авториз|гость|登录|登錄|登入|注册|註冊|访客|訪客|游客|遊客|ログイン|登録|ゲスト|로그인|가입|게스트|회원/i;

/**
 * A prompt that ends where it lists what signing in would let the reader do ("你尚未登录，登录后可以", "Sign in to:"):
 * the list after it is the prompt's.
 */
const PROMPT_LEADS = /(?:[:：]|可以|できます|할 수 있습니다)$/;

/**
 * A link that only says to sign in or to sign up ("[注册登录](…)", "[Log in](…) | [Register](…)"), or to join and then
 * comment ("카페 가입하고 댓글 쓰기"): a prompt's button.
 */
const ACCOUNT_LINK = /^(?:log ?in|sign ?in|sign ?up|register|create an account|anmelden|registrieren|se connecter|s['’]inscrire|iniciar sesión|registrarse|войти|зарегистрироваться|注册登录|登录注册|登录|登錄|登入|注册|註冊|立即注册|ログイン|新規登録|会員登録|로그인|회원가입)(?:\s*[|/·]\s*(?:log ?in|sign ?in|sign ?up|register|注册|註冊|立即注册|登录|登錄|新規登録|会員登録|회원가입|로그인))?$|^(?:[^\s]{1,10}\s)?(?:가입|로그인)하고 (?:댓글|답글|글) (?:쓰기|작성|달기|남기기)$/i;

/**
 * Drops short blocks that ask the reader to sign in (see ACCOUNT_PROMPT), wherever they are; after one that leads
 * into a list (PROMPT_LEADS), that list; and a block that is only links to sign in or up (ACCOUNT_LINK).
 */
export function dropAccountPrompts(blocks: string[]): void {
  let w = 0;
  let lead = false;
  // the blocks after a prompt that are short and speak of accounts too (a forum's guest box under its "Create an account
  // or sign in to comment": "Sign up for a new account in our community. It's easy!", its button, "Sign in"), so many
  let run = 0;
  for (let b of blocks) {
    // (an offer set as one of a list's items, among a listing's results: that item goes, the list stays)
    if (b.length > 300 && LIST_MARK.test(b) && ALERT_HINT.test(b)) {
      b = withoutAlertItems(b);
      if (b === '') continue;
    }
    const after = lead;
    lead = false;
    const inRun = run > 0;
    run = Math.max(0, run - 1);
    // (the block without its marks, made once for either look)
    const alert = b.length <= 300 && ALERT_HINT.test(b);
    const account = b.length <= 300 && ACCOUNT_HINT.test(b);
    const t = alert || account ? unlinked(b) : '';
    if (alert && (ALERT_PROMPT.test(t) || titledAlert(b))) continue;
    if (account) {
      if (ACCOUNT_PROMPT.test(t)) {
        lead = PROMPT_LEADS.test(t);
        run = PROMPT_RUN;
        // (and the reply box's label right before it, the box that holds only the prompt: "你的回复", "Your reply")
        if (w > 0 && blocks[w - 1]!.length <= REPLY_LABEL_MAX && REPLY_LABEL.test(blocks[w - 1]!)) w--;
        continue;
      }
      if (b.startsWith('[') && ACCOUNT_LINK.test(t)) continue;
      if (inRun && t.length <= PROMPT_RUN_CHARS) continue;
    }
    if (after && LIST_MARK.test(b)) continue;
    if (inRun) run = 0;
    blocks[w++] = b;
  }
  blocks.length = w;
}

/**
 * A block of two lines, a list's item or not, whose second is an offer to e-mail new results (see ALERT_PROMPT) and
 * whose first is a short title over it ("Ne manquez plus aucune offre", set among a listing's items).
 */
function titledAlert(b: string): boolean {
  const nl = b.indexOf('\n');
  if (nl < 0 || nl > ALERT_TITLE_MAX || b.indexOf('\n', nl + 1) >= 0) return false;
  const title = b.slice(0, nl).replace(LIST_MARK, '').trim();
  return title.length > 0 && !/[.!?。！？:：]$/.test(title) && ALERT_PROMPT.test(unlinked(b.slice(nl + 1)));
}

/** A list's block without its items that are offers to e-mail new results (see titledAlert), whole or titled. */
function withoutAlertItems(list: string): string {
  const items = list.split(ITEM_START);
  const kept = items.filter((item) => !(item.length <= 300 && ALERT_HINT.test(item) && (ALERT_PROMPT.test(unlinked(item.replace(LIST_MARK, ''))) || titledAlert(item))));
  return kept.length === items.length ? list : kept.join('\n');
}

/** A list item's mark: a bullet, or a number and its dot or parenthesis, then white space. */
const LIST_MARK_SOURCE = String.raw`(?:[-*+]|\d{1,3}[.)])\s`;
const LIST_MARK = new RegExp(`^${LIST_MARK_SOURCE}+`);

/** Where a list's next item starts in its block: a line that opens with a list mark, not indented under another. */
const ITEM_START = new RegExp(`\\n(?=${LIST_MARK_SOURCE})`);

/** A title over an alert's offer says this much at most (characters, with its list mark). */
const ALERT_TITLE_MAX = 60;

/**
 * The label of a box to write a reply in, alone in its block (a heading or a line), as a prompt to sign in takes its
 * place.
 */
const REPLY_LABEL =
  /^(?:#{1,6} )?(?:\*\*)?(?:your (?:reply|answer|comment)|leave a (?:reply|comment)|post a reply|add a (?:reply|comment)|reply to this (?:topic|thread)|deine antwort|ihre antwort|antworten|votre réponse|répondre|tu respuesta|responder|ваш ответ|ответить|(?:你|您)的(?:回复|回覆|回應|回答|评论|評論)|(?:发表|發表|我要)(?:回复|回覆|评论|評論)|あなたの(?:回答|返信|コメント)|返信する|답변 ?(?:작성|쓰기|하기)|댓글 ?(?:작성|쓰기))(?:\*\*)?\s*[:：]?$/i;
const REPLY_LABEL_MAX = 40;

/** Blocks after an account prompt read as its own, at most, and their length each (see dropAccountPrompts). */
const PROMPT_RUN = 8;
const PROMPT_RUN_CHARS = 120;

/** The characters norm() turns into a space: JavaScript's \s, and the markup marks #, *, _ and `. */
function foldedAway(c: number): boolean {
  if (c < 0x80) return c === 0x20 || (c >= 0x09 && c <= 0x0d) || c === 0x23 || c === 0x2a || c === 0x5f || c === 0x60;
  return c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000 || c === 0xfeff;
}

/**
 * The key of a block for finding repeats: `norm` of it, hashed in one pass (two 32-bit FNV-1a halves) instead of
 * building the normalised copy of every long block: runs of white space and markup characters count as one space,
 * the ends are ignored, ASCII letters are folded to lower case (norm() folds every letter; copies of a block, which
 * this finds, do not differ in the case of other letters).
 */
function repeatKey(s: string): string {
  let h1 = 0x811c9dc5;
  let h2 = 0x01000193;
  let pendingSpace = false;
  let started = false;
  for (let i = 0; i < s.length; i++) {
    let c = s.charCodeAt(i);
    if (foldedAway(c)) {
      pendingSpace = started;
      continue;
    }
    if (pendingSpace) {
      h1 = Math.imul(h1 ^ 0x20, 0x01000193);
      h2 = Math.imul(h2 ^ 0x20, 0x5bd1e995);
      pendingSpace = false;
    }
    started = true;
    if (c >= 0x41 && c <= 0x5a) c += 0x20;
    h1 = Math.imul(h1 ^ c, 0x01000193);
    h2 = Math.imul(h2 ^ c, 0x5bd1e995);
  }
  return `${(h1 >>> 0).toString(36)}.${(h2 >>> 0).toString(36)}`;
}

/** Each block's repeatKey, or null for a code block (never dropped as a copy): worked out when first asked for. */
class Keys {
  private constructor(
    readonly blocks: string[],
    private readonly memo: (string | null | undefined)[],
  ) {}

  static of(blocks: string[]): Keys {
    // filled, not holey: filter() (see without) passes over holes
    return new Keys(blocks, new Array<string | null | undefined>(blocks.length).fill(undefined));
  }

  key(i: number): string | null {
    let k = this.memo[i];
    if (k === undefined) {
      const b = this.blocks[i]!;
      k = b.startsWith('```') ? null : repeatKey(b);
      this.memo[i] = k;
    }
    return k;
  }

  /** The keys of the blocks `drop` leaves (those worked out already are kept). */
  without(drop: boolean[] | null): Keys {
    return drop ? new Keys(without(this.blocks, drop), without(this.memo, drop)) : this;
  }
}
// one kept for good, so the shape of Keys, and the code built on it, survive a full collection (see shapes.ts)
keep(Keys.of([]));

/** The blocks without those `drop` marks (the same array when none is marked). */
function without<T>(items: T[], drop: boolean[] | null): T[] {
  return drop ? items.filter((_, i) => !drop[i]) : items;
}

/**
 * Drops repeats of a block already given (at least `min` characters long): pages ship the same text
 * twice for phone and desktop layouts, or again in a carousel's clones. Code blocks stay as they are.
 * Shorter repeats (the headings of a copy) go with the long ones they stand next to.
 */
export function dropRepeats(blocks: string[], min = 100): string[] {
  return without(blocks, repeats(Keys.of(blocks), min));
}

/**
 * Drops a run of blocks repeated right after itself (A B C A B C → A B C): an FAQ's questions or a tile's title
 * shipped once per layout, next to each other. Code blocks never count; linear (RUN_MAX comparisons per block).
 */
export function dropAdjacentCopies(blocks: string[]): string[] {
  return without(blocks, adjacentCopies(Keys.of(blocks)));
}

/** dropRepeats, then dropAdjacentCopies, each block's key worked out once at most for both. */
export function dropCopies(blocks: string[]): string[] {
  const keys = Keys.of(blocks);
  const drop = repeats(keys, 100);
  const left = keys.without(drop);
  return without(left.blocks, adjacentCopies(left));
}

/** Characters of a block's start that head() reads. */
const HEAD = 64;

/**
 * The start of a block as repeatKey reads it (white space and markup marks as one space, ASCII letters in lower
 * case), up to HEAD characters: blocks that are copies start alike, so a block whose start no other shares needs
 * no key of its whole text.
 */
function head(s: string): string {
  let out = '';
  let pendingSpace = false;
  for (let i = 0; i < s.length && out.length < HEAD; i++) {
    let c = s.charCodeAt(i);
    if (foldedAway(c)) {
      pendingSpace = out.length > 0;
      continue;
    }
    if (pendingSpace) {
      out += ' ';
      pendingSpace = false;
    }
    if (c >= 0x41 && c <= 0x5a) c += 0x20;
    out += String.fromCharCode(c);
  }
  return out;
}

/** Which blocks dropRepeats drops (null: none). */
function repeats(keys: Keys, min: number): boolean[] | null {
  const blocks = keys.blocks;
  // how many blocks long enough to count start alike: only those that share their start are keyed
  const heads: (string | null)[] = blocks.map((b) => (b.length < min || b.startsWith('```') ? null : head(b)));
  const starts = new Map<string, number>();
  for (const h of heads) if (h !== null) starts.set(h, (starts.get(h) ?? 0) + 1);
  const seen = new Set<string>();
  const drop: boolean[] = new Array<boolean>(blocks.length).fill(false);
  let total = 0;
  let repeated = 0;
  for (let i = 0; i < blocks.length; i++) {
    const b = blocks[i]!;
    total += b.length;
    const h = heads[i]!;
    if (h === null || starts.get(h)! < 2) continue;
    const key = keys.key(i)!;
    if (seen.has(key)) {
      drop[i] = true;
      repeated += b.length;
    }
    seen.add(key);
  }
  if (repeated === 0) return null;
  if (repeated >= total * COPIES) {
    // a page that ships its text twice or more (one copy per screen size): a run of shorter repeats next to a
    // dropped block is part of that copy too (its headings); forward, then backward
    const shortSeen = new Set<string>();
    const again: boolean[] = new Array<boolean>(blocks.length).fill(false);
    for (let i = 0; i < blocks.length; i++) {
      const b = blocks[i]!;
      if (b.length < SHORT_REPEAT || b.length >= min || b.startsWith('```')) continue;
      const key = norm(b);
      if (shortSeen.has(key) && key.length >= SHORT_REPEAT) again[i] = true;
      shortSeen.add(key);
    }
    for (let i = 1; i < blocks.length; i++) if (again[i] && drop[i - 1]) drop[i] = true;
    for (let i = blocks.length - 2; i >= 0; i--) if (again[i] && drop[i + 1]) drop[i] = true;
  }
  return drop;
}

/** The longest run of blocks whose copy, right after it, counts as a copy (a question list given once per layout). */
const RUN_MAX = 6;

/** Which blocks dropAdjacentCopies drops (null: none). */
function adjacentCopies(keys: Keys): boolean[] | null {
  const blocks = keys.blocks;
  const n = blocks.length;
  if (n < 2) return null;
  const drop: boolean[] = new Array<boolean>(n).fill(false);
  let any = false;
  let i = 0;
  while (i < n) {
    let step = 1;
    for (let len = 1; len <= RUN_MAX && i + 2 * len <= n; len++) {
      if (!sameRun(keys, i, i + len, len)) continue;
      // the run must say something: one block of it a heading's length at least, or an amount of money (a price
      // shipped twice, as the regular price and as the sale price a style sheet shows instead: "$239.99", "$239.99")
      let longest = 0;
      for (let k = i; k < i + len; k++) longest = Math.max(longest, blocks[k]!.length);
      if (longest < SHORT_REPEAT && !(len === 1 && CURRENCY.test(blocks[i]!))) continue;
      let j = i + len;
      while (j + len <= n && sameRun(keys, i, j, len)) {
        for (let k = j; k < j + len; k++) drop[k] = true;
        j += len;
      }
      any = true;
      step = j - i;
      break;
    }
    i += step;
  }
  return any ? drop : null;
}

function sameRun(keys: Keys, a: number, b: number, len: number): boolean {
  const blocks = keys.blocks;
  for (let k = 0; k < len; k++) {
    // the lengths first: most blocks differ there, and need no key
    if (blocks[a + k]!.length !== blocks[b + k]!.length) return false;
    const x = keys.key(a + k);
    if (x === null || x !== keys.key(b + k)) return false;
  }
  return true;
}

/** A shorter repeat is at least this long (a heading, not "Share" or "1"). */
const SHORT_REPEAT = 15;
/** Long repeats make up this share of the text: the page holds copies of itself, not a refrain. */
const COPIES = 0.35;
