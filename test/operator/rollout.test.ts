import { expect } from 'chai';
import type { DeploymentJobSpec } from '../../contracts/custom-resources.js';
import { decideRollout } from '../../operator/controllers/deployment-job/rollout.js';
import type { DeploymentTarget } from '../../contracts/operator-contract.js';

const spec = (rollout: DeploymentJobSpec['rollout'], rollbackOnFailure = true): DeploymentJobSpec => ({
  organizationId: 1,
  exportArtifact: { modelVersionId: 1, format: 'onnx' },
  targets: { deviceIds: ['a', 'b', 'c', 'd', 'e'] },
  rollout,
  rollbackOnFailure,
});

function targets(
  states: Record<string, [DeploymentTarget['state'], boolean]>,
  rollback: Record<string, DeploymentTarget['state']> = {},
) {
  const list: DeploymentTarget[] = Object.entries(states).map(([id, [state, released]]) => ({
    device_id: id,
    rollback: false,
    released,
    state,
    phase: null,
    progress: null,
    message: null,
    released_at: released ? '2026-01-01T00:00:00Z' : null,
    updated_at: '2026-01-01T00:00:00Z',
  }));
  for (const [id, state] of Object.entries(rollback)) {
    list.push({
      device_id: id,
      rollback: true,
      released: true,
      state,
      phase: null,
      progress: null,
      message: null,
      released_at: '2026-01-01T00:00:00Z',
      updated_at: '2026-01-01T00:00:00Z',
    });
  }
  return list;
}

describe('deployment rollout decisions (pure)', () => {
  // Ten seconds after the fixtures' release and last report: no device deadline is near.
  const decide = (s: DeploymentJobSpec, t: DeploymentTarget[]) => decideRollout(s, t, new Date('2026-01-01T00:00:10Z'));

  it('releases every device at once with strategy all', () => {
    const d = decide(spec({ strategy: 'all' }), targets({ a: ['Waiting', false], b: ['Waiting', false] }));
    expect(d).to.include({ phase: 'Running', progress: 0 });
    expect(d.release).to.deep.equal(['a', 'b']);
  });

  it('releases batches one after another, only when the released ones have finished', () => {
    const batched = spec({ strategy: 'batched', batchSize: 2, maxUnavailable: 1 });
    const first = decide(batched, targets({ a: ['Waiting', false], b: ['Waiting', false], c: ['Waiting', false] }));
    expect(first.release).to.deep.equal(['a', 'b']);
    const busy = decide(batched, targets({ a: ['Succeeded', true], b: ['InProgress', true], c: ['Waiting', false] }));
    expect(busy.release).to.deep.equal([]);
    expect(busy.progress).to.be.closeTo(1 / 3, 1e-9);
    const next = decide(batched, targets({ a: ['Succeeded', true], b: ['Failed', true], c: ['Waiting', false] }));
    expect(next).to.include({ phase: 'Running' });
    expect(next.release).to.deep.equal(['c']);
  });

  it('succeeds when every device is healthy', () => {
    const d = decide(spec({ strategy: 'all' }), targets({ a: ['Succeeded', true], b: ['Succeeded', true] }));
    expect(d).to.include({ phase: 'Succeeded', progress: 1 });
  });

  it('fails past maxUnavailable without rollback, and rolls back the touched devices with it', () => {
    const states = targets({ a: ['Succeeded', true], b: ['Failed', true], c: ['Waiting', false] });
    expect(decide(spec({ strategy: 'all' }, false), states)).to.include({ phase: 'Failed' });
    const rolling = decide(spec({ strategy: 'all' }, true), states);
    expect(rolling.phase).to.equal('Running');
    expect(rolling.rollback).to.deep.equal(['a', 'b']);
    const waiting = decide(
      spec({ strategy: 'all' }),
      targets({ a: ['Succeeded', true], b: ['Failed', true] }, { a: 'InProgress', b: 'Waiting' }),
    );
    expect(waiting).to.include({ phase: 'Running' });
    expect(waiting.rollback).to.deep.equal([]);
    const done = decide(
      spec({ strategy: 'all' }),
      targets({ a: ['Succeeded', true], b: ['Failed', true] }, { a: 'RolledBack', b: 'RolledBack' }),
    );
    expect(done.phase).to.equal('RolledBack');
  });

  it('fails when no device matches', () => {
    expect(decide(spec({ strategy: 'all' }), []).phase).to.equal('Failed');
  });

  describe('device deadlines', () => {
    // Every target in these tests was released at 2026-01-01T00:00:00Z.
    const at = (seconds: number) => new Date(Date.parse('2026-01-01T00:00:00Z') + seconds * 1000);
    const timed = (maxUnavailable: number, rollbackOnFailure = true) =>
      spec({ strategy: 'all', maxUnavailable, deviceTimeoutSeconds: 60 }, rollbackOnFailure);

    it('decides a silent device Failed past its deadline, and it counts toward maxUnavailable', () => {
      const states = targets({ a: ['Succeeded', true], b: ['Waiting', true], c: ['Succeeded', true] });
      const d = decideRollout(timed(0, false), states, at(61));
      expect(d.phase).to.equal('Failed');
      expect(d.timedOut).to.deep.equal([{ device_id: 'b', rollback: false, message: 'no report within 60 s' }]);
      expect(d.message).to.contain('b: no report within 60 s');
      // Within maxUnavailable the rollout goes on without it.
      const tolerated = decideRollout(timed(1), states, at(61));
      expect(tolerated.phase).to.equal('Running');
      expect(tolerated.timedOut.map((t) => t.device_id)).to.deep.equal(['b']);
    });

    it('waits for a silent device until its deadline and says when that is', () => {
      const d = decideRollout(timed(0), targets({ a: ['Succeeded', true], b: ['Waiting', true] }), at(45));
      expect(d).to.include({ phase: 'Running', nextDeadlineInMs: 15_000 });
      expect(d.timedOut).to.deep.equal([]);
    });

    it('defaults to 1800 s', () => {
      const states = targets({ a: ['Waiting', true] });
      const silent = spec({ strategy: 'all' });
      expect(decideRollout(silent, states, at(1799)).timedOut).to.deep.equal([]);
      expect(decideRollout(silent, states, at(1800)).timedOut.map((t) => t.message)).to.deep.equal([
        'no report within 1800 s',
      ]);
    });

    it('rolls back the touched devices, the timed-out one included, when rollbackOnFailure', () => {
      const d = decideRollout(timed(0), targets({ a: ['Succeeded', true], b: ['Waiting', true] }), at(61));
      expect(d.phase).to.equal('Running');
      expect(d.rollback).to.deep.equal(['a', 'b']);
    });

    it('a rollback that stays silent times out too, so the rollout still ends RolledBack', () => {
      const d = decideRollout(
        timed(0),
        targets({ a: ['Succeeded', true], b: ['Failed', true] }, { a: 'RolledBack', b: 'Waiting' }),
        at(61),
      );
      expect(d.phase).to.equal('RolledBack');
      expect(d.timedOut).to.deep.equal([{ device_id: 'b', rollback: true, message: 'no report within 60 s' }]);
    });

    it('a report arriving before the deadline wins', () => {
      const states = targets({ a: ['Succeeded', true], b: ['InProgress', true] });
      states[1]!.updated_at = '2026-01-01T00:00:50Z';
      const reported = decideRollout(timed(0), states, at(100));
      expect(reported.timedOut).to.deep.equal([]);
      expect(reported).to.include({ phase: 'Running', nextDeadlineInMs: 10_000 });
      const done = decideRollout(timed(0), targets({ a: ['Succeeded', true], b: ['Succeeded', true] }), at(3600));
      expect(done.phase).to.equal('Succeeded');
    });

    it('a device silent since its last report fails too: the deadline counts from that report', () => {
      const states = targets({ a: ['Succeeded', true], b: ['InProgress', true] });
      states[1]!.phase = 'download';
      states[1]!.updated_at = '2026-01-01T00:00:50Z';
      expect(decideRollout(timed(0, false), states, at(109)).timedOut).to.deep.equal([]);
      const d = decideRollout(timed(0, false), states, at(110));
      expect(d.phase).to.equal('Failed');
      expect(d.timedOut).to.deep.equal([
        {
          device_id: 'b',
          rollback: false,
          message: 'no report for 60 s during download',
          last_report_at: '2026-01-01T00:00:50Z',
        },
      ]);
    });

    it('a device not yet released has no deadline', () => {
      const d = decideRollout(
        spec({ strategy: 'batched', batchSize: 1, deviceTimeoutSeconds: 60 }),
        targets({ a: ['Succeeded', true], b: ['Waiting', false] }),
        at(3600),
      );
      expect(d.timedOut).to.deep.equal([]);
      expect(d).to.not.have.property('nextDeadlineInMs');
    });

    it('a timed-out decision, once recorded, stays failed whatever the clock says', () => {
      const recorded = targets({ a: ['Succeeded', true], b: ['Failed', true] });
      recorded[1]!.message = 'no report within 60 s';
      for (const seconds of [0, 61, 3600]) {
        const d = decideRollout(timed(0, false), recorded, at(seconds));
        expect(d.phase).to.equal('Failed');
        expect(d.timedOut).to.deep.equal([]);
      }
    });
  });
});
