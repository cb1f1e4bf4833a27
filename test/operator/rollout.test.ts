import { expect } from 'chai';
import type { DeploymentJobSpec } from '../../crds/types.js';
import { decideRollout } from '../../operator/controllers/deployment-job/rollout.js';
import type { DeploymentTarget } from '../../operator/runtime/api-client.js';

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
    message: null,
    updated_at: '2026-01-01T00:00:00Z',
  }));
  for (const [id, state] of Object.entries(rollback)) {
    list.push({
      device_id: id,
      rollback: true,
      released: true,
      state,
      phase: null,
      message: null,
      updated_at: '2026-01-01T00:00:00Z',
    });
  }
  return list;
}

describe('deployment rollout decisions (pure)', () => {
  it('releases every device at once with strategy all', () => {
    const d = decideRollout(spec({ strategy: 'all' }), targets({ a: ['Waiting', false], b: ['Waiting', false] }));
    expect(d).to.include({ phase: 'Running', progress: 0 });
    expect(d.release).to.deep.equal(['a', 'b']);
  });

  it('releases batches one after another, only when the released ones have finished', () => {
    const batched = spec({ strategy: 'batched', batchSize: 2, maxUnavailable: 1 });
    const first = decideRollout(
      batched,
      targets({ a: ['Waiting', false], b: ['Waiting', false], c: ['Waiting', false] }),
    );
    expect(first.release).to.deep.equal(['a', 'b']);
    const busy = decideRollout(
      batched,
      targets({ a: ['Succeeded', true], b: ['InProgress', true], c: ['Waiting', false] }),
    );
    expect(busy.release).to.deep.equal([]);
    expect(busy.progress).to.be.closeTo(1 / 3, 1e-9);
    const next = decideRollout(
      batched,
      targets({ a: ['Succeeded', true], b: ['Failed', true], c: ['Waiting', false] }),
    );
    expect(next).to.include({ phase: 'Running' });
    expect(next.release).to.deep.equal(['c']);
  });

  it('succeeds when every device is healthy', () => {
    const d = decideRollout(spec({ strategy: 'all' }), targets({ a: ['Succeeded', true], b: ['Succeeded', true] }));
    expect(d).to.include({ phase: 'Succeeded', progress: 1 });
  });

  it('fails past maxUnavailable without rollback, and rolls back the touched devices with it', () => {
    const states = targets({ a: ['Succeeded', true], b: ['Failed', true], c: ['Waiting', false] });
    expect(decideRollout(spec({ strategy: 'all' }, false), states)).to.include({ phase: 'Failed' });
    const rolling = decideRollout(spec({ strategy: 'all' }, true), states);
    expect(rolling.phase).to.equal('Running');
    expect(rolling.rollback).to.deep.equal(['a', 'b']);
    const waiting = decideRollout(
      spec({ strategy: 'all' }),
      targets({ a: ['Succeeded', true], b: ['Failed', true] }, { a: 'InProgress', b: 'Waiting' }),
    );
    expect(waiting).to.include({ phase: 'Running' });
    expect(waiting.rollback).to.deep.equal([]);
    const done = decideRollout(
      spec({ strategy: 'all' }),
      targets({ a: ['Succeeded', true], b: ['Failed', true] }, { a: 'RolledBack', b: 'RolledBack' }),
    );
    expect(done.phase).to.equal('RolledBack');
  });

  it('fails when no device matches', () => {
    expect(decideRollout(spec({ strategy: 'all' }), []).phase).to.equal('Failed');
  });
});
