import { expect } from 'chai';
import { RolloutActivity } from '../../../api/modules/deployments/rollout-activity.js';

/** A probe the test answers by hand, counting how often the database would be asked. */
function controllableProbe() {
  const calls: Array<{ organizationId: number; answer: (active: boolean) => void }> = [];
  const probe = (organizationId: number) =>
    new Promise<boolean>((resolve) => calls.push({ organizationId, answer: resolve }));
  return { calls, probe };
}

describe('rollout activity (which check-ins look for pending deployments)', () => {
  let clock = 0;
  const now = () => clock;

  beforeEach(() => {
    clock = 1_000_000;
  });

  it('asks once for many concurrent check-ins and trusts a quiet answer until it expires', async () => {
    const { calls, probe } = controllableProbe();
    const activity = new RolloutActivity(probe, 5000, now);
    const concurrent = [activity.isActive(7), activity.isActive(7), activity.isActive(7)];
    expect(calls).to.have.length(1);
    calls[0]!.answer(false);
    expect(await Promise.all(concurrent)).to.deep.equal([false, false, false]);

    clock += 4999;
    expect(await activity.isActive(7)).to.equal(false);
    expect(calls).to.have.length(1);

    clock += 1;
    const expired = activity.isActive(7);
    expect(calls).to.have.length(2);
    calls[1]!.answer(true);
    expect(await expired).to.equal(true);
  });

  it('keeps organizations apart', async () => {
    const { calls, probe } = controllableProbe();
    const activity = new RolloutActivity(probe, 5000, now);
    const a = activity.isActive(1);
    const b = activity.isActive(2);
    expect(calls.map((c) => c.organizationId)).to.deep.equal([1, 2]);
    calls[0]!.answer(true);
    calls[1]!.answer(false);
    expect([await a, await b]).to.deep.equal([true, false]);
  });

  it('a release forgets the quiet answer at once', async () => {
    const { calls, probe } = controllableProbe();
    const activity = new RolloutActivity(probe, 60_000, now);
    const first = activity.isActive(7);
    calls[0]!.answer(false);
    expect(await first).to.equal(false);

    activity.forget(7);
    const next = activity.isActive(7);
    expect(calls).to.have.length(2);
    calls[1]!.answer(true);
    expect(await next).to.equal(true);
  });

  it('a quiet answer read before a release is not remembered after it', async () => {
    const { calls, probe } = controllableProbe();
    const activity = new RolloutActivity(probe, 60_000, now);
    const racing = activity.isActive(7); // the probe reads before the release is written
    activity.forget(7); // the release
    calls[0]!.answer(false);
    expect(await racing).to.equal(false);

    const next = activity.isActive(7);
    expect(calls, 'the stale quiet answer must not be trusted').to.have.length(2);
    calls[1]!.answer(true);
    expect(await next).to.equal(true);
  });
});
