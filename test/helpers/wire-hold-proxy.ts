import { connect, createServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { BSON, type Document } from 'mongodb';

/** A command as the proxy reads it off the MongoDB wire. */
export interface WireCommand {
  /** The command's name, e.g. `insert`. */
  name: string;
  /** Its first value: the collection for CRUD commands. */
  target: unknown;
  /** Documents of an insert, from the body or a document sequence. */
  documents: Document[];
}

export interface WireHoldProxy {
  /** A connection string for the proxy, standing in for the database's. */
  uri: string;
  /**
   * The next command that `matches` is never sent on (nor anything after it on its connection):
   * the caller waits for an answer that does not come. Resolves once such a command arrived.
   */
  holdNext(matches: (command: WireCommand) => boolean): Promise<WireCommand>;
  /** Sends the held commands on after all, and whatever their connections queued behind them. */
  release(): void;
  close(): Promise<void>;
}

const OP_MSG = 2013;

/** Reads an OP_MSG frame's command: its body (section 0) and any document sequences (section 1). */
function readCommand(frame: Buffer): WireCommand | null {
  if (frame.readInt32LE(12) !== OP_MSG) return null;
  let offset = 20;
  let body: Document | null = null;
  const documents: Document[] = [];
  const flags = frame.readUInt32LE(16);
  const end = flags & 1 ? frame.length - 4 : frame.length;
  while (offset < end) {
    const kind = frame[offset]!;
    offset += 1;
    if (kind === 0) {
      const size = frame.readInt32LE(offset);
      body = BSON.deserialize(frame.subarray(offset, offset + size));
      offset += size;
    } else {
      const size = frame.readInt32LE(offset);
      const sectionEnd = offset + size;
      let cursor = frame.indexOf(0, offset + 4) + 1;
      while (cursor < sectionEnd) {
        const docSize = frame.readInt32LE(cursor);
        documents.push(BSON.deserialize(frame.subarray(cursor, cursor + docSize)));
        cursor += docSize;
      }
      offset = sectionEnd;
    }
  }
  if (!body) return null;
  const name = Object.keys(body)[0] ?? '';
  if (Array.isArray(body.documents)) documents.push(...(body.documents as Document[]));
  return { name, target: body[name], documents };
}

/**
 * A TCP proxy in front of the database that reads the commands going to it, so a test can stop
 * an API process at a known step: right after one write reached the database and before the next
 * one does (then kill it there).
 */
export async function startWireHoldProxy(databaseUri: string): Promise<WireHoldProxy> {
  const target = new URL(databaseUri.replace(/^mongodb:/, 'http:'));
  const holds: { matches: (c: WireCommand) => boolean; resolve: (c: WireCommand) => void }[] = [];
  const sockets = new Set<Socket>();
  const resumes = new Set<() => void>();

  const server = createServer((client) => {
    const upstream = connect(Number(target.port), target.hostname);
    sockets.add(client).add(upstream);
    let pending = Buffer.alloc(0);
    let held = false;
    upstream.pipe(client);
    const forward = () => {
      while (!held && pending.length >= 4 && pending.length >= pending.readInt32LE(0)) {
        const size = pending.readInt32LE(0);
        const frame = pending.subarray(0, size);
        pending = pending.subarray(size);
        const command = holds.length > 0 ? readCommand(frame) : null;
        const hold = command ? holds.findIndex((h) => h.matches(command)) : -1;
        if (hold === -1) {
          upstream.write(frame);
          continue;
        }
        held = true;
        const resume = () => {
          resumes.delete(resume);
          held = false;
          upstream.write(frame);
          forward();
        };
        resumes.add(resume);
        const [{ resolve }] = holds.splice(hold, 1) as [(typeof holds)[number]];
        resolve(command!);
      }
    };
    client.on('data', (chunk: Buffer) => {
      pending = Buffer.concat([pending, chunk]);
      forward();
    });
    const close = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('close', close).on('error', close);
    upstream.on('close', close).on('error', close);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    // Direct: a replica set's member would otherwise name its own address for the driver to use,
    // and the commands would bypass the proxy.
    uri: `mongodb://127.0.0.1:${port}/?directConnection=true`,
    holdNext: (matches) => new Promise((resolve) => holds.push({ matches, resolve })),
    release: () => [...resumes].forEach((resume) => resume()),
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
