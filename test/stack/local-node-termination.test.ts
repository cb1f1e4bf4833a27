import { expect } from 'chai';
import type { V1Pod } from '@kubernetes/client-node';
import {
  logTail,
  terminatedStatus,
  terminationMessage,
  TERMINATION_LOG_BYTES,
} from '../../scripts/stack/local-node/pod-decisions.js';

const pod = (terminationMessagePolicy?: string): V1Pod => ({
  metadata: { name: 'p', namespace: 'n' },
  spec: { containers: [{ name: 'train', image: 'i', terminationMessagePolicy }] },
});

const lines = (count: number, width = 3) =>
  Array.from({ length: count }, (_, i) => `${String(i + 1).padStart(width, '0')}\n`).join('');

describe("the local node's termination message: the kubelet's FallbackToLogsOnError", () => {
  it('keeps the last 80 lines when they fit in 2048 bytes', () => {
    const tail = logTail(Buffer.from(lines(100)));
    expect(tail.split('\n').slice(0, -1)).to.have.length(80);
    expect(tail.startsWith('021\n')).to.equal(true);
    expect(tail.endsWith('100\n')).to.equal(true);
    expect(logTail(Buffer.from(lines(5)))).to.equal(lines(5));
  });

  it('counts complete lines as the kubelet does: a last line without its newline comes along', () => {
    const tail = logTail(Buffer.from(`${lines(100)}Traceback: no newline`));
    expect(tail.startsWith('021\n')).to.equal(true);
    expect(tail.endsWith('100\nTraceback: no newline')).to.equal(true);
  });

  it('keeps the last 2048 bytes when 80 lines are longer', () => {
    const long = Buffer.from(lines(100, 99));
    const tail = logTail(long);
    expect(Buffer.byteLength(tail)).to.equal(TERMINATION_LOG_BYTES);
    expect(tail).to.equal(long.subarray(long.length - TERMINATION_LOG_BYTES).toString());
    const oneLine = Buffer.from('x'.repeat(5000));
    expect(logTail(oneLine)).to.equal('x'.repeat(TERMINATION_LOG_BYTES));
  });

  it('never starts inside a multi-byte UTF-8 character', () => {
    // 'é' is 2 bytes, '€' 3: cut 2048 bytes from the end in the middle of one of them.
    for (const [char, pad] of [
      ['é', ''],
      ['€', ''],
      ['€', 'a'],
      ['😀', 'ab'],
    ] as const) {
      const text = char.repeat(3000) + pad;
      const tail = logTail(Buffer.from(text));
      expect(tail).not.to.include('\ufffd');
      expect(Buffer.byteLength(tail)).to.be.at.most(TERMINATION_LOG_BYTES);
      expect(Buffer.byteLength(tail)).to.be.above(TERMINATION_LOG_BYTES - Buffer.byteLength(char));
      expect(text.endsWith(tail)).to.equal(true);
    }
  });

  it('is the message of a failed container with the policy only, never of a success or under File', () => {
    const log = () => Buffer.from('loading\nRuntimeError: CUDA out of memory\n');
    expect(terminationMessage(pod('FallbackToLogsOnError'), 1, log)).to.equal(
      'loading\nRuntimeError: CUDA out of memory\n',
    );
    expect(terminationMessage(pod('FallbackToLogsOnError'), 0, log)).to.equal(undefined);
    expect(terminationMessage(pod('File'), 1, log)).to.equal(undefined);
    expect(terminationMessage(pod(), 137, log)).to.equal(undefined);
    expect(terminationMessage(pod('FallbackToLogsOnError'), 1, () => Buffer.alloc(0))).to.equal(undefined);
  });

  it("reports the message on the terminated state, and keeps the node's own (a restart) as it was", () => {
    const now = new Date('2026-11-25T00:00:00Z');
    const failed = terminatedStatus(pod('FallbackToLogsOnError'), now, now, { code: 3, signal: null }, 'boom\n');
    expect(failed.phase).to.equal('Failed');
    expect(failed.containerStatuses![0]!.state!.terminated).to.include({ exitCode: 3, message: 'boom\n' });
    const restarted = terminatedStatus(pod(), now, now, { code: 137, signal: null }, 'the local node restarted');
    expect(restarted.containerStatuses![0]!.state!.terminated!.message).to.equal('the local node restarted');
    const ok = terminatedStatus(pod(), now, now, { code: 0, signal: null });
    expect(ok.containerStatuses![0]!.state!.terminated).not.to.have.property('message');
  });
});
