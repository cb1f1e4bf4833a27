import { expect } from 'chai';
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createConnection, createServer, type Server } from 'node:net';
import { join } from 'node:path';
import { startStack } from '../../scripts/stack/local-stack.js';
import { freePort } from '../../scripts/stack/process.js';
import { stackEnv } from '../helpers/stack-env.js';

function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port }, () => {
      socket.end();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
}

async function occupy(port: number): Promise<Server> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return server;
}

async function stackPorts() {
  return { mongo: await freePort(), s3: await freePort(), s3Console: await freePort(), dex: await freePort() };
}

describe("the local stack's start and stop (npm start, npm test)", function () {
  this.timeout(120_000);

  it('names the server and its setting when a fixed port is taken, and starts nothing', async () => {
    const ports = await stackPorts();
    const squatter = await occupy(ports.s3);
    try {
      const dir = mkdtempSync(join(stackEnv.dir, 'ports-'));
      const error = await startStack({ dir, users: [], ports }).then(
        () => null,
        (err: unknown) => err as Error,
      );
      expect(error?.message).to.equal(
        `Port ${ports.s3} for MinIO is already in use: stop the program using it, or set LOCAL_S3_PORT`,
      );
      expect(await listening(ports.mongo)).to.equal(false);
      expect(await listening(ports.dex)).to.equal(false);
    } finally {
      squatter.close();
    }
  });

  it('stops the servers that started when another fails, leaving no orphan behind', async () => {
    const ports = await stackPorts();
    const dir = mkdtempSync(join(stackEnv.dir, 'failed-'));
    // Dex cannot write its configuration where a file stands in for its folder.
    writeFileSync(join(dir, 'dex'), 'not a folder');
    const error = await startStack({ dir, users: [], ports }).then(
      () => null,
      (err: unknown) => err as Error,
    );
    expect(error?.message).to.match(/EEXIST|ENOTDIR/);
    expect(await listening(ports.mongo)).to.equal(false);
    expect(await listening(ports.s3)).to.equal(false);
  });

  it("keeps the database up through a program's shutdown when Ctrl-C signals the whole terminal group", async () => {
    const dir = mkdtempSync(join(stackEnv.dir, 'interrupt-'));
    const port = await freePort();
    // A process group of its own, like a terminal's foreground job.
    const program = spawn(
      process.execPath,
      ['--import', 'tsx', 'test/fixtures/stack/interrupted-program.ts', dir, String(port)],
      {
        detached: true,
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    let output = '';
    const exited = new Promise<number | null>((resolve) => program.on('exit', (code) => resolve(code)));
    await new Promise<void>((resolve, reject) => {
      program.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('ready')) resolve();
      });
      program.on('exit', () => reject(new Error(`the program exited before it was ready: ${output}`)));
    });
    process.kill(-program.pid!, 'SIGINT');
    expect(await exited).to.equal(0);
    expect(output).to.match(/wrote during shutdown in \d+ ms\nstopped\n/);
    expect(await listening(port)).to.equal(false);
  });
});
