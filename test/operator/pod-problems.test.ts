import { expect } from 'chai';
import type { V1Job, V1Pod } from '@kubernetes/client-node';
import { LOG_TAIL_MAX } from '../../contracts/operator-contract.js';
import { failureLogTail, podProblem, startTimedOut } from '../../operator/controllers/shared/pod-problems.js';
import { lastLogLine, transitionEvents, withStarted } from '../../operator/controllers/shared/status-events.js';
import { placement } from '../../scripts/stack/local-node/pod-decisions.js';

const pod = (status: V1Pod['status'], limits?: Record<string, string>): V1Pod => ({
  metadata: { name: 'p', namespace: 'n' },
  spec: { containers: [{ name: 'train', image: 'i', resources: limits ? { limits } : undefined }] },
  status,
});

const now = new Date('2026-11-25T00:00:00Z');

describe('what the operator tells a person about a job that cannot run', () => {
  it('names an image that cannot be pulled, with the runtime message', () => {
    const problem = podProblem({}, [
      pod({
        phase: 'Pending',
        containerStatuses: [
          {
            name: 'train',
            image: 'i',
            imageID: '',
            ready: false,
            restartCount: 0,
            state: { waiting: { reason: 'ImagePullBackOff', message: 'Back-off pulling image "i"' } },
          },
        ],
      }),
    ]);
    expect(problem).to.deep.equal({ reason: 'ImagePullBackOff', message: 'Back-off pulling image "i"' });
  });

  it('names an unschedulable pod, a container killed for memory and a Job past its deadline', () => {
    const unschedulable = pod({
      phase: 'Pending',
      conditions: [{ type: 'PodScheduled', status: 'False', reason: 'Unschedulable', message: '0/3 nodes' }],
    });
    expect(podProblem({}, [unschedulable])?.reason).to.equal('Unschedulable');
    const oom = pod({
      phase: 'Failed',
      containerStatuses: [
        {
          name: 'train',
          image: 'i',
          imageID: '',
          ready: false,
          restartCount: 0,
          state: { terminated: { exitCode: 137, reason: 'OOMKilled' } },
        },
      ],
    });
    expect(podProblem({}, [oom])).to.deep.include({ reason: 'OOMKilled' });
    expect(podProblem({}, [oom])?.message).to.match(/resources\.memory/);
    const deadline: V1Job = {
      status: { conditions: [{ type: 'Failed', status: 'True', reason: 'DeadlineExceeded', message: 'too long' }] },
    };
    expect(podProblem(deadline, [])).to.deep.equal({ reason: 'DeadlineExceeded', message: 'too long' });
    expect(podProblem({}, [pod({ phase: 'Running' })])).to.equal(null);
  });

  it('times out a waiting Job only after the timeout, and never one not yet created', () => {
    const job: V1Job = { metadata: { creationTimestamp: new Date(now.getTime() - 10_000) } };
    expect(startTimedOut(job, now, 5_000)).to.equal(true);
    expect(startTimedOut(job, now, 60_000)).to.equal(false);
    expect(startTimedOut(null, now, 5_000)).to.equal(false);
  });

  it('records one event per decision: the Job, a new problem, the outcome', () => {
    const pending = withStarted({ phase: 'Pending', jobName: 'tj-train' }, null, 1, now);
    expect(transitionEvents(undefined, pending).map((e) => e.reason)).to.deep.equal(['JobCreated']);
    const blocked = withStarted(pending, { reason: 'ImagePullBackOff', message: 'no image' }, 1, now);
    expect(transitionEvents(pending, blocked)).to.deep.equal([
      { type: 'Warning', reason: 'ImagePullBackOff', message: 'no image' },
    ]);
    // The same problem seen again is not a new event.
    expect(transitionEvents(blocked, { ...blocked })).to.deep.equal([]);
    const running = withStarted({ ...blocked, phase: 'Running' }, null, 1, now);
    expect(running.conditions?.find((c) => c.type === 'Started')).to.include({ status: 'True' });
    expect(transitionEvents(blocked, running).map((e) => e.reason)).to.deep.equal(['Running']);
  });

  it('says once what a job without a Job is waiting for, and again only when that changes', () => {
    const waiting = { phase: 'Pending' as const, message: 'the dataset export is being prepared' };
    expect(transitionEvents(undefined, waiting)).to.deep.equal([
      { type: 'Normal', reason: 'WaitingForInputs', message: 'the dataset export is being prepared' },
    ]);
    expect(transitionEvents(waiting, { ...waiting })).to.deep.equal([]);
    const created = { ...waiting, message: undefined, jobName: 'tj-train' };
    expect(transitionEvents(waiting, created).map((e) => e.reason)).to.deep.equal(['JobCreated']);
  });

  it("takes a failure's log tail from the last failed pod's termination message", () => {
    const ended = (phase: string, exitCode: number, message: string | undefined, finishedAt: string) =>
      pod({
        phase,
        containerStatuses: [
          {
            name: 'train',
            image: 'i',
            imageID: '',
            ready: false,
            restartCount: 0,
            state: { terminated: { exitCode, message, finishedAt: new Date(finishedAt) } },
          },
        ],
      });
    const first = ended('Failed', 1, 'attempt 1\nOSError: disk full\n', '2026-11-25T00:01:00Z');
    const second = ended('Failed', 1, 'attempt 2\nRuntimeError: CUDA out of memory\n', '2026-11-25T00:02:00Z');
    expect(failureLogTail([second, first])).to.equal('attempt 2\nRuntimeError: CUDA out of memory\n');
    expect(failureLogTail([first, second])).to.equal('attempt 2\nRuntimeError: CUDA out of memory\n');
    expect(failureLogTail([ended('Succeeded', 0, 'done', '2026-11-25T00:03:00Z')])).to.equal(null);
    expect(failureLogTail([ended('Failed', 1, undefined, '2026-11-25T00:03:00Z')])).to.equal(null);
    expect(failureLogTail([pod({ phase: 'Pending' })])).to.equal(null);
    const long = failureLogTail([ended('Failed', 2, `${'é'.repeat(LOG_TAIL_MAX)}the end`, '2026-11-25T00:04:00Z')]);
    expect(long).to.have.length(LOG_TAIL_MAX);
    expect(long!.endsWith('the end')).to.equal(true);
    const emoji = failureLogTail([ended('Failed', 2, '😀'.repeat(LOG_TAIL_MAX), '2026-11-25T00:04:00Z')]);
    expect(emoji).to.equal('😀'.repeat(LOG_TAIL_MAX / 2));
  });

  it("ends a failure's event with the last line its workload wrote, kept short", () => {
    const running = { phase: 'Running' as const, jobName: 'tj-train' };
    const failed = {
      ...running,
      phase: 'Failed' as const,
      message: 'Job has reached the specified backoff limit',
    };
    expect(transitionEvents(running, failed, 'epoch 1/3\nRuntimeError: CUDA out of memory\n\n')).to.deep.equal([
      {
        type: 'Warning',
        reason: 'Failed',
        message: 'Job has reached the specified backoff limit; last log line: RuntimeError: CUDA out of memory',
      },
    ]);
    expect(transitionEvents(running, failed)[0]!.message).to.equal('Job has reached the specified backoff limit');
    const line = lastLogLine(`${'x'.repeat(1000)}\n`)!;
    expect(line).to.have.length(300);
    expect(line.startsWith('…')).to.equal(true);
    expect(lastLogLine(' \n\n')).to.equal(null);
  });

  it('the local node binds what fits and leaves GPU pods it cannot run unschedulable', () => {
    expect(placement(pod({}), { name: 'local', gpus: 0 })).to.deep.equal({ bind: true });
    const gpu = placement(pod({}, { 'nvidia.com/gpu': '1' }), { name: 'local', gpus: 0 });
    expect(gpu).to.include({ bind: false, reason: 'Unschedulable' });
    expect(placement(pod({}, { 'nvidia.com/gpu': '1' }), { name: 'gpu-box', gpus: 2 })).to.deep.equal({ bind: true });
  });
});
