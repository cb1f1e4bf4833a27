import { expect } from 'chai';
import { Readable } from 'node:stream';
import { readAhead } from '../../../api/modules/data/exports/read-ahead.js';

async function* numbers(n: number) {
  for (let i = 1; i <= n; i++) yield i;
}

/** Opens sources that say their item, recording how many are open at once. */
function opener(failOn?: number) {
  const state = { open: 0, most: 0, opened: [] as number[], sources: [] as Readable[] };
  const open = async (item: number) => {
    state.opened.push(item);
    state.open += 1;
    state.most = Math.max(state.most, state.open);
    await new Promise((resolve) => setTimeout(resolve, 2));
    if (item === failOn) throw new Error(`object ${item} missing`);
    const source = Readable.from([`item ${item}`]);
    source.once('close', () => (state.open -= 1));
    state.sources.push(source);
    return source;
  };
  return { state, open };
}

describe('export images are opened ahead of the archive', () => {
  it('hands out every item with its own source, in order, with at most `ahead` opened early', async () => {
    const { state, open } = opener();
    const seen: string[] = [];
    for await (const { item, source } of readAhead(numbers(20), open, 4)) {
      let text = '';
      for await (const chunk of source) text += String(chunk);
      seen.push(`${item}:${text}`);
    }
    expect(seen).to.deep.equal(Array.from({ length: 20 }, (_, i) => `${i + 1}:item ${i + 1}`));
    expect(state.most).to.be.at.most(5);
    expect(state.opened).to.deep.equal(Array.from({ length: 20 }, (_, i) => i + 1));
  });

  it('throws the first failure to open when its item is reached, after the items before it', async () => {
    const { open } = opener(3);
    const seen: number[] = [];
    let failure: unknown = null;
    try {
      for await (const { item, source } of readAhead(numbers(10), open, 4)) {
        source.resume();
        seen.push(item);
      }
    } catch (err) {
      failure = err;
    }
    expect(seen).to.deep.equal([1, 2]);
    expect((failure as Error).message).to.equal('object 3 missing');
  });

  it('destroys the sources opened ahead when the consumer stops early', async () => {
    const { state, open } = opener();
    for await (const { item, source } of readAhead(numbers(10), open, 4)) {
      source.destroy();
      if (item === 2) break;
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(state.sources.every((s) => s.destroyed)).to.equal(true);
    expect(state.opened.length).to.be.at.most(6);
  });
});
