import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect } from 'chai';
import { REPO, ReportSink, workloadPython } from './harness.js';

const run = promisify(execFile);

/**
 * The workloads' reporter (workloads/common/report.py): what reaches CALLBACK_URL is what the
 * job's progress bar shows, so it must never go back, even when a report made late (an epoch's,
 * sent after its checkpoint's upload) follows a heartbeat that carried the next epoch's batches.
 */
describe("the workloads' reporter", function () {
  this.timeout(120_000);
  const sink = new ReportSink();
  before(() => sink.start());
  after(() => sink.stop());

  it('never reports less progress than it already delivered, whatever order the reports come in', async () => {
    const { token, env } = sink.job();
    // An epoch ends at 0.33 and its report waits on a slow checkpoint upload (0.8 s); training
    // goes on to 0.43 meanwhile, and the heartbeat (every 0.2 s) delivers that first.
    const script = `
import time
from workloads.common.report import Reporter
r = Reporter("${env.CALLBACK_URL}", "${token}", heartbeat_s=0.2)
r.start_heartbeat()
r.set_state(0.1, "epoch 1")
time.sleep(0.5)
def late_epoch_report():
    time.sleep(0.8)
    return {"progress": 0.33, "message": "Epoch 1 done"}
r.post(late_epoch_report)
r.set_state(0.43, "epoch 2")
r.drain()
r.send({"progress": 1.0, "outcome": {"status": "succeeded"}})
r.stop_heartbeat()
`;
    await run(await workloadPython(), ['-c', script], { cwd: REPO, env: { ...process.env, PYTHONPATH: REPO } });
    const reports = sink.reports(token);
    const progress = reports.map((r) => r.progress ?? 0);
    expect(progress).to.deep.equal(
      [...progress].sort((a, b) => a - b),
      'progress never goes back',
    );
    // The late report still arrives, its epoch's message intact, after the 0.43 heartbeat.
    const late = reports.findIndex((r) => r.message === 'Epoch 1 done');
    expect(late).to.be.greaterThan(reports.findIndex((r) => r.progress === 0.43));
    expect(reports[late]!.progress).to.equal(0.43);
    expect(reports.at(-1)).to.include({ progress: 1 });
  });
});
