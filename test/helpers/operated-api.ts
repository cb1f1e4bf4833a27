import { randomBytes } from 'node:crypto';
import { pino } from 'pino';
import { startOperator, type OperatorOptions, type RunningOperator } from '../../operator/operator.js';
import { eventually } from './eventually.js';
import type { TestCluster } from './kube.js';
import { startTestApi, type TestApi } from './test-api.js';

/** An API that creates custom resources in a namespace of its own, and the operator leading there. */
export interface OperatedApi {
  t: TestApi;
  operator: RunningOperator;
  namespace: string;
  stop(): Promise<void>;
}

type OperatorTuning = Partial<
  Pick<OperatorOptions, 'identity' | 'leaseDurationS' | 'resyncEveryMs' | 'jobPollMs' | 'jobStartTimeoutS'>
>;

/**
 * What every suite that follows a resource from the API through the operator starts with: a fresh
 * namespace, the API pointed at it with a shared operator token, and an operator that has taken
 * the lease. `apiEnv` adds or overrides the API's settings; `operator` tunes the operator (short
 * leases and a fast resync by default, so suites do not wait on production timings).
 */
export async function startOperatedApi(
  cluster: TestCluster,
  options: { apiEnv?: Record<string, string>; operator?: OperatorTuning } = {},
): Promise<OperatedApi> {
  const namespace = await cluster.namespace();
  const operatorToken = randomBytes(24).toString('hex');
  const t = await startTestApi({
    KUBECONFIG: cluster.kubeconfigPath,
    KUBE_NAMESPACE: namespace,
    OPERATOR_TOKEN: operatorToken,
    ...options.apiEnv,
  });
  let operator: RunningOperator;
  try {
    operator = await startOperator({
      kubeConfig: cluster.kubeConfig,
      apiUrl: `${t.api.internalUrl}/api`,
      apiToken: operatorToken,
      leaseNamespace: namespace,
      // Suites share one API server; each platform adopts only the resources of its namespace.
      watchNamespace: namespace,
      leaseDurationS: 2,
      resyncEveryMs: 500,
      port: 0,
      logger: pino({ level: process.env.OPERATOR_LOG_LEVEL ?? 'silent' }),
      ...options.operator,
    });
    await eventually('the operator to lead', async () => operator.isLeader());
  } catch (err) {
    await t.stop();
    throw err;
  }
  return {
    t,
    operator,
    namespace,
    stop: async () => {
      await operator.stop();
      await t.stop();
    },
  };
}
