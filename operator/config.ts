import { z } from 'zod';

/**
 * Every setting the operator process reads; docs/configuration.md is generated from this schema
 * (`npm run docs:generate`, kept current by a test).
 */
export const operatorConfigSchema = z.object({
  KUBECONFIG: z
    .string()
    .optional()
    .meta({ description: 'kubeconfig of the cluster to reconcile in', shownDefault: '(in-cluster service account)' }),
  API_URL: z.url().meta({
    description: "the base URL of the API's internal listener (INTERNAL_PORT), e.g. `http://edge-vision-api:8082/api`",
  }),
  OPERATOR_TOKEN: z
    .string()
    .min(16)
    .meta({ description: "shared secret of the API's internal routes (16+ characters)" }),
  WATCH_NAMESPACE: z.string().optional().meta({
    description:
      'reconcile only the custom resources and Jobs of this namespace (one platform of several in a cluster)',
    shownDefault: '(every namespace)',
  }),
  LEASE_NAMESPACE: z.string().default('edge-vision').meta({ description: 'namespace of the leader-election Lease' }),
  LEASE_DURATION_S: z.coerce
    .number()
    .int()
    .min(1)
    .max(300)
    .default(15)
    .meta({ description: 'seconds the leader Lease lasts unrenewed before another replica takes over' }),
  POD_NAME: z
    .string()
    .optional()
    .meta({ description: "this replica's identity in the Lease", shownDefault: '(process id and a random suffix)' }),
  PORT: z.coerce
    .number()
    .int()
    .min(0)
    .max(65535)
    .default(8081)
    .meta({ description: 'port of `/metrics` and the health routes' }),
  RESYNC_INTERVAL_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .default(60_000)
    .meta({ description: 'how often every resource is reconciled again even without a change' }),
  JOB_START_TIMEOUT_S: z.coerce
    .number()
    .int()
    .min(1)
    .default(600)
    .meta({ description: 'a Job whose pod never ran fails after this (reason StartTimeout)' }),
  JOB_POLL_INTERVAL_MS: z.coerce
    .number()
    .int()
    .min(100)
    .default(5000)
    .meta({ description: 'how often unfinished jobs are looked at again' }),
});
