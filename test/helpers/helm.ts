/**
 * Helm v3.21.4 (built by scripts/install-servers.sh) run against the repository's chart, and
 * its rendered manifests parsed into objects.
 */
import { execFile } from 'node:child_process';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseAllDocuments } from 'yaml';
import { serverBinary } from '../../scripts/stack/binaries.js';

export const CHART_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'helm', 'edge-vision');

export interface HelmResult {
  code: number;
  stdout: string;
  stderr: string;
}

export interface Manifest {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string>; annotations?: Record<string, string> };
  [field: string]: any;
}

let binary: string | undefined;

/** The pinned helm binary, built on first use (minutes on a cold cache). */
export function helmBinary(): string {
  binary ??= serverBinary('helm');
  return binary;
}

/** Runs helm with a private home, so no user repository or plugin setting leaks in. */
export function helm(...args: string[]): Promise<HelmResult> {
  const home = join(tmpdir(), 'edge-vision-helm');
  return new Promise((resolve) => {
    execFile(
      helmBinary(),
      args,
      {
        maxBuffer: 64 * 1024 * 1024,
        env: {
          ...process.env,
          HELM_CACHE_HOME: join(home, 'cache'),
          HELM_CONFIG_HOME: join(home, 'config'),
          HELM_DATA_HOME: join(home, 'data'),
        },
      },
      (err, stdout, stderr) =>
        resolve({ code: err ? (typeof err.code === 'number' ? err.code : 1) : 0, stdout, stderr }),
    );
  });
}

/** `helm template` of the chart; throws with helm's message when rendering fails. */
export async function renderChart(options: {
  release?: string;
  namespace: string;
  valuesFiles?: string[];
  set?: string[];
  includeCrds?: boolean;
}): Promise<{ text: string; manifests: Manifest[] }> {
  const args = ['template', options.release ?? 'vision', CHART_DIR, '--namespace', options.namespace];
  for (const file of options.valuesFiles ?? []) args.push('--values', file);
  for (const value of options.set ?? []) args.push('--set', value);
  if (options.includeCrds) args.push('--include-crds');
  const result = await helm(...args);
  if (result.code !== 0) throw new Error(`helm template failed: ${result.stderr}`);
  const manifests = parseAllDocuments(result.stdout)
    .map((doc) => doc.toJS() as Manifest | null)
    .filter((doc): doc is Manifest => doc !== null);
  return { text: result.stdout, manifests };
}

/** The one manifest of this kind and name (fails the lookup loudly when absent). */
export function find(manifests: Manifest[], kind: string, name: string): Manifest {
  const found = manifests.find((m) => m.kind === kind && m.metadata.name === name);
  if (!found)
    throw new Error(`no ${kind} ${name} among ${manifests.map((m) => `${m.kind}/${m.metadata.name}`).join(', ')}`);
  return found;
}
