import { z } from 'zod';
import { created, defineRoute, ok, type AnyRoute } from '../../../lib/http/route.js';
import { idParam, pageQuery } from '../../../lib/http/schemas.js';
import type { WorkloadDoc, WorkloadKind } from './repository.js';
import {
  createExportBody,
  createTrainingBody,
  epochFigures,
  exportFormatOptions,
  exportJob,
  listWorkloadsQuery,
  trainingJob,
  trainingOptions,
  trainingOptionsQuery,
} from './schemas.js';
import type { WorkloadService } from './service.js';
import { toEpochView, toExportView, toTrainingView } from './views.js';

const noCluster =
  'Without a configured Kubernetes cluster the call answers 503 SERVICE_UNAVAILABLE and writes nothing.';

export function workloadRoutes(service: WorkloadService): AnyRoute[] {
  const kinds: {
    kind: WorkloadKind;
    path: string;
    tag: string;
    label: string;
    view: (doc: WorkloadDoc) => unknown;
    schema: z.ZodType;
  }[] = [
    {
      kind: 'TrainingJob',
      path: '/ml/training-jobs',
      tag: 'Training jobs',
      label: 'training job',
      view: toTrainingView,
      schema: trainingJob,
    },
    {
      kind: 'ExportJob',
      path: '/ml/export-jobs',
      tag: 'Export jobs',
      label: 'export job',
      view: toExportView,
      schema: exportJob,
    },
  ];
  const reads = kinds.flatMap(({ kind, path, tag, label, view, schema }) => [
    defineRoute({
      method: 'get',
      path,
      tags: [tag],
      summary: `List ${label}s, newest first`,
      description: 'Includes resources created with kubectl.',
      auth: 'user',
      permission: 'ml:read',
      query: listWorkloadsQuery,
      responses: { 200: { description: `${label}s`, data: z.array(schema), list: 'page' } },
      handler: async ({ principal, query }) => {
        const { items, meta } = await service.list(principal, kind, query);
        return ok(
          items.map((item) => view(item)),
          meta,
        );
      },
    }),
    defineRoute({
      method: 'get',
      path: `${path}/{id}`,
      tags: [tag],
      summary: `Get a ${label}`,
      auth: 'user',
      permission: 'ml:read',
      params: idParam,
      responses: { 200: { description: `The ${label}`, data: schema } },
      handler: async ({ principal, params }) => ok(view(await service.get(principal, kind, params.id))),
    }),
  ]);
  return [
    defineRoute({
      method: 'post',
      path: '/ml/training-jobs',
      tags: ['Training jobs'],
      summary: 'Train a model on a dataset version',
      description:
        `Creates a TrainingJob resource that the operator runs as a Kubernetes Job. ${noCluster} ` +
        'Resources, epochs and image size are capped by the server (JOB_MAX_*; beyond: 400 naming the cap); ' +
        'an organization runs at most QUOTA_TRAINING_JOBS at once (429 QUOTA_EXCEEDED).',
      auth: 'user',
      permission: 'ml:run',
      body: createTrainingBody,
      errors: ['SERVICE_UNAVAILABLE', 'QUOTA_EXCEEDED'],
      responses: { 201: { description: 'The training job (Pending)', data: trainingJob } },
      handler: async ({ principal, body }) => created(toTrainingView(await service.createTraining(principal, body))),
    }),
    defineRoute({
      method: 'get',
      path: '/ml/training-options',
      tags: ['Training jobs'],
      summary: 'What a training job on a dataset version can start from, and presets for CPU and GPU',
      description:
        "Base models of the project's task, the default one (the project's latest model when it has one) and " +
        "presets within the server's caps. Answers without a cluster too.",
      auth: 'user',
      permission: 'ml:read',
      query: trainingOptionsQuery,
      responses: { 200: { description: 'The options', data: trainingOptions } },
      handler: async ({ principal, query }) => ok(await service.trainingOptions(principal, query.dataset_version_id)),
    }),
    defineRoute({
      method: 'get',
      path: '/ml/export-options',
      tags: ['Export jobs'],
      summary: 'The formats and precisions an export job can ask for',
      description:
        "From the exporter image's capabilities; a format that needs a GPU node is unavailable when the " +
        "server's caps allow none. Answers without a cluster too.",
      auth: 'user',
      permission: 'ml:read',
      responses: { 200: { description: 'One entry per format', data: exportFormatOptions } },
      handler: async () => ok(service.exportOptions()),
    }),
    defineRoute({
      method: 'post',
      path: '/ml/training-jobs/{id}/cancel',
      tags: ['Training jobs'],
      summary: 'Cancel an unfinished training job',
      description: 'Deletes its resource; the operator removes partial outputs. Finished jobs answer 409.',
      auth: 'user',
      permission: 'ml:run',
      params: idParam,
      errors: ['CONFLICT', 'SERVICE_UNAVAILABLE'],
      responses: { 200: { description: 'The cancelled job', data: trainingJob } },
      handler: async ({ principal, params }) =>
        ok(toTrainingView(await service.cancel(principal, 'TrainingJob', params.id))),
    }),
    defineRoute({
      method: 'get',
      path: '/ml/training-jobs/{id}/metrics',
      tags: ['Training jobs'],
      summary: "A training job's figures per epoch, first epoch first",
      description: 'One entry per finished epoch as the trainer reported it; a retried epoch replaces its figures.',
      auth: 'user',
      permission: 'ml:read',
      params: idParam,
      query: pageQuery,
      responses: { 200: { description: 'Epochs', data: z.array(epochFigures), list: 'page' } },
      handler: async ({ principal, params, query }) => {
        const { items, meta } = await service.epochs(principal, params.id, query);
        return ok(items.map(toEpochView), meta);
      },
    }),
    defineRoute({
      method: 'post',
      path: '/ml/export-jobs',
      tags: ['Export jobs'],
      summary: 'Export a model version for deployment',
      description:
        `Creates an ExportJob resource (int8 needs a calibration dataset version). ${noCluster} ` +
        'An organization runs at most QUOTA_EXPORT_JOBS at once (429 QUOTA_EXCEEDED).',
      auth: 'user',
      permission: 'ml:run',
      body: createExportBody,
      errors: ['SERVICE_UNAVAILABLE', 'QUOTA_EXCEEDED'],
      responses: { 201: { description: 'The export job (Pending)', data: exportJob } },
      handler: async ({ principal, body }) => created(toExportView(await service.createExport(principal, body))),
    }),
    ...reads,
  ];
}
