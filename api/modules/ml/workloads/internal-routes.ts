import { z } from 'zod';
import { defineRoute, ok, type AnyRoute } from '../../../lib/http/route.js';
import {
  inputsReply,
  releasedReply,
  statusBody,
  statusReply,
  syncBody,
  syncReply,
  type WorkloadSegment,
} from '../../../../contracts/operator-contract.js';
import { workloadUrls } from '../../../../contracts/workload-contract.js';
import type { WorkloadOperatorService } from './operator-service.js';
import type { WorkloadKind } from './repository.js';
import { workloadReportBody } from './schemas.js';

const SEGMENTS: [WorkloadSegment, WorkloadKind][] = [
  ['training-jobs', 'TrainingJob'],
  ['export-jobs', 'ExportJob'],
  ['evaluation-jobs', 'EvaluationJob'],
];
const recordParams = z.object({
  organization_id: z.coerce.number().int().min(1),
  record_id: z.coerce.number().int().min(1),
});

const tags = ['Internal'];

/** Routes for the operator (shared token) and for running workloads (their own token). */
export function workloadInternalRoutes(service: WorkloadOperatorService): AnyRoute[] {
  const operatorRoutes = SEGMENTS.flatMap(([segment, kind]) => [
    defineRoute({
      method: 'post',
      path: `/internal/operator/${segment}/sync`,
      tags,
      summary: 'Operator: the record of a resource (created for kubectl-made resources)',
      auth: 'operator',
      body: syncBody,
      responses: { 200: { description: 'The record', data: syncReply } },
      handler: async ({ body }) => {
        const record = await service.sync(kind, body);
        return ok({ record_id: record._id, phase: record.phase, progress: record.progress, message: record.message });
      },
    }),
    defineRoute({
      method: 'post',
      path: `/internal/operator/${segment}/{organization_id}/{record_id}/inputs`,
      tags,
      summary: "Operator: the Secret of the resource's Job (its settings, URLS_URL) and a callback credential",
      auth: 'operator',
      params: recordParams,
      responses: { 200: { description: 'Inputs, or ready=false while they are prepared', data: inputsReply } },
      handler: async ({ params }) => ok(await service.inputs(kind, params.organization_id, params.record_id)),
    }),
    defineRoute({
      method: 'post',
      path: `/internal/operator/${segment}/{organization_id}/{record_id}/status`,
      tags,
      summary: 'Operator: the status read from the Job',
      auth: 'operator',
      params: recordParams,
      body: statusBody,
      responses: { 200: { description: 'Results created from a success', data: statusReply } },
      handler: async ({ params, body }) =>
        ok(await service.status(kind, params.organization_id, params.record_id, body)),
    }),
    defineRoute({
      method: 'post',
      path: `/internal/operator/${segment}/{organization_id}/{record_id}/release`,
      tags,
      summary: 'Operator: the resource is being deleted (finalizer)',
      auth: 'operator',
      params: recordParams,
      responses: { 200: { description: 'Released', data: releasedReply } },
      handler: async ({ params }) => {
        await service.release(kind, params.organization_id, params.record_id);
        return ok({ released: true });
      },
    }),
  ]);
  return [
    ...operatorRoutes,
    defineRoute({
      method: 'post',
      path: '/internal/workloads/report',
      tags,
      summary: 'Workload: progress, metrics and class names of the running job',
      auth: 'workload',
      body: workloadReportBody,
      responses: { 200: { description: 'Recorded', data: z.object({ recorded: z.literal(true) }) } },
      handler: async ({ principal, body }) => {
        await service.report(principal, body);
        return ok({ recorded: true });
      },
    }),
    defineRoute({
      method: 'post',
      path: '/internal/workloads/urls',
      tags,
      summary: "Workload: freshly signed URLs for exactly the objects the caller's job reads and writes",
      description:
        'Asked for just before each transfer (and again after a 403 from the store): the URLs live ' +
        'WORKLOAD_URL_TTL_S (default 900 s), so the Secret of a Job holds none. The set is decided by the ' +
        "job's record alone (its inputs fixed when the Job was made, its outputs under its own prefix); " +
        'a token of a finished job is refused (401).',
      auth: 'workload',
      responses: { 200: { description: "The job's URLs and how long they live", data: workloadUrls } },
      handler: async ({ principal }) => ok(await service.urls(principal)),
    }),
  ];
}
