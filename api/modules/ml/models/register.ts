import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import type { UserPrincipal } from '../../../lib/auth/principal.js';
import { AppError, validationError } from '../../../lib/errors.js';
import type { ObjectStore } from '../../../lib/storage.js';
import { checkRole, type ModelSignature } from './onnx-signature.js';
import type { RegisterModelFields } from './register-schemas.js';
import type { ModelRepository, ModelRole, ModelVersionDoc } from './repository.js';

/** Loads an ONNX file in ONNX Runtime and reports its inputs and outputs; throws when it cannot. */
export type OnnxInspector = (path: string) => Promise<ModelSignature>;

const DEFAULT_INPUT_SIZE: Record<ModelRole, number> = {
  detector: 640,
  open_vocab_detector: 640,
  sam_encoder: 1024,
  sam_decoder: 1024,
};

export function modelObjectKey(organizationId: number): string {
  return `orgs/${organizationId}/models/${randomUUID()}.onnx`;
}

/**
 * Registers a model trained elsewhere: the uploaded file must load in ONNX Runtime and its
 * inputs and outputs must fit the role; then it goes to the object store and becomes the
 * project's next model version (source `upload`). Whatever fails, nothing stays behind: not
 * the temporary file, not the object.
 */
export class ModelRegistration {
  constructor(
    private readonly repo: ModelRepository,
    private readonly store: ObjectStore,
    private readonly inspect: OnnxInspector,
    private readonly projectExists: (organizationId: number, projectId: number) => Promise<boolean>,
  ) {}

  async register(
    user: UserPrincipal,
    fields: RegisterModelFields,
    file: { path: string; size: number },
  ): Promise<ModelVersionDoc> {
    const org = user.organizationId;
    try {
      if (fields.project_id !== undefined && !(await this.projectExists(org, fields.project_id))) {
        throw validationError('project_id', `Project ${fields.project_id} not found`);
      }
      const sam = fields.role === 'sam_encoder' || fields.role === 'sam_decoder';
      if (!sam && fields.class_names.length === 0) {
        throw validationError('class_names', `a ${fields.role} needs its class names, in output order`);
      }
      if (sam && fields.class_names.length > 0) {
        throw validationError('class_names', 'SAM models have no class names; leave class_names out');
      }
      let signature: ModelSignature;
      try {
        signature = await this.inspect(file.path);
      } catch (err) {
        throw new AppError(
          'VALIDATION_ERROR',
          'The file is not a valid ONNX model',
          `file: ONNX Runtime could not load it (${(err as Error).message.slice(0, 300)})`,
        );
      }
      const check = checkRole(
        fields.role,
        signature,
        fields.class_names.length,
        fields.input_size ?? null,
        fields.task ?? 'detect',
      );
      if (!check.ok)
        throw new AppError(
          'VALIDATION_ERROR',
          `The model does not fit role ${fields.role}`,
          `${check.field}: ${check.message}`,
        );
      return await this.store_(user, fields, file.path, check.inputSize ?? DEFAULT_INPUT_SIZE[fields.role]);
    } finally {
      await rm(file.path, { force: true });
    }
  }

  private async store_(user: UserPrincipal, fields: RegisterModelFields, path: string, inputSize: number) {
    const key = modelObjectKey(user.organizationId);
    await this.store.client.fPutObject(this.store.bucket, key, path, { 'Content-Type': 'application/octet-stream' });
    try {
      const now = new Date();
      return await this.repo.insertNextVersion(user.organizationId, {
        project_id: fields.project_id ?? null,
        name: fields.name,
        source: 'upload',
        training_job_id: null,
        task: fields.task ?? (fields.role.startsWith('sam') ? 'segment' : 'detect'),
        role: fields.role,
        class_names: fields.class_names,
        input_size: inputSize,
        metrics: {},
        artifacts: { weights: null, onnx: key },
        created_by: user.sub,
        created_at: now,
        updated_at: now,
      });
    } catch (err) {
      await this.store.client.removeObject(this.store.bucket, key).catch(() => undefined);
      throw err;
    }
  }
}

/** Inspection on the calling thread, for a process without inference threads. */
export const inspectInProcess: OnnxInspector = async (path) => {
  const ort = (await import('onnxruntime-node')).default;
  const session = await ort.InferenceSession.create(path, { graphOptimizationLevel: 'disabled' });
  try {
    const describe = (list: readonly import('onnxruntime-node').InferenceSession.ValueMetadata[]) =>
      list.map((m) =>
        m.isTensor
          ? { name: m.name, type: m.type, shape: [...m.shape] }
          : { name: m.name, type: 'non-tensor', shape: [] },
      );
    return { inputs: describe(session.inputMetadata), outputs: describe(session.outputMetadata) };
  } finally {
    await session.release();
  }
};
