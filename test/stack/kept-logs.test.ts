import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { expect } from 'chai';
import { keepOnlyLogs, removeOldRuns } from '../../scripts/stack/kept-logs.js';

function files(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .sort();
}

describe("a failed suite run's kept folder", () => {
  let root: string;
  beforeEach(() => (root = mkdtempSync(join(tmpdir(), 'kept-logs-'))));
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it("keeps the servers' logs and drops their data", () => {
    const put = (path: string) => {
      mkdirSync(join(root, path, '..'), { recursive: true });
      writeFileSync(join(root, path), 'x');
    };
    for (const path of [
      'logs/mongod-1.log',
      'logs/minio.log',
      'logs/operator-replica-1.txt',
      'mongodb/collection-0.wt',
      'minio/bucket/object/xl.meta',
      'real-node/node/logs/kubelet.log',
      'real-node/node/kubelet-config.yaml',
      'api-123.log',
    ])
      put(path);
    keepOnlyLogs(root);
    expect(files(root)).to.deep.equal([
      'api-123.log',
      'logs/minio.log',
      'logs/mongod-1.log',
      'logs/operator-replica-1.txt',
      'real-node/node/logs/kubelet.log',
    ]);
    expect(readdirSync(root).sort()).to.deep.equal(['api-123.log', 'logs', 'real-node']);
  });

  it('is removed by a run a day later, and a younger one stays', () => {
    const old = join(root, 'edge-vision-test-old');
    const young = join(root, 'edge-vision-test-young');
    const other = join(root, 'something-else');
    for (const dir of [old, young, other]) mkdirSync(dir);
    const twoDaysAgo = (Date.now() - 2 * 24 * 3600_000) / 1000;
    utimesSync(old, twoDaysAgo, twoDaysAgo);
    utimesSync(other, twoDaysAgo, twoDaysAgo);
    expect(removeOldRuns(root, 'edge-vision-test-', 24 * 3600_000)).to.deep.equal([old]);
    expect(readdirSync(root).sort()).to.deep.equal(['edge-vision-test-young', 'something-else']);
  });
});
