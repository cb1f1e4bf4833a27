import { z } from 'zod';
import { created, defineRoute, ok, type AnyRoute } from '../../../lib/http/route.js';
import { idParam } from '../../../lib/http/schemas.js';
import {
  classDistribution,
  createDatasetVersionBody,
  datasetVersion,
  datasetVersionListItem,
  listDatasetsQuery,
  listProjectVersionsQuery,
} from './schemas.js';
import type { DatasetService } from './service.js';

const tags = ['Datasets'];

export function datasetRoutes(service: DatasetService): AnyRoute[] {
  return [
    defineRoute({
      method: 'post',
      path: '/data/datasets',
      tags,
      summary: 'Create a dataset version',
      description:
        "Assigns train/val/test to every image in scope (the project's images, optionally only those in `batch_ids`, " +
        'only `completed` ones unless `only_annotated` is false), stratified by class and deterministic for a `seed`. ' +
        'Images whose split is locked keep it. The version is returned as soon as its items exist; its images are ' +
        'then locked in their splits, and `splits_locked` turns true once every one is (a later version of the ' +
        'project waits for it). ' +
        'Membership and annotations are frozen into the version. `version` counts up per project from 1. ' +
        '400 when `split` does not sum to 1 or nothing is in scope; 409 while another version of the project ' +
        'is still being created after 30 s.',
      auth: 'user',
      permission: 'data:write',
      body: createDatasetVersionBody,
      errors: ['NOT_FOUND', 'CONFLICT'],
      responses: { 201: { description: 'The new version', data: datasetVersion } },
      handler: async ({ principal, body }) => created(await service.create(principal, body)),
    }),
    defineRoute({
      method: 'get',
      path: '/data/datasets',
      tags,
      summary: 'List dataset versions, newest first',
      auth: 'user',
      permission: 'data:read',
      query: listDatasetsQuery,
      responses: { 200: { description: 'Dataset versions', data: z.array(datasetVersion), list: 'page' } },
      handler: async ({ principal, query }) => {
        const { items, meta } = await service.list(principal, query);
        return ok(items, meta);
      },
    }),
    defineRoute({
      method: 'get',
      path: '/data/datasets/{id}',
      tags,
      summary: 'Get a dataset version with its split counts and classes',
      auth: 'user',
      permission: 'data:read',
      params: idParam,
      responses: { 200: { description: 'The version', data: datasetVersion } },
      handler: async ({ principal, params }) => ok(await service.get(principal, params.id)),
    }),
    defineRoute({
      method: 'get',
      path: '/data/datasets/{id}/class-distribution',
      tags,
      summary: "A dataset version's classes: annotations and images per split",
      description:
        'Counted from the version as it was frozen at creation (later edits to the images do not change it), ' +
        'most annotated class first.',
      auth: 'user',
      permission: 'data:read',
      params: idParam,
      errors: ['NOT_FOUND'],
      responses: { 200: { description: 'One entry per class', data: z.array(classDistribution) } },
      handler: async ({ principal, params }) => ok(await service.classDistribution(principal, params.id)),
    }),
    defineRoute({
      method: 'get',
      path: '/data/projects/{id}/datasets/versions',
      tags,
      summary: "A project's dataset versions with image, batch and class counts, newest first",
      auth: 'user',
      permission: 'data:read',
      params: idParam,
      query: listProjectVersionsQuery,
      responses: {
        200: { description: 'Dataset versions', data: z.array(datasetVersionListItem), list: 'page' },
      },
      handler: async ({ principal, params, query }) => {
        const { items, meta } = await service.listForProject(principal, params.id, query);
        return ok(items, meta);
      },
    }),
  ];
}
