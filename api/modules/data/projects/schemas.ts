import { z } from 'zod';
import { pageQuery, queryBoolean, timestamp } from '../../../lib/http/schemas.js';
import { PROJECT_TYPES } from './repository.js';

const className = z.string().trim().min(1).max(100);

export const project = z
  .object({
    id: z.number().int(),
    name: z.string(),
    description: z.string(),
    project_type: z.enum(PROJECT_TYPES),
    classes: z.array(z.string()),
    created_at: timestamp,
    updated_at: timestamp,
  })
  .meta({ id: 'Project' });

export const createProjectBody = z
  .object({
    name: z.string().trim().min(1).max(200),
    description: z.string().max(5000).default(''),
    project_type: z.enum(PROJECT_TYPES),
    classes: z
      .array(className)
      .max(1000)
      .default([])
      .refine((list) => new Set(list).size === list.length, 'class names must be unique'),
  })
  .meta({ id: 'CreateProject' });

export const updateProjectBody = z
  .object({
    name: z.string().trim().min(1).max(200).optional(),
    description: z.string().max(5000).optional(),
    classes: z
      .array(className)
      .max(1000)
      .refine((list) => new Set(list).size === list.length, 'class names must be unique')
      .optional(),
  })
  .meta({ id: 'UpdateProject' });

export const deleteProjectQuery = z.object({
  force: queryBoolean
    .optional()
    .meta({ description: 'Delete even when dataset versions exist (they are deleted too)' }),
});

export const listProjectsQuery = pageQuery;

export type ProjectView = z.output<typeof project>;
export type CreateProject = z.output<typeof createProjectBody>;
export type UpdateProject = z.output<typeof updateProjectBody>;
