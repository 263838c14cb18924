import assert from 'node:assert/strict';
describe('smoke', () => { it('runs', () => assert.equal(1 + 1, 2)); });
