import { expect } from 'chai';
import type { DeploymentTarget } from '../../contracts/operator-contract.js';
import type { DeploymentJobSpec } from '../../contracts/custom-resources.js';
import {
  deploymentStatus,
  MAX_DEVICES_IN_STATUS,
  rolloutEvents,
} from '../../operator/controllers/deployment-job/deployment-status.js';
import { decideRollout } from '../../operator/controllers/deployment-job/rollout.js';

const now = new Date('2026-01-01T01:00:00Z');
const spec: DeploymentJobSpec = {
  organizationId: 1,
  exportArtifact: { modelVersionId: 1, format: 'onnx' },
  targets: { deviceIds: ['a', 'b'] },
  rollout: { deviceTimeoutSeconds: 60 },
};

function target(id: string, state: DeploymentTarget['state'], more: Partial<DeploymentTarget> = {}): DeploymentTarget {
  return {
    device_id: id,
    rollback: false,
    released: state !== 'Waiting',
    state,
    phase: null,
    progress: null,
    message: null,
    released_at: state !== 'Waiting' ? '2026-01-01T00:59:30Z' : null,
    updated_at: '2026-01-01T00:59:30Z',
    ...more,
  };
}

function statusOf(targets: DeploymentTarget[], previous?: ReturnType<typeof deploymentStatus>, at = now) {
  const decision = decideRollout(spec, targets, at);
  return deploymentStatus({ previous, decision, targets, generation: 3, recordId: 7, now: at });
}

describe('deployment status (pure)', () => {
  it('is Ready only once every device succeeded, False when the rollout failed, Unknown meanwhile', () => {
    const ready = (s: ReturnType<typeof deploymentStatus>) => s.conditions?.find((c) => c.type === 'Ready');
    const running = statusOf([target('a', 'Succeeded'), target('b', 'InProgress')]);
    expect(running).to.include({ phase: 'Running', progress: 0.5, recordId: 7, observedGeneration: 3, targetCount: 2 });
    expect(ready(running)).to.include({ status: 'Unknown', reason: 'Running' });
    expect(ready(statusOf([target('a', 'Succeeded'), target('b', 'Succeeded')]))).to.include({
      status: 'True',
      reason: 'Succeeded',
    });
    const failed = deploymentStatus({
      previous: undefined,
      decision: decideRollout({ ...spec, rollbackOnFailure: false }, [target('a', 'Failed'), target('b', 'Waiting')]),
      targets: [target('a', 'Failed'), target('b', 'Waiting')],
      generation: 3,
      recordId: 7,
      now,
    });
    expect(ready(failed)).to.include({ status: 'False', reason: 'Failed' });
  });

  it('keeps the Ready transition time while the phase stays, and moves it when the phase changes', () => {
    const first = statusOf([target('a', 'InProgress'), target('b', 'InProgress')]);
    const later = new Date(now.getTime() + 10_000);
    const same = statusOf([target('a', 'Succeeded'), target('b', 'InProgress')], first, later);
    const readyAt = (s: typeof first) => s.conditions?.find((c) => c.type === 'Ready')?.lastTransitionTime;
    expect(readyAt(same)).to.equal(readyAt(first));
    const done = statusOf([target('a', 'Succeeded'), target('b', 'Succeeded')], same, later);
    expect(readyAt(done)).to.equal(later.toISOString());
  });

  it('shows a device the rollout timed out as Failed with the reason, before the API lists it so', () => {
    const silent = target('b', 'Waiting', { released: true, released_at: '2026-01-01T00:58:00Z' });
    const status = statusOf([target('a', 'Succeeded'), silent]);
    expect(status.devices?.find((d) => d.deviceId === 'b')).to.include({
      state: 'Failed',
      message: 'no report within 60 s',
    });
  });

  it('shows a finished rollback as RolledBack and counts only the forward targets', () => {
    const status = statusOf([
      target('a', 'Failed'),
      target('b', 'Succeeded'),
      target('a', 'Succeeded', { rollback: true }),
      target('b', 'Succeeded', { rollback: true }),
    ]);
    expect(status.phase).to.equal('RolledBack');
    expect(status.targetCount).to.equal(2);
    expect(status.devices?.filter((d) => d.state === 'RolledBack').map((d) => d.deviceId)).to.deep.equal(['a', 'b']);
  });

  it(`lists at most ${MAX_DEVICES_IN_STATUS} devices but counts them all`, () => {
    const many = Array.from({ length: 250 }, (_, i) => target(`d${i}`, 'Succeeded'));
    const status = statusOf(many);
    expect(status.devices).to.have.length(MAX_DEVICES_IN_STATUS);
    expect(status.targetCount).to.equal(250);
  });
});

describe('deployment events (pure)', () => {
  it('names the devices handed the model or its rollback, and the outcome once', () => {
    const released = decideRollout(spec, [target('a', 'Waiting'), target('b', 'Waiting')], now);
    expect(rolloutEvents(undefined, released)).to.deep.equal([
      { type: 'Normal', reason: 'DevicesReleased', message: 'Released the model to 2 device(s): a, b' },
    ]);
    const failing = decideRollout(spec, [target('a', 'Failed'), target('b', 'Succeeded')], now);
    expect(rolloutEvents({ phase: 'Running' }, failing)).to.deep.equal([
      { type: 'Warning', reason: 'RollingBack', message: 'Rolling back 2 device(s): a, b' },
    ]);
    const succeeded = decideRollout(spec, [target('a', 'Succeeded'), target('b', 'Succeeded')], now);
    expect(rolloutEvents({ phase: 'Running' }, succeeded)).to.deep.equal([
      { type: 'Normal', reason: 'Succeeded', message: '2 device(s) updated' },
    ]);
    expect(rolloutEvents({ phase: 'Succeeded' }, succeeded)).to.deep.equal([]);
  });

  it('shortens a long device list in the message', () => {
    const waiting = Array.from({ length: 12 }, (_, i) => target(`d${i}`, 'Waiting'));
    const [event] = rolloutEvents(undefined, decideRollout(spec, waiting, now));
    expect(event?.message).to.equal(
      'Released the model to 12 device(s): d0, d1, d2, d3, d4, d5, d6, d7, d8, d9 and 2 more',
    );
  });
});
