import { KubeConfig } from '@kubernetes/client-node';
import { removeCustomResources } from './runtime/remove-resources.js';

/**
 * The chart's pre-delete hook: `node dist/operator/uninstall.js <namespace> [timeout seconds]`
 * deletes the platform's custom resources in the workload namespace while the operator still
 * runs to finalize them (runtime/remove-resources.ts). KUBECONFIG, when set, names the cluster.
 */
const [namespace, timeoutArg = '120'] = process.argv.slice(2);
const timeoutS = Number(timeoutArg);
if (!namespace || !Number.isInteger(timeoutS) || timeoutS < 0) {
  console.error('usage: node dist/operator/uninstall.js <namespace> [timeout seconds, default 120]');
  process.exit(2);
}
const kubeConfig = new KubeConfig();
if (process.env.KUBECONFIG) kubeConfig.loadFromFile(process.env.KUBECONFIG);
else kubeConfig.loadFromCluster();
const report = await removeCustomResources(kubeConfig, namespace, {
  timeoutMs: timeoutS * 1000,
  log: (line) => process.stdout.write(`${line}\n`),
});
process.stdout.write(`${JSON.stringify(report)}\n`);
