import { createHash } from 'node:crypto';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';

/** The Linux architectures the agent is built for, as Node names them (`uname -m`: x86_64, aarch64). */
export const AGENT_ARCHES = ['x64', 'arm64'] as const;
export type AgentArch = (typeof AGENT_ARCHES)[number];

export interface AgentBundle {
  arch: AgentArch;
  file: string;
  sha256: string;
  /** Bytes, sent as Content-Length. */
  size: number;
}

/**
 * The agent archives this API serves to devices (scripts/agent-bundle/build.ts names them), with
 * their SHA-256, which the setup script checks before it unpacks one. Hashed once, on first use:
 * the files do not change while the process runs. An architecture without an archive is left out.
 */
export class AgentBundles {
  private found: Promise<Map<AgentArch, AgentBundle>> | undefined;

  constructor(private readonly dir: string) {}

  all(): Promise<Map<AgentArch, AgentBundle>> {
    this.found ??= this.scan().catch((err: unknown) => {
      this.found = undefined;
      throw err;
    });
    return this.found;
  }

  async get(arch: AgentArch): Promise<AgentBundle | undefined> {
    return (await this.all()).get(arch);
  }

  private async scan(): Promise<Map<AgentArch, AgentBundle>> {
    const bundles = new Map<AgentArch, AgentBundle>();
    for (const arch of AGENT_ARCHES) {
      const file = resolve(this.dir, `edge-agent-linux-${arch}.tar.gz`);
      if (existsSync(file)) bundles.set(arch, { arch, file, sha256: await sha256(file), size: statSync(file).size });
    }
    return bundles;
  }
}

function sha256(file: string): Promise<string> {
  return new Promise((done, fail) => {
    const hash = createHash('sha256');
    createReadStream(file)
      .on('data', (chunk) => hash.update(chunk))
      .on('error', fail)
      .on('end', () => done(hash.digest('hex')));
  });
}
