import { expect } from 'chai';
import {
  answered,
  answerName,
  overall,
  requestGroups,
  retryDelayMs,
  sentPerFile,
  summary,
  type QueuedFile,
} from '../../console/src/screens/upload-queue.js';

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

  it("reads each file's outcome from its request's answer by name, a file it does not mention failed", () => {
    const sending = ['a.jpg', 'b.jpg', ' c.jpg', 'd.jpg'].map((name) => file(name, 10, 4, 'sending'));
    const result = {
      images: [{ filename: 'c.jpg' }],
      duplicates: [{ filename: 'a.jpg', image_id: 7 }],
      errors: [{ filename: 'b.jpg', message: 'Not an image' }],
    };
    const [a, b, c, d] = answered(sending, result);
    expect(a).to.include({ state: 'duplicate', note: 'same as image 7', sent: 10 });
    expect(b).to.include({ state: 'refused', note: 'Not an image', sent: 10 });
    expect(c, 'named as the API cleans it (trimmed)').to.include({ state: 'stored', sent: 10 });
    expect(d).to.include({ state: 'failed', note: 'The answer does not mention this file' });
  });

  it('sends the first file alone, then a few files per request, never two of one name in a request', () => {
    const f = (name: string, size = 10) => ({ name, size });
    expect(requestGroups([f('0'), f('1'), f('2'), f('3'), f('4'), f('5')], 2, 100)).to.deep.equal([
      [0],
      [1, 2],
      [3, 4],
      [5],
    ]);
    expect(requestGroups([f('0'), f('1'), f('2', 95), f('3'), f('4')], 8, 100), 'by bytes').to.deep.equal([
      [0],
      [1],
      [2],
      [3, 4],
    ]);
    expect(requestGroups([f('0'), f('a.jpg'), f('b.jpg'), f('a.jpg'), f('c.jpg')], 8, 100)).to.deep.equal([
      [0],
      [1, 2],
      [3, 4],
    ]);
    expect(requestGroups([])).to.deep.equal([]);
    expect(answerName('dir\\x.jpg')).to.equal('x.jpg');
    expect(answerName('\u0001 ')).to.equal('image');
  });

  it("spreads a request's upload progress over its files in order, by size", () => {
    expect(sentPerFile([100, 50], 0, 200)).to.deep.equal([0, 0]);
    expect(sentPerFile([100, 50], 100, 200)).to.deep.equal([75, 0]);
    expect(sentPerFile([100, 50], 180, 200)).to.deep.equal([100, 35]);
    expect(sentPerFile([100, 50], 200, 200)).to.deep.equal([100, 50]);
  });

  it('summarizes, mentioning failures only when there are some, and backs off doubling', () => {
    expect(summary([file('a', 1, 1, 'stored'), file('b', 1, 1, 'duplicate')])).to.equal(
      '1 stored, 1 duplicates skipped, 0 refused',
    );
    expect(summary([file('a', 1, 0, 'failed')])).to.equal('0 stored, 0 duplicates skipped, 0 refused, 1 failed');
    expect([1, 2, 3, 4].map(retryDelayMs)).to.deep.equal([500, 1000, 2000, 4000]);
  });
});
