import type { Clock } from '../../../lib/clock.js';
import { randomUUID } from 'node:crypto';
import type { UserPrincipal } from '../../../lib/auth/principal.js';
import { AppError, validationError } from '../../../lib/errors.js';
import type { ObjectStore } from '../../../lib/storage.js';
import { checkRole, taskFromOutputs } from './onnx-signature.js';
import type { StoredModelUpload } from './model-upload-engine.js';
import type { RegisterModelFields } from './register-schemas.js';
import type { ModelRepository, ModelRole, ModelVersionDoc } from './repository.js';

const DEFAULT_INPUT_SIZE: Record<ModelRole, number> = {
  detector: 640,
  open_vocab_detector: 640,
  sam_encoder: 1024,
  sam_decoder: 1024,
};

const dimsText = (shape: (number | string)[]) =>
  `[${shape.map((d) => (typeof d === 'number' && d > 0 ? d : '?')).join(', ')}]`;
const inputText = (file: StoredModelUpload) => dimsText(file.signature.inputs[0]?.shape ?? []);

export function modelObjectKey(organizationId: number): string {
  return `orgs/${organizationId}/models/${randomUUID()}.onnx`;
}

/**
 * Registers a model trained elsewhere, already streamed to the object store with its inputs and
 * outputs read on the way (model-upload-engine.ts): they must fit the role; then it becomes the
 * project's next model version (source `upload`). Whatever fails, nothing stays behind: the
 * object is removed.
 */
export class ModelRegistration {
  constructor(
    private readonly repo: ModelRepository,
    private readonly store: ObjectStore,
    private readonly projectExists: (organizationId: number, projectId: number) => Promise<boolean>,
    private readonly clock: Clock,
  ) {}

  async register(user: UserPrincipal, fields: RegisterModelFields, file: StoredModelUpload): Promise<ModelVersionDoc> {
    try {
      const org = user.organizationId;
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
      // Outputs of no known layout are a detector's for the role check, whose refusal names them.
      const task = fields.task ?? (sam ? 'segment' : (taskFromOutputs(file.signature.outputs) ?? 'detect'));
      const check = checkRole(fields.role, file.signature, fields.class_names.length, fields.input_size ?? null, task);
      if (!check.ok)
        throw new AppError(
          'VALIDATION_ERROR',
          `The model does not fit role ${fields.role}`,
          `${check.field}: ${check.message}`,
        );
      // A model whose image input has no fixed size (an export with dynamic axes) does not say the
      // size it learnt at, and a wrong guess quietly costs accuracy everywhere it runs: ask.
      if (!sam && check.inputSize === null) {
        throw validationError(
          'input_size',
          `the model's image input ${inputText(file)} has no fixed size; give input_size, the square side it was trained at`,
        );
      }
      const now = this.clock.now();
      return await this.repo.insertNextVersion(org, {
        project_id: fields.project_id ?? null,
        name: fields.name,
        source: 'upload',
        training_job_id: null,
        task,
        role: fields.role,
        class_names: fields.class_names,
        input_size: check.inputSize ?? DEFAULT_INPUT_SIZE[fields.role],
        metrics: {},
        artifacts: { weights: null, onnx: file.model_key },
        created_by: user.sub,
        created_at: now,
        updated_at: now,
      });
    } catch (err) {
      await this.store.remove(file.model_key).catch(() => undefined);
      throw err;
    }
  }
}
