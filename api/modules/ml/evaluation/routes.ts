import { z } from 'zod';
import { created, defineRoute, ok, type AnyRoute } from '../../../lib/http/route.js';
import { idParam } from '../../../lib/http/schemas.js';
import {
  compareQuery,
  comparison,
  createEvaluationBody,
  evaluation,
  evaluationSummary,
  listEvaluationsQuery,
} from './schemas.js';
import type { EvaluationService } from './service.js';
import { toEvaluationSummary, toEvaluationView } from './views.js';

const tags = ['Evaluations'];

export function evaluationRoutes(service: EvaluationService): AnyRoute[] {
  return [
    defineRoute({
      method: 'post',
      path: '/ml/evaluations',
      tags,
      summary: "Evaluate a model version on a dataset version's split",
      description:
        'Creates an EvaluationJob resource: a Job runs the model on the split (test by default, val when the ' +
        'test split is empty) and the API computes every figure from what it saw (per-class precision, recall, ' +
        'AP50, AP50-95 or accuracy, the confusion matrix with the images behind each cell, PR and F1 curves). ' +
        'Without a configured Kubernetes cluster the call answers 503 and writes nothing. An organization runs ' +
        'at most QUOTA_EVALUATION_JOBS at once (429 QUOTA_EXCEEDED).',
      auth: 'user',
      permission: 'ml:run',
      body: createEvaluationBody,
      errors: ['SERVICE_UNAVAILABLE', 'QUOTA_EXCEEDED'],
      responses: { 201: { description: 'The evaluation (Pending)', data: evaluation } },
      handler: async ({ principal, body }) => created(toEvaluationView(await service.create(principal, body))),
    }),
    defineRoute({
      method: 'get',
      path: '/ml/evaluations',
      tags,
      summary: 'List evaluations, newest first (without their figures)',
      auth: 'user',
      permission: 'ml:read',
      query: listEvaluationsQuery,
      responses: { 200: { description: 'Evaluations', data: z.array(evaluationSummary), list: 'page' } },
      handler: async ({ principal, query }) => {
        const { items, meta } = await service.list(principal, query);
        return ok(items.map(toEvaluationSummary), meta);
      },
    }),
    defineRoute({
      method: 'get',
      path: '/ml/evaluations/compare',
      tags,
      summary: 'Two evaluations of the same dataset version split, side by side',
      description:
        'Every figure of a and b with its difference (b - a), the two confusion matrices and theirs, and the ' +
        'images where the two models made a different number of mistakes, the largest gap first. 409 when ' +
        'either has not succeeded.',
      auth: 'user',
      permission: 'ml:read',
      query: compareQuery,
      errors: ['CONFLICT'],
      responses: { 200: { description: 'The comparison', data: comparison } },
      handler: async ({ principal, query }) => {
        const { a, b, comparison: c } = await service.compare(principal, query.a, query.b, query.limit);
        return ok({ a: toEvaluationSummary(a), b: toEvaluationSummary(b), ...c });
      },
    }),
    defineRoute({
      method: 'get',
      path: '/ml/evaluations/{id}',
      tags,
      summary: 'Get an evaluation with every figure',
      auth: 'user',
      permission: 'ml:read',
      params: idParam,
      responses: { 200: { description: 'The evaluation', data: evaluation } },
      handler: async ({ principal, params }) => ok(toEvaluationView(await service.get(principal, params.id))),
    }),
  ];
}
