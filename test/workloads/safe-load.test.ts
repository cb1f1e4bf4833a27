import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect } from 'chai';
import { REPO, workloadPython } from './harness.js';

const run = promisify(execFile);

/**
 * The workloads load .pt files with torch.load(weights_only=True) and an allow-list of layer and
 * model classes (workloads/common/safe_load.py): an Ultralytics model loads, a pickle that would
 * run a command does not, and a resumed trainer treats such a checkpoint as unreadable.
 */
describe('workloads load checkpoints and weights with weights_only=True', function () {
  this.timeout(300_000);
  let dir: string;
  before(() => {
    dir = mkdtempSync(join(tmpdir(), 'edge-vision-safe-load-'));
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('loads an Ultralytics model checkpoint, refuses one that would run a command', async () => {
    const marker = join(dir, 'pwned');
    const script = `
import os, sys
import numpy as np
import torch
from ultralytics import YOLO
from workloads.common import safe_load
from workloads.trainer.checkpoint import prepare_resume

d = sys.argv[1]
model = YOLO("yolov8n.yaml").model
torch.save({"model": model, "optimizer": {"state": {}}, "train_args": {"epochs": 3},
            "train_metrics": {"fitness": np.float64(0.5)}}, f"{d}/good.pt")
print("good", type(safe_load.load(f"{d}/good.pt", map_location="cpu")["model"]).__name__)

safe_load.install()
import ultralytics.nn.tasks
ckpt, _ = ultralytics.nn.tasks.torch_safe_load(f"{d}/good.pt")
print("ultralytics", type(ckpt["model"]).__name__)

class Evil:
    def __reduce__(self):
        return (os.system, (f"touch {d}/pwned",))

torch.save({"model": Evil(), "optimizer": {}, "train_args": {"epochs": 3}, "epoch": 0}, f"{d}/evil.pt")
try:
    safe_load.load(f"{d}/evil.pt")
    print("evil loaded")
except Exception as err:
    print("evil refused", type(err).__name__)
try:
    ultralytics.nn.tasks.torch_safe_load(f"{d}/evil.pt")
    print("ultralytics loaded evil")
except Exception as err:
    print("ultralytics refused evil", type(err).__name__)
print("resume", prepare_resume(__import__("pathlib").Path(f"{d}/evil.pt"), {}, 3))
`;
    const { stdout } = await run(await workloadPython(), ['-c', script, dir], {
      cwd: REPO,
      env: { ...process.env, PYTHONPATH: REPO, YOLO_OFFLINE: '1' },
      maxBuffer: 16 * 1024 * 1024,
    });
    const lines = stdout.split('\n');
    expect(lines).to.include('good DetectionModel');
    expect(lines).to.include('ultralytics DetectionModel');
    expect(lines).to.include('evil refused UnpicklingError');
    expect(lines.some((l) => l.startsWith('ultralytics refused evil'))).to.equal(true);
    expect(lines).to.include('resume None');
    expect(existsSync(marker), 'the pickled command never ran').to.equal(false);
  });
});
