import { randomBytes } from 'node:crypto';

/** A container on a double's device, with the output it has written. */
export interface FakeContainer {
  id: string;
  name: string;
  image: string;
  command: string;
  created: number;
  state: 'created' | 'running' | 'exited';
  /** Started with a TTY: its logs come as one raw stream, not in frames. */
  tty: boolean;
  labels: Record<string, string>;
  output: { stream: 1 | 2; text: string; at: Date }[];
}

export type DockerAnswer = { status: number; body?: unknown } | { status: number; raw: Buffer; contentType: string };

const noSuchContainer = (ref: string): DockerAnswer => ({
  status: 404,
  body: { message: `No such container: ${ref}` },
});

/**
 * The part of the Docker Engine API (v1.41+) that Portainer forwards to an Edge Agent and the
 * platform uses: `GET /containers/json`, `GET /containers/{id}/logs`, and
 * `POST /containers/{id}/start|stop|restart`, with Docker's own answers: 204 done, 304 already in
 * that state, 404 `{"message": "No such container: ..."}`, and logs of a container without a TTY
 * as `application/vnd.docker.multiplexed-stream` frames (8-byte header: stream, 0, 0, 0, uint32
 * big-endian size). A container is named by its id, a unique id prefix or its name.
 */
export class DockerEngineDouble {
  readonly containers: FakeContainer[] = [];

  add(fields: Partial<FakeContainer> & { name: string }): FakeContainer {
    const container: FakeContainer = {
      id: randomBytes(32).toString('hex'),
      image: 'busybox:1.36',
      command: 'sh -c "while true; do date; sleep 1; done"',
      created: Math.floor(Date.now() / 1000) - 3600,
      state: 'running',
      tty: false,
      labels: {},
      output: [],
      ...fields,
    };
    this.containers.push(container);
    return container;
  }

  handle(method: string, path: string, query: URLSearchParams): DockerAnswer {
    if (method === 'GET' && path === '/containers/json') return this.list(query);
    const match = /^\/containers\/([^/]+)\/(logs|start|stop|restart)$/.exec(path);
    if (!match) return { status: 404, body: { message: 'page not found' } };
    const ref = decodeURIComponent(match[1]!);
    const container = this.find(ref);
    if (!container) return noSuchContainer(ref);
    const verb = match[2]!;
    if (verb === 'logs' && method === 'GET') return this.logs(container, query);
    if (method !== 'POST' || verb === 'logs') return { status: 405, body: { message: 'method not allowed' } };
    if (verb === 'start' || verb === 'stop') {
      const target = verb === 'start' ? 'running' : 'exited';
      if (container.state === target) return { status: 304 };
      container.state = target;
    } else {
      container.state = 'running';
    }
    container.output.push({ stream: 1, text: `${verb} by the engine`, at: new Date() });
    return { status: 204 };
  }

  private find(ref: string): FakeContainer | undefined {
    const byName = this.containers.find((c) => c.id === ref || c.name === ref.replace(/^\//, ''));
    if (byName) return byName;
    const byPrefix = this.containers.filter((c) => c.id.startsWith(ref));
    return byPrefix.length === 1 ? byPrefix[0] : undefined;
  }

  private list(query: URLSearchParams): DockerAnswer {
    const all = query.get('all') === '1' || query.get('all') === 'true';
    const body = this.containers
      .filter((c) => all || c.state === 'running')
      .map((c) => ({
        Id: c.id,
        Names: [`/${c.name}`],
        Image: c.image,
        ImageID: `sha256:${c.id.split('').reverse().join('')}`,
        Command: c.command,
        Created: c.created,
        Ports: [],
        Labels: c.labels,
        State: c.state,
        Status:
          c.state === 'running' ? 'Up About an hour' : c.state === 'exited' ? 'Exited (0) 5 minutes ago' : 'Created',
        HostConfig: { NetworkMode: 'bridge' },
        Mounts: [],
      }));
    return { status: 200, body };
  }

  private logs(container: FakeContainer, query: URLSearchParams): DockerAnswer {
    const flag = (name: string) => query.get(name) === '1' || query.get(name) === 'true';
    if (!flag('stdout') && !flag('stderr')) {
      return { status: 400, body: { message: 'Bad parameters: you must choose at least one stream' } };
    }
    const since = Number(query.get('since') ?? 0);
    const tail = query.get('tail');
    let lines = container.output.filter(
      (line) => (line.stream === 1 ? flag('stdout') : flag('stderr')) && line.at.getTime() / 1000 >= since,
    );
    if (tail && tail !== 'all') lines = lines.slice(-Number(tail) || lines.length);
    const texts = lines.map((line) => ({
      stream: line.stream,
      text: `${flag('timestamps') ? `${line.at.toISOString().replace('Z', '000000Z')} ` : ''}${line.text}\n`,
    }));
    if (container.tty) {
      return {
        status: 200,
        raw: Buffer.from(texts.map((t) => t.text).join('')),
        contentType: 'application/vnd.docker.raw-stream',
      };
    }
    // Docker frames each write; a long line arrives in two frames, as a program's partial writes do.
    const frames = texts.flatMap(({ stream, text }) => {
      const bytes = Buffer.from(text);
      const cut = bytes.length > 40 ? 20 : bytes.length;
      return [bytes.subarray(0, cut), bytes.subarray(cut)]
        .filter((part) => part.length > 0)
        .map((part) => {
          const header = Buffer.alloc(8);
          header[0] = stream;
          header.writeUInt32BE(part.length, 4);
          return Buffer.concat([header, part]);
        });
    });
    return { status: 200, raw: Buffer.concat(frames), contentType: 'application/vnd.docker.multiplexed-stream' };
  }
}
