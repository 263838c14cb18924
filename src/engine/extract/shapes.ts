// Objects kept alive so that their shapes survive a full collection. V8 keeps an object's shape (its hidden class)
// only while some object has it; when a full collection finds none, the shape goes, and with it the optimized code
// built on it ("weak objects"): the next pages then run several times slower until that code is rebuilt. The page
// index.ts reads once and keeps holds the node shapes; the parser's, the tokenizer's and the renderer's objects of
// that reading are held here (hold), and so are objects a module makes once for their shape alone (keep).

const held: unknown[] = [];
let holding = false;

/** Runs `f`, holding the objects `hold` is given meanwhile. */
export function holdWhile<T>(f: () => T): T {
  holding = true;
  try {
    return f();
  } finally {
    holding = false;
  }
}

/** Keeps `o` alive for good: an object made once, when its module loads, for its shape. */
export function keep(o: unknown): void {
  held.push(o);
}

/** Keeps `o` alive when called within holdWhile (a few objects at most); otherwise nothing. */
export function hold(o: unknown): void {
  if (holding && held.length < 32) held.push(o);
}
