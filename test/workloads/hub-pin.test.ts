import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { expect } from 'chai';
import { ConfigError, loadConfig } from '../../api/config.js';
import { privateApiEnv } from '../helpers/test-api.js';
import { REPO, workloadPython } from './harness.js';

const run = promisify(execFile);

/**
 * Hub checkpoints are pinned by SHA-256 (workloads/trainer/base_model.py): without a pin one is
 * refused before any download; a download whose bytes differ from the pin is deleted unread. The
 * hub itself is stood in for by replacing Ultralytics' download function (the test machine has no
 * route to it); everything else is the trainer's own code.
 */
describe('hub checkpoints are pinned by SHA-256', function () {
  this.timeout(120_000);

  it('refuses an unpinned one before downloading, deletes one with other bytes, accepts the pinned one', async () => {
    const bytes = 'pretend these are the weights';
    const pin = createHash('sha256').update(bytes).digest('hex');
    const script = `
import sys, tempfile
from pathlib import Path
import ultralytics.utils.downloads as downloads
from workloads.common.errors import WorkloadError
from workloads.trainer import base_model

content = sys.argv[1]
pin = sys.argv[2]
calls = []
def said(*words):
    print("result:", *words)
def fake_download(path, *args, **kwargs):
    calls.append(path)
    Path(path).write_text(content)
    return path
downloads.attempt_download_asset = fake_download
base_model._hub_reachable = lambda: True
work = Path(tempfile.mkdtemp())

def attempt(pinned):
    try:
        said("ok", Path(base_model.resolve("yolov8n.pt", None, work, pinned)).name)
    except WorkloadError as err:
        said("refused", err.reason, "|", err)

attempt(None)
said("downloads", len(calls))
attempt("0" * 64)
said("left", (work / "yolov8n.pt").exists())
attempt(pin)
`;
    const { stdout } = await run(await workloadPython(), ['-c', script, bytes, pin], {
      cwd: REPO,
      env: { ...process.env, PYTHONPATH: REPO, YOLO_OFFLINE: '1' },
    });
    // Only the script's own lines: Ultralytics prints its settings file's creation on a fresh machine.
    const lines = stdout
      .split('\n')
      .filter((line) => line.startsWith('result: '))
      .map((line) => line.slice('result: '.length));
    expect(lines[0]).to.match(/^refused BaseModelUnavailable \| yolov8n\.pt has no pinned SHA-256/);
    expect(lines[1], 'no download without a pin').to.equal('downloads 0');
    expect(lines[2]).to.match(new RegExp(`^refused BaseModelUnavailable \\| .*SHA-256 ${pin}, not the pinned 0{64}`));
    expect(lines[3], 'the mismatching download is deleted').to.equal('left False');
    expect(lines[4]).to.equal('ok yolov8n.pt');
  });

  it('the API reads the pins from WORKLOAD_HUB_SHA256 (the chart value) and refuses a malformed one at start', () => {
    const hex = 'ab'.repeat(32);
    const config = loadConfig({
      ...privateApiEnv(),
      WORKLOAD_HUB_SHA256: `yolov8n.pt=${hex}, yolo11n.pt=${'cd'.repeat(32)}`,
    });
    expect(config.WORKLOAD_HUB_SHA256).to.deep.equal({ 'yolov8n.pt': hex, 'yolo11n.pt': 'cd'.repeat(32) });
    expect(loadConfig(privateApiEnv()).WORKLOAD_HUB_SHA256).to.deep.equal({});
    for (const bad of ['yolov8n.pt', `yolov8n.pt=${hex.slice(1)}`, `../x.pt=${hex}`, `yolov8n.yaml=${hex}`]) {
      expect(() => loadConfig({ ...privateApiEnv(), WORKLOAD_HUB_SHA256: bad }), bad).to.throw(
        ConfigError,
        /WORKLOAD_HUB_SHA256/,
      );
    }
  });
});
