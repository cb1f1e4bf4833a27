import { isIP } from 'node:net';
import { z } from 'zod';
import { limitSettings } from './config-limits.js';

/**
 * Every setting the API reads, with its default and what it does; docs/configuration.md is
 * generated from this schema (a test keeps it current); `loadConfig` fails fast with one message naming every bad variable.
 */
/**
 * A setting's line in docs/configuration.md (`npm run docs:generate`): what it does, and how
 * to show its default when the schema's own default does not say it (unset meaning "off").
 */
const doc = (description: string, shownDefault?: string) => ({
  description,
  ...(shownDefault ? { shownDefault } : {}),
});

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

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** A proxy entry Express's `trust proxy` understands: a name, an address, or an address/prefix. */
function isProxyEntry(entry: string): boolean {
  if (PROXY_NAMES.has(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  const version = isIP(address ?? '');
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (version === 4 ? 32 : 128);
}

const trustedProxies = z
  .string()
  .default('')
  .transform((v) =>
    v
      .split(',')
      .map((e) => e.trim())
      .filter((e) => e.length > 0),
  )
  .refine((entries) => entries.every(isProxyEntry), 'addresses, CIDR ranges or loopback/linklocal/uniquelocal');

/** `yolov8n.pt=<sha256>,yolo11n.pt=<sha256>`: the hub checkpoints training may start from. */
const hubPins = z
  .string()
  .default('')
  .transform((v) =>
    v
      .split(',')
      .map((e) => e.trim())
      .filter((e) => e.length > 0)
      .map((e) => e.split('=').map((part) => part.trim())),
  )
  .refine(
    (pairs) =>
      pairs.every((p) => p.length === 2 && /^[A-Za-z0-9_.-]+\.pt$/.test(p[0]!) && /^[0-9a-f]{64}$/.test(p[1]!)),
    'comma list of <name>.pt=<sha256 in hex>',
  )
  .transform((pairs) => Object.fromEntries(pairs) as Record<string, string>);

const optionalUrl = z.preprocess((v) => (v === '' ? undefined : v), z.url().optional());

export const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080).meta(doc('API port')),
  HOST: z.string().default('0.0.0.0').meta(doc('listen address (`npm start` uses 127.0.0.1)')),
  // 8082, not 8081: under `npm start` the operator's health and metrics listen on 8081.
  INTERNAL_PORT: z.coerce
    .number()
    .int()
    .min(0)
    .max(65535)
    .default(8082)
    .meta(
      doc(
        "port of the internal listener: the operator's and workloads' `/api/internal/` routes, health, their `/api/openapi.json`; expose it to neither the Ingress nor devices",
      ),
    ),
  HTTP_KEEP_ALIVE_TIMEOUT_S: z.coerce
    .number()
    .int()
    .min(1)
    .max(3600)
    .default(65)
    .meta(
      doc(
        "how long an idle keep-alive connection stays open; keep it above the ingress's or load balancer's idle timeout (nginx 60 s, AWS ALB 60 s), or the proxy reuses a connection the API just closed and answers 502",
      ),
    ),
  PUBLIC_BASE_URL: optionalUrl.meta(
    doc('public URL of the API, e.g. `https://vision.example.com/api`', "(request's host)"),
  ),
  AGENT_BUNDLE_DIR: z
    .string()
    .default('dist/agent-bundles')
    .meta(
      doc(
        'folder of the agent archives served at `/setup/agent/{arch}` (`npm run build:agent-bundle`; the platform image has them)',
      ),
    ),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
    .default('info')
    .meta(doc('`fatal` … `trace`, `silent`; logs are JSON lines with a request id')),
  JSON_BODY_LIMIT: byteSize
    .default(1024 * 1024)
    .meta(doc('largest JSON body (bytes, or `512kb`, `1mb`); larger is 413')),
  SHUTDOWN_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(0)
    .default(10_000)
    .meta(doc('how long in-flight requests may finish after SIGTERM')),
  SHUTDOWN_DELAY_MS: z.coerce
    .number()
    .int()
    .min(0)
    .default(0)
    .meta(
      doc(
        'after SIGTERM, how long the API still serves while /readyz answers 503, so load balancers stop sending to it first (the chart: 5000)',
      ),
    ),

  MONGODB_URI: z
    .string()
    .regex(/^mongodb(\+srv)?:\/\//, 'a mongodb:// or mongodb+srv:// URI')
    .meta(doc('MongoDB >= 6, a replica set in production (see docs/database.md)')),
  MONGODB_DB: z.string().min(1).default('edge_vision').meta(doc('database name')),
  MONGODB_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(100)
    .default(5000)
    .meta(doc('server selection and connect timeout, and the heartbeat interval')),

  S3_ENDPOINT: z.url().meta(doc('object store URL, e.g. `http://127.0.0.1:9100`')),
  S3_ACCESS_KEY: z.string().min(1).meta(doc('object store access key')),
  S3_SECRET_KEY: z.string().min(1).meta(doc('object store secret key')),
  S3_BUCKET: z.string().min(3).default('edge-vision').meta(doc('bucket (created at start)')),
  S3_REGION: z.string().default('us-east-1').meta(doc('bucket region')),

  OIDC_ISSUER_URL: z.url().meta(doc('token issuer; its JWKS is found by OIDC discovery and cached')),
  OIDC_AUDIENCE: z.string().min(1).meta(doc('the `aud` tokens must carry (the client id, `edge-vision` locally)')),
  OIDC_CLOCK_TOLERANCE_S: z.coerce.number().int().min(0).default(30).meta(doc('clock skew allowed on `exp`/`nbf`')),
  OIDC_JWKS_CACHE_MAX_AGE_S: z.coerce
    .number()
    .int()
    .min(1)
    .default(600)
    .meta(doc('how long signing keys stay cached (unknown key ids refetch)')),
  // The browser console: its public OIDC client (Dex puts the client id in `aud`) and its build.
  CONSOLE_CLIENT_ID: z
    .preprocess((v) => (v === '' ? undefined : v), z.string().min(1).optional())
    .meta(doc('OIDC client id of the browser console (a public client); unset: no console sign-in', '(off)')),
  CONSOLE_SCOPES: z
    .string()
    .default('openid email profile offline_access')
    .meta(doc('scopes the console asks for (`offline_access` gives it refresh tokens)')),
  CONSOLE_DIST_DIR: z.string().default('console/dist').meta(doc('folder of the built console the API serves at `/`')),

  QUEUE_POLL_INTERVAL_MS: z.coerce
    .number()
    .int()
    .min(50)
    .default(5000)
    .meta(doc('how often the Agenda job queue looks for due jobs')),
  // Recovery after crashes: an export whose run stopped sending heartbeats for this long is
  // taken for dead and run again, until it has been started this many times; then it fails.
  EXPORT_JOB_STALE_S: z.coerce
    .number()
    .int()
    .min(2)
    .default(60)
    .meta(doc('an export run silent this long (its process died) is run again')),
  EXPORT_JOB_MAX_ATTEMPTS: z.coerce
    .number()
    .int()
    .min(1)
    .max(100)
    .default(3)
    .meta(doc('runs an export may start; interrupted this often, it is marked `failed`')),
  // The storage sweeper: image objects without a record, older than the grace period, are
  // removed at start and then at this interval (0: never, e.g. for benchmarks). The grace period
  // covers uploads in progress, which store their object before their record: keep it well above
  // MONGODB_TIMEOUT_MS.
  STORAGE_SWEEP_INTERVAL_S: z.coerce
    .number()
    .int()
    .min(0)
    .default(3600)
    .meta(doc('seconds between storage sweeps of each API process (one at start); 0: off')),
  STORAGE_ORPHAN_GRACE_S: z.coerce
    .number()
    .int()
    .min(1)
    .default(900)
    .meta(doc('image objects without a record move to quarantine/ once this old (> upload time)')),

  MAX_UPLOAD_BYTES: z.coerce
    .number()
    .int()
    .min(1)
    .default(26_214_400)
    .meta(doc('largest image upload; larger is 413 and nothing is stored')),
  MAX_IMPORT_BYTES: z.coerce
    .number()
    .int()
    .min(1)
    .default(10_737_418_240)
    .meta(doc('largest dataset archive for `POST /data/projects/{id}/import` (streamed, never held whole)')),
  LARGE_UPLOAD_PART_BYTES: z.coerce
    .number()
    .int()
    .min(5_242_880)
    .max(104_857_600)
    .default(8_388_608)
    .meta(doc("part size of resumable uploads (`/data/large-uploads`), 5 MiB (S3's least) to 100 MiB")),
  LARGE_UPLOAD_EXPIRY_S: z.coerce
    .number()
    .int()
    .min(1)
    .default(86_400)
    .meta(doc('a resumable upload without a new part (or an import) this long is aborted, its parts removed')),
  SIGNED_URL_TTL_S: z.coerce
    .number()
    .int()
    .min(1)
    .max(604_800)
    .default(900)
    .meta(doc('lifetime of signed image and download URLs')),
  DEVICE_OFFLINE_AFTER_S: z.coerce
    .number()
    .int()
    .min(1)
    .default(300)
    .meta(doc('a device without a check-in for this long is `online: false`')),
  CHECKIN_HISTORY_LIMIT: z.coerce
    .number()
    .int()
    .min(1)
    .default(1000)
    .meta(doc('check-ins kept per device (older ones pruned by a scheduled job)')),
  CHECKIN_PRUNE_INTERVAL: z.string().default('10 minutes').meta(doc('how often that job runs')),

  EDGE_MANAGER_URL: optionalUrl.meta(
    doc('Portainer URL; with the key, provisioning creates an Edge Agent environment', '(off)'),
  ),
  EDGE_MANAGER_API_KEY: z.string().optional().meta(doc('Portainer access token (sent as `X-API-Key`)', '(off)')),
  EDGE_MANAGER_AGENT_URL: optionalUrl.meta(doc('the Portainer address Edge Agents connect to', 'EDGE_MANAGER_URL')),

  KUBECONFIG: z
    .string()
    .optional()
    .meta(doc('kubeconfig of the cluster model workflows run in (none: they answer 503)', '(none)')),
  KUBE_IN_CLUSTER: bool.default(false).meta(doc("use the pod's service account instead")),
  KUBE_NAMESPACE: z
    .string()
    .min(1)
    .default('edge-vision')
    .meta(doc('namespace of the custom resources the API creates')),
  OPERATOR_TOKEN: z
    .string()
    .min(16)
    .optional()
    .meta(doc("shared secret of the operator's internal routes (16+ characters)", '(none)')),
  ALERT_WEBHOOK_TOKEN: z
    .preprocess(
      (v) => (v === '' ? undefined : v),
      z
        .string()
        .regex(/^[A-Za-z0-9._~+/=-]{16,512}$/, '16 to 512 characters from A-Z a-z 0-9 . _ ~ + / = -')
        .optional(),
    )
    .meta(doc('bearer secret Alertmanager sends to `POST /api/webhooks/alertmanager`', '(off)')),
  TRAINER_IMAGE: z.string().min(1).default('ghcr.io/edge-vision/trainer:0.1.0').meta(doc('image TrainingJobs run')),
  EXPORTER_IMAGE: z.string().min(1).default('ghcr.io/edge-vision/exporter:0.1.0').meta(doc('image ExportJobs run')),
  EVALUATOR_IMAGE: z
    .string()
    .min(1)
    .default('ghcr.io/edge-vision/evaluator:0.1.0')
    .meta(doc('image EvaluationJobs run')),
  INTERNAL_BASE_URL: optionalUrl.meta(
    doc(
      'base of the internal listener that workloads call back to, e.g. `http://edge-vision-api:8082/api`',
      '(the internal listener, 127.0.0.1)',
    ),
  ),
  WORKLOAD_URL_TTL_S: z.coerce
    .number()
    .int()
    .min(1)
    .max(604_800)
    .default(900)
    .meta(
      doc(
        'lifetime of the signed URLs a job gets from `POST /internal/workloads/urls`, asked for before each transfer (a transfer started in time runs to its end)',
      ),
    ),
  WORKLOAD_HUB_SHA256: hubPins.meta(
    doc(
      'hub checkpoints a TrainingJob may start from, each with the SHA-256 it must have: `yolov8n.pt=<hex>,...`; others are refused',
      '(none)',
    ),
  ),

  // Brute-force protection, on by default (issue 25): failed device-key and provisioning-token
  // attempts, and all requests to the public endpoints, per client address and window
  // (api/lib/http/rate-limit.ts). The client address is the connection's unless it comes from
  // one of TRUSTED_PROXIES.
  RATE_LIMIT_ENABLED: bool
    .default(true)
    .meta(doc('limit guessing of device keys and provisioning tokens, and public endpoints, per client address')),
  TRUSTED_PROXIES: trustedProxies.meta(
    doc(
      'comma list of proxies whose X-Forwarded-For/-Proto/-Host are believed: addresses, CIDR ranges, or `loopback`, `linklocal`, `uniquelocal`',
      '(none)',
    ),
  ),
  RATE_LIMIT_PUBLIC_REQUESTS: z.coerce
    .number()
    .int()
    .min(1)
    .default(300)
    .meta(doc('requests per client and window to public endpoints (provisioning, setup script, sign-in pages)')),
  RATE_LIMIT_WINDOW_S: z.coerce
    .number()
    .int()
    .min(1)
    .max(86_400)
    .default(900)
    .meta(doc('counting window; a limited client waits until it ends (`Retry-After`)')),
  RATE_LIMIT_DEVICE_KEY_FAILURES: z.coerce
    .number()
    .int()
    .min(1)
    .default(50)
    .meta(doc('invalid `X-Device-Key` attempts per client and window before 429')),
  RATE_LIMIT_PROVISIONING_FAILURES: z.coerce
    .number()
    .int()
    .min(1)
    .default(10)
    .meta(doc('invalid provisioning tokens per client and window before 429')),
  RATE_LIMIT_DEVICE_WINDOW_S: z.coerce
    .number()
    .int()
    .min(1)
    .max(86_400)
    .default(60)
    .meta(doc('counting window of the per-device limits on uploads and check-ins')),
  RATE_LIMIT_DEVICE_UPLOADS: z.coerce
    .number()
    .int()
    .min(1)
    .default(600)
    .meta(doc('image uploads per device and window before 429 (`POST /device/images/upload`)')),
  RATE_LIMIT_DEVICE_CHECKINS: z.coerce
    .number()
    .int()
    .min(1)
    .default(120)
    .meta(
      doc('check-ins per device and window before 429 (`POST /device/checkin`; agents check in every 1 s at most)'),
    ),

  DEFAULT_BATCH_AUTO_CLOSE: bool.default(true).meta(doc("new organizations' batch auto-close setting")),
  DEFAULT_BATCH_TIMEOUT_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(10_080)
    .default(60)
    .meta(doc("new organizations' batch timeout")),

  // Inference: requests run on ONNX Runtime threads of the API process.
  INFERENCE_CONCURRENCY: z.coerce
    .number()
    .int()
    .min(1)
    .max(16)
    .default(1)
    .meta(doc('inference requests run at once (one ONNX Runtime thread each)')),
  // Recovery after crashes, as for exports: a request whose run stopped sending heartbeats for
  // this long is run again, until it has been started this many times; then it fails.
  INFERENCE_JOB_STALE_S: z.coerce
    .number()
    .int()
    .min(2)
    .default(60)
    .meta(doc('an inference run silent this long (its process died) is run again')),
  INFERENCE_JOB_MAX_ATTEMPTS: z.coerce
    .number()
    .int()
    .min(1)
    .max(100)
    .default(3)
    .meta(doc('runs a request may start; interrupted this often, it is marked `failed`')),
  INFERENCE_INTRA_OP_THREADS: z.coerce
    .number()
    .int()
    .min(0)
    .max(256)
    .default(0)
    .meta(doc('ONNX Runtime threads per session (0: one per core)')),
  INFERENCE_SESSION_CACHE_MB: z.coerce
    .number()
    .int()
    .min(1)
    .default(2048)
    .meta(doc('model sessions kept loaded, by size')),
  INFERENCE_SESSION_CACHE_ENTRIES: z.coerce
    .number()
    .int()
    .min(2)
    .max(64)
    .default(6)
    .meta(doc('model sessions kept loaded, by count')),
  INFERENCE_SESSION_IDLE_S: z.coerce
    .number()
    .int()
    .min(1)
    .default(600)
    .meta(doc('an unused session is released after this long')),
  INFERENCE_MODEL_DIR: z
    .string()
    .default('')
    .meta(doc('where model files are cached for ONNX Runtime', '<tmp>/edge-vision-models')),
  MAX_MODEL_UPLOAD_BYTES: z.coerce
    .number()
    .int()
    .min(1)
    .default(2_000_000_000)
    .meta(doc('largest ONNX upload on `POST /ml/models` (streamed to the object store, never to local disk)')),
  SAM_ENCODER_MODEL_ID: z
    .preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(1).optional())
    .meta(doc('SAM image encoder for `sam_auto`', '(newest of the role)')),
  SAM_DECODER_MODEL_ID: z
    .preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(1).optional())
    .meta(doc('SAM mask decoder for `sam_auto`', '(newest of the role)')),
  OPEN_VOCAB_DETECTOR_MODEL_ID: z
    .preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(1).optional())
    .meta(doc('prompt boxes for `sam_prompt_source: text`', '(newest of the role)')),
  ...limitSettings,
});

export type Config = z.infer<typeof configSchema>;

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration; set these environment variables:\n${lines.join('\n')}`);
  }
  // One port cannot hold both listeners, and sharing it would expose the internal routes.
  if (parsed.data.PORT !== 0 && parsed.data.PORT === parsed.data.INTERNAL_PORT) {
    throw new ConfigError(
      `Invalid configuration; set these environment variables:\n  INTERNAL_PORT: must differ from PORT (${parsed.data.PORT})`,
    );
  }
  return parsed.data;
}
