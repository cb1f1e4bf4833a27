// Generated from /api/openapi.json by `npm run clients:generate:ts`. Do not edit.
import type { components } from './schema.js';

/** The formats POST /ml/export-jobs accepts: those an exporter image can produce. */
export const EXPORT_JOB_FORMATS: readonly components['schemas']['CreateExportJob']['format'][] = [
  'onnx',
  'openvino',
  'tensorrt',
];

/** The formats POST /ml/deployments accepts. */
export const DEPLOYMENT_FORMATS: readonly NonNullable<components['schemas']['CreateDeployment']['format']>[] = [
  'onnx',
  'openvino',
  'tensorrt',
];
