import { expect } from 'chai';
import { answered, overall, retryDelayMs, summary, type QueuedFile } from '../../console/src/screens/upload-queue.js';

const file = (name: string, size: number, sent: number, state: QueuedFile['state']): QueuedFile => ({
  name,
  size,
  sent,
  state,
  attempts: 1,
});

describe('the upload dialog bookkeeping', () => {
  it('counts answered files as wholly sent and a failed one as done but not sent', () => {
    const files = [file('a', 100, 100, 'stored'), file('b', 50, 10, 'duplicate'), file('c', 30, 12, 'failed')];
    files.push(file('d', 20, 5, 'sending'));
    expect(overall(files)).to.deep.equal({ sent: 100 + 50 + 12 + 5, total: 200, done: 3 });
  });

  it('names duplicates and refusals from the per-file answer', () => {
    const sending = file('a.jpg', 10, 4, 'sending');
    const none = { images: [], duplicates: [], errors: [] };
    expect(answered(sending, { ...none, duplicates: [{ filename: 'a.jpg', image_id: 7 }] })).to.include({
      state: 'duplicate',
      note: 'same as image 7',
      sent: 10,
    });
    expect(answered(sending, { ...none, errors: [{ filename: 'a.jpg', message: 'Not an image' }] })).to.include({
      state: 'refused',
      note: 'Not an image',
    });
    expect(answered(sending, { ...none, images: [{ filename: 'a.jpg' }] }).state).to.equal('stored');
  });

  it('summarizes, mentioning failures only when there are some, and backs off doubling', () => {
    expect(summary([file('a', 1, 1, 'stored'), file('b', 1, 1, 'duplicate')])).to.equal(
      '1 stored, 1 duplicates skipped, 0 refused',
    );
    expect(summary([file('a', 1, 0, 'failed')])).to.equal('0 stored, 0 duplicates skipped, 0 refused, 1 failed');
    expect([1, 2, 3, 4].map(retryDelayMs)).to.deep.equal([500, 1000, 2000, 4000]);
  });
});
