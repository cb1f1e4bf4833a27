import { expect } from 'chai';
import { LeaderElector } from '../../operator/runtime/leader-election.js';
import { WorkQueue } from '../../operator/runtime/work-queue.js';
import { eventually } from '../helpers/eventually.js';
import { startTestCluster, type TestCluster } from '../helpers/kube.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('the operator Lease handed over by a stopping leader', function () {
  this.timeout(60_000);
  let cluster: TestCluster;
  let namespace: string;

  before(async () => {
    cluster = await startTestCluster();
    namespace = await cluster.namespace();
  });

  it("is handed back only after the leader's running reconciles ended, so no two replicas act at once", async () => {
    const timeline: string[] = [];
    // The leader's queue is in the middle of a reconcile that takes 1.5 s when it is told to stop.
    const queue = new WorkQueue(async () => {
      timeline.push('leader reconcile started');
      await sleep(1500);
      timeline.push('leader reconcile ended');
    });
    const elector = (identity: string, onStarted: () => void, onStopped: () => Promise<void>) =>
      new LeaderElector(cluster.kubeConfig, {
        namespace,
        name: 'edge-vision-operator',
        identity,
        // Far longer than the test: the follower can take over only because the lease is handed back.
        leaseDurationS: 60,
        renewEveryMs: 100,
        onStartedLeading: onStarted,
        onStoppedLeading: onStopped,
      });
    const leader = elector(
      'leader',
      () => undefined,
      async () => {
        queue.stop();
        await queue.idle();
      },
    );
    leader.start();
    await eventually('the first replica to lead', async () => leader.isLeader, 10_000, 50);
    const follower = elector(
      'follower',
      () => timeline.push('follower leads'),
      async () => undefined,
    );
    follower.start();
    try {
      await sleep(500);
      expect(follower.isLeader).to.equal(false);
      queue.add('TrainingJob|ns|job');
      await eventually('the reconcile to start', async () => timeline.length > 0, 5000, 10);
      const stopped = Date.now();
      await leader.stop();
      await eventually('the follower to lead', async () => follower.isLeader, 10_000, 50);
      expect(timeline).to.deep.equal(['leader reconcile started', 'leader reconcile ended', 'follower leads']);
      expect(Date.now() - stopped, 'taken over long before the 60 s lease expired').to.be.lessThan(15_000);
    } finally {
      await follower.stop();
    }
  });
});
