import { KubeConfig } from '@kubernetes/client-node';
import { operatorConfigSchema } from './config.js';
import { startOperator } from './operator.js';

/** The operator process: configuration from the environment, stop on SIGTERM/SIGINT. */
const env = operatorConfigSchema.safeParse(process.env);

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
  ...(config.WATCH_NAMESPACE ? { watchNamespace: config.WATCH_NAMESPACE } : {}),
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
