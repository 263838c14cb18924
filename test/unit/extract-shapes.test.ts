import assert from 'node:assert/strict';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { hold, holdWhile } from '../../src/engine/extract/shapes';

// a full collection on demand (the flag exposes gc to contexts made after it is set)
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

/** Whether the object made by `make` is still alive after a full collection (it is made in its own turn). */
async function survives(make: () => object): Promise<boolean> {
  const ref = new WeakRef(make());
  // a WeakRef's target stays alive until the turn that made it ends
  await new Promise((r) => setTimeout(r, 0));
  gc();
  await new Promise((r) => setTimeout(r, 0));
  gc();
  return ref.deref() !== undefined;
}

describe("extract: the reading kept so its objects' shapes survive a collection", () => {
  it('holds the objects given to hold() while holdWhile runs, and only those', async () => {
    assert.equal(
      await survives(() => holdWhile(() => {
        const parser = { state: 1, names: ['a'] };
        hold(parser);
        return parser;
      })),
      true,
    );
    assert.equal(
      await survives(() => {
        const other = { state: 2 };
        hold(other);
        return other;
      }),
      false,
    );
  });
});
