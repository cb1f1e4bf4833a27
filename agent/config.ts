import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

/**
 * The agent's settings: a JSON file (AGENT_CONFIG, default /etc/edge-vision-agent/config.json)
 * with environment variables on top, so a container or a systemd unit can override one value
 * without rewriting the file. Invalid settings stop the agent at start with the field named.
 */
const numberish = z.coerce.number();

export const agentConfig = z.object({
  api_url: z
    .string()
    .url()
    .transform((u) => u.replace(/\/$/, '')),
  key_file: z.string().min(1),
  state_dir: z.string().min(1),
  checkin_interval_s: numberish.min(1).max(3600).default(30),
  checkin_jitter: numberish.min(0).max(0.5).default(0.1),
  backoff_base_ms: numberish.min(10).default(1000),
  backoff_max_ms: numberish.min(10).default(60_000),
  request_timeout_ms: numberish.min(100).default(15_000),
  /** Cap on artifact download speed for metered links (null: as fast as the link goes). */
  download_rate_bytes_s: numberish.positive().nullable().default(null),
  frames: z
    .object({
      /** A folder, or a folder plus a file pattern such as /data/cam/*.jpg. */
      source: z.string().min(1),
      fps: numberish.positive().max(120).default(1),
      /** Keep frames after processing (default: delete each once handled, as a camera spool). */
      keep: z.boolean().default(false),
    })
    .nullable()
    .default(null),
  detection: z
    .object({
      confidence: numberish.min(0).max(1).default(0.25),
      iou: numberish.min(0).max(1).default(0.45),
    })
    .default({ confidence: 0.25, iou: 0.45 }),
  upload: z
    .object({
      every_s: numberish.positive().nullable().default(null),
      classes: z.array(z.string().min(1)).default([]),
      uncertain: z
        .tuple([numberish.min(0).max(1), numberish.min(0).max(1)])
        .nullable()
        .default(null),
      project_id: numberish.int().positive().nullable().default(null),
    })
    .default({ every_s: null, classes: [], uncertain: null, project_id: null }),
  queue: z
    .object({
      dir: z.string().min(1).nullable().default(null),
      budget_bytes: numberish
        .int()
        .positive()
        .default(512 * 1024 * 1024),
    })
    .default({ dir: null, budget_bytes: 512 * 1024 * 1024 }),
});

export type AgentConfig = z.output<typeof agentConfig>;

const ENV: Array<[string, string[]]> = [
  ['AGENT_API_URL', ['api_url']],
  ['AGENT_KEY_FILE', ['key_file']],
  ['AGENT_STATE_DIR', ['state_dir']],
  ['AGENT_CHECKIN_INTERVAL_S', ['checkin_interval_s']],
  ['AGENT_BACKOFF_BASE_MS', ['backoff_base_ms']],
  ['AGENT_BACKOFF_MAX_MS', ['backoff_max_ms']],
  ['AGENT_DOWNLOAD_RATE_BYTES_S', ['download_rate_bytes_s']],
  ['AGENT_FRAME_SOURCE', ['frames', 'source']],
  ['AGENT_FPS', ['frames', 'fps']],
  ['AGENT_UPLOAD_EVERY_S', ['upload', 'every_s']],
  ['AGENT_UPLOAD_CLASSES', ['upload', 'classes']],
  ['AGENT_UPLOAD_UNCERTAIN', ['upload', 'uncertain']],
  ['AGENT_UPLOAD_PROJECT_ID', ['upload', 'project_id']],
  ['AGENT_QUEUE_DIR', ['queue', 'dir']],
  ['AGENT_QUEUE_BUDGET_BYTES', ['queue', 'budget_bytes']],
];

function setPath(target: Record<string, unknown>, path: string[], value: unknown): void {
  let node = target;
  for (const key of path.slice(0, -1)) {
    if (typeof node[key] !== 'object' || node[key] === null) node[key] = {};
    node = node[key] as Record<string, unknown>;
  }
  node[path[path.length - 1]!] = value;
}

function envValue(name: string, raw: string): unknown {
  if (name === 'AGENT_UPLOAD_CLASSES')
    return raw
      .split(',')
      .map((c) => c.trim())
      .filter(Boolean);
  if (name === 'AGENT_UPLOAD_UNCERTAIN') return raw.split(',').map(Number);
  return raw;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AgentConfig {
  const file = env.AGENT_CONFIG ?? '/etc/edge-vision-agent/config.json';
  const raw: Record<string, unknown> = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  for (const [name, path] of ENV) {
    const value = env[name];
    if (value !== undefined && value !== '') setPath(raw, path, envValue(name, value));
  }
  const parsed = agentConfig.safeParse(raw);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ');
    throw new Error(`invalid agent configuration (${file} and AGENT_* variables): ${problems}`);
  }
  return parsed.data;
}

/** Where the agent keeps its files under state_dir. */
export function statePaths(config: AgentConfig) {
  return {
    models: join(config.state_dir, 'models'),
    downloads: join(config.state_dir, 'downloads'),
    state: join(config.state_dir, 'state.json'),
    queue: config.queue.dir ?? join(config.state_dir, 'queue'),
  };
}
