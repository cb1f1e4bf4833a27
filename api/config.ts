import { z } from 'zod';

/**
 * Every setting the API reads, with its default. The README's configuration table is written
 * from this schema; `loadConfig` fails fast with one message naming every bad variable.
 */
const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const byteSize = z
  .string()
  .regex(/^\d+(b|kb|mb)?$/i, 'a byte count such as 1048576, 512kb or 1mb')
  .transform((v) => {
    const match = /^(\d+)(b|kb|mb)?$/i.exec(v);
    const n = Number(match?.[1] ?? 0);
    const unit = (match?.[2] ?? 'b').toLowerCase();
    return unit === 'mb' ? n * 1024 * 1024 : unit === 'kb' ? n * 1024 : n;
  });

const optionalUrl = z.preprocess((v) => (v === '' ? undefined : v), z.url().optional());

export const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_BASE_URL: optionalUrl,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  JSON_BODY_LIMIT: byteSize.default(1024 * 1024),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),

  MONGODB_URI: z.string().regex(/^mongodb(\+srv)?:\/\//, 'a mongodb:// or mongodb+srv:// URI'),
  MONGODB_DB: z.string().min(1).default('edge_vision'),
  MONGODB_TIMEOUT_MS: z.coerce.number().int().min(100).default(5000),

  S3_ENDPOINT: z.url(),
  S3_ACCESS_KEY: z.string().min(1),
  S3_SECRET_KEY: z.string().min(1),
  S3_BUCKET: z.string().min(3).default('edge-vision'),
  S3_REGION: z.string().default('us-east-1'),

  OIDC_ISSUER_URL: z.url(),
  OIDC_AUDIENCE: z.string().min(1),
  OIDC_CLOCK_TOLERANCE_S: z.coerce.number().int().min(0).default(30),
  OIDC_JWKS_CACHE_MAX_AGE_S: z.coerce.number().int().min(1).default(600),
  // The browser console: its public OIDC client (Dex puts the client id in `aud`) and its build.
  CONSOLE_CLIENT_ID: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(1).optional()),
  CONSOLE_SCOPES: z.string().default('openid email profile offline_access'),
  CONSOLE_DIST_DIR: z.string().default('console/dist'),

  QUEUE_POLL_INTERVAL_MS: z.coerce.number().int().min(50).default(5000),
  // Recovery after crashes: an export whose run stopped sending heartbeats for this long is
  // taken for dead and run again, until it has been started this many times; then it fails.
  EXPORT_JOB_STALE_S: z.coerce.number().int().min(2).default(60),
  EXPORT_JOB_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(3),
  // The storage sweeper: image objects without a record, older than the grace period, are
  // removed at start and then at this interval (0: never, e.g. for benchmarks). The grace period
  // covers uploads in progress, which store their object before their record: keep it well above
  // MONGODB_TIMEOUT_MS.
  STORAGE_SWEEP_INTERVAL_S: z.coerce.number().int().min(0).default(3600),
  STORAGE_ORPHAN_GRACE_S: z.coerce.number().int().min(1).default(900),

  MAX_UPLOAD_BYTES: z.coerce.number().int().min(1).default(26_214_400),
  SIGNED_URL_TTL_S: z.coerce.number().int().min(1).max(604_800).default(900),
  DEVICE_OFFLINE_AFTER_S: z.coerce.number().int().min(1).default(300),
  CHECKIN_HISTORY_LIMIT: z.coerce.number().int().min(1).default(1000),
  CHECKIN_PRUNE_INTERVAL: z.string().default('10 minutes'),

  EDGE_MANAGER_URL: optionalUrl,
  EDGE_MANAGER_API_KEY: z.string().optional(),
  EDGE_MANAGER_AGENT_URL: optionalUrl,

  KUBECONFIG: z.string().optional(),
  KUBE_IN_CLUSTER: bool.default(false),
  KUBE_NAMESPACE: z.string().min(1).default('edge-vision'),
  OPERATOR_TOKEN: z.string().min(16).optional(),
  ALERT_WEBHOOK_TOKEN: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .regex(/^[A-Za-z0-9._~+/=-]{16,512}$/, '16 to 512 characters from A-Z a-z 0-9 . _ ~ + / = -')
      .optional(),
  ),
  TRAINER_IMAGE: z.string().min(1).default('ghcr.io/edge-vision/trainer:0.1.0'),
  EXPORTER_IMAGE: z.string().min(1).default('ghcr.io/edge-vision/exporter:0.1.0'),
  INTERNAL_BASE_URL: optionalUrl,
  WORKLOAD_URL_TTL_S: z.coerce.number().int().min(60).max(604_800).default(86_400),

  // Brute-force protection, off by default as the spec says: failed device-key and
  // provisioning-token attempts per client address and window (api/lib/http/rate-limit.ts).
  RATE_LIMIT_ENABLED: bool.default(false),
  RATE_LIMIT_WINDOW_S: z.coerce.number().int().min(1).max(86_400).default(900),
  RATE_LIMIT_DEVICE_KEY_FAILURES: z.coerce.number().int().min(1).default(50),
  RATE_LIMIT_PROVISIONING_FAILURES: z.coerce.number().int().min(1).default(10),

  DEFAULT_BATCH_AUTO_CLOSE: bool.default(true),
  DEFAULT_BATCH_TIMEOUT_MINUTES: z.coerce.number().int().min(1).max(10_080).default(60),

  // Inference: requests run on ONNX Runtime threads of the API process.
  INFERENCE_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(1),
  // Recovery after crashes, as for exports: a request whose run stopped sending heartbeats for
  // this long is run again, until it has been started this many times; then it fails.
  INFERENCE_JOB_STALE_S: z.coerce.number().int().min(2).default(60),
  INFERENCE_JOB_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(3),
  INFERENCE_INTRA_OP_THREADS: z.coerce.number().int().min(0).max(256).default(0),
  INFERENCE_SESSION_CACHE_MB: z.coerce.number().int().min(1).default(2048),
  INFERENCE_SESSION_CACHE_ENTRIES: z.coerce.number().int().min(2).max(64).default(6),
  INFERENCE_SESSION_IDLE_S: z.coerce.number().int().min(1).default(600),
  INFERENCE_MODEL_DIR: z.string().default(''),
  MAX_MODEL_UPLOAD_BYTES: z.coerce.number().int().min(1).default(2_000_000_000),
  SAM_ENCODER_MODEL_ID: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(1).optional()),
  SAM_DECODER_MODEL_ID: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(1).optional()),
  OPEN_VOCAB_DETECTOR_MODEL_ID: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number().int().min(1).optional(),
  ),
});

export type Config = z.infer<typeof configSchema>;

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration; set these environment variables:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
