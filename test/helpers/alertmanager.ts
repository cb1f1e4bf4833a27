/**
 * A real Alertmanager (v0.31.1, built by scripts/install-servers.sh) on 127.0.0.1, configured
 * with webhook receivers for the platform's `/api/webhooks/alertmanager`.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stringify } from 'yaml';
import { serverBinary } from '../../scripts/stack/binaries.js';
import { freePort, httpOk, startProcess, waitUntil, type ManagedProcess } from '../../scripts/stack/process.js';

export interface ReceiverOptions {
  /** The webhook receiver's URL, e.g. http://127.0.0.1:1234/api/webhooks/alertmanager */
  webhookUrl: string;
  /** Sent as `Authorization: Bearer <token>`. */
  token: string;
  /** How often an unchanged firing group is notified again (default 1h: only on change). */
  repeatInterval?: string;
}

/** alertmanager.yml as an object: at least a route and its receivers. */
export interface AlertmanagerConfig {
  route: Record<string, unknown>;
  receivers: Record<string, unknown>[];
  [section: string]: unknown;
}

/** An alertmanager.yml with one route and one webhook receiver, notifying within a second. */
export function webhookConfig(options: ReceiverOptions): AlertmanagerConfig {
  return {
    route: {
      receiver: 'edge-vision',
      // Every alert is a group of its own, so each one is notified as soon as it changes.
      group_by: ['...'],
      group_wait: '100ms',
      group_interval: '500ms',
      repeat_interval: options.repeatInterval ?? '1h',
    },
    receivers: [
      {
        name: 'edge-vision',
        webhook_configs: [
          {
            url: options.webhookUrl,
            send_resolved: true,
            http_config: { authorization: { type: 'Bearer', credentials: options.token } },
          },
        ],
      },
    ],
  };
}

/** An alert as Alertmanager's v2 API takes it (`POST /api/v2/alerts`). */
export interface PostableAlert {
  labels: Record<string, string>;
  annotations?: Record<string, string>;
  startsAt?: string;
  endsAt?: string;
  generatorURL?: string;
}

export interface RunningAlertmanager {
  url: string;
  process: ManagedProcess;
  /** Pushes alerts as Prometheus does; throws unless Alertmanager accepts them. */
  push(alerts: PostableAlert[]): Promise<void>;
  /** A counter from Alertmanager's own /metrics (summed over its labels). */
  metric(name: string, labelFilter?: string): Promise<number>;
  stop(): Promise<void>;
}

/** Alertmanager with this configuration. */
export async function startAlertmanager(config: AlertmanagerConfig): Promise<RunningAlertmanager> {
  const base = process.env.TEST_STACK_DIR ?? tmpdir();
  mkdirSync(base, { recursive: true });
  const dir = mkdtempSync(join(base, 'alertmanager-'));
  const configFile = join(dir, 'alertmanager.yml');
  writeFileSync(configFile, stringify(config), { mode: 0o600 });
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const binary = serverBinary('alertmanager');
  const alertmanager = startProcess(
    'alertmanager',
    binary,
    [
      `--config.file=${configFile}`,
      `--storage.path=${join(dir, 'data')}`,
      `--web.listen-address=127.0.0.1:${port}`,
      // No peers: an empty address turns clustering off.
      '--cluster.listen-address=',
      '--log.level=warn',
    ],
    { logFile: join(dir, 'alertmanager.log') },
  );
  await waitUntil('Alertmanager', () => httpOk(`${url}/-/ready`), { process: alertmanager });

  return {
    url,
    process: alertmanager,
    async push(alerts) {
      const response = await fetch(`${url}/api/v2/alerts`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(alerts),
      });
      if (!response.ok) throw new Error(`Alertmanager refused the alerts: ${response.status} ${await response.text()}`);
    },
    async metric(name, labelFilter = '') {
      const text = await (await fetch(`${url}/metrics`)).text();
      return text
        .split('\n')
        .filter((line) => line.startsWith(`${name}{`) || line.startsWith(`${name} `))
        .filter((line) => line.includes(labelFilter))
        .reduce((sum, line) => sum + Number(line.split(' ').pop()), 0);
    },
    async stop() {
      await alertmanager.stop();
      // Under `npm test` the folder stays with the other servers' logs (kept when a suite fails).
      if (!process.env.TEST_STACK_DIR) rmSync(dir, { recursive: true, force: true });
    },
  };
}
