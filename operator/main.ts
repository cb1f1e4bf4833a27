import { KubeConfig } from '@kubernetes/client-node';
import { z } from 'zod';
import { startOperator } from './operator.js';

/** The operator process: configuration from the environment, stop on SIGTERM/SIGINT. */
const env = z
  .object({
    KUBECONFIG: z.string().optional(),
    API_URL: z.url(),
    OPERATOR_TOKEN: z.string().min(16),
    LEASE_NAMESPACE: z.string().default('edge-vision'),
    LEASE_DURATION_S: z.coerce.number().int().min(1).max(300).default(15),
    POD_NAME: z.string().optional(),
    PORT: z.coerce.number().int().min(0).max(65535).default(8081),
    RESYNC_INTERVAL_MS: z.coerce.number().int().min(1000).default(60_000),
    JOB_START_TIMEOUT_S: z.coerce.number().int().min(1).default(600),
    JOB_POLL_INTERVAL_MS: z.coerce.number().int().min(100).default(5000),
  })
  .safeParse(process.env);

if (!env.success) {
  console.error(
    `Invalid configuration:\n${env.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n')}`,
  );
  process.exit(1);
}

const config = env.data;
const kubeConfig = new KubeConfig();
if (config.KUBECONFIG) kubeConfig.loadFromFile(config.KUBECONFIG);
else kubeConfig.loadFromCluster();

const operator = await startOperator({
  kubeConfig,
  apiUrl: config.API_URL,
  apiToken: config.OPERATOR_TOKEN,
  leaseNamespace: config.LEASE_NAMESPACE,
  identity: config.POD_NAME,
  leaseDurationS: config.LEASE_DURATION_S,
  port: config.PORT,
  resyncEveryMs: config.RESYNC_INTERVAL_MS,
  jobStartTimeoutS: config.JOB_START_TIMEOUT_S,
  jobPollMs: config.JOB_POLL_INTERVAL_MS,
});

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    void operator.stop().then(() => process.exit(0));
  });
}
