import { validationError } from '../../lib/errors.js';
import type { ModelRole } from '../ml/index.js';
import type { CatalogModel, ModelCatalog } from './ports.js';

/** Model versions platform-wide by configuration; each applies to the organization that owns it. */
export interface ConfiguredModels {
  samEncoderId?: number;
  samDecoderId?: number;
  openVocabDetectorId?: number;
}

const DETECTOR_ROLES: readonly ModelRole[] = ['detector', 'open_vocab_detector'];

/**
 * Picks and checks the model versions a request runs, when the request is made, so a bad choice
 * is a 400 naming the field and nothing is queued. Configured ids (SAM_ENCODER_MODEL_ID,
 * SAM_DECODER_MODEL_ID, OPEN_VOCAB_DETECTOR_MODEL_ID) win when they name a usable model of the
 * caller's organization; otherwise the newest usable model of the role, the project's own first.
 * Model versions are tenant data like any other: another organization's never qualify.
 */
export class ModelResolver {
  constructor(
    private readonly models: ModelCatalog,
    private readonly configured: ConfiguredModels,
  ) {}

  /** A model by id for a body field; it must exist, have one of the roles and an ONNX file. */
  async byId(org: number, id: number, field: string, roles: readonly ModelRole[]): Promise<CatalogModel> {
    const doc = await this.models.get(org, id);
    if (!doc) throw validationError(`body.${field}`, `Model version ${id} not found`);
    if (!roles.includes(doc.role)) {
      throw validationError(
        `body.${field}`,
        `Model version ${id} has role ${doc.role}; expected ${roles.join(' or ')}`,
      );
    }
    if (!doc.onnxKey) {
      throw validationError(`body.${field}`, `Model version ${id} has no ONNX file; export it to ONNX first`);
    }
    return doc;
  }

  detector(org: number, id: number, field: string): Promise<CatalogModel> {
    return this.byId(org, id, field, DETECTOR_ROLES);
  }

  private async pick(org: number, projectId: number, role: ModelRole, configuredId?: number) {
    if (configuredId) {
      const doc = await this.models.get(org, configuredId);
      if (doc?.role === role && doc.onnxKey) return doc;
    }
    return (await this.models.newestWithOnnx(org, role, projectId)) ?? (await this.models.newestWithOnnx(org, role));
  }

  async openVocabDetector(org: number, projectId: number): Promise<CatalogModel> {
    const doc = await this.pick(org, projectId, 'open_vocab_detector', this.configured.openVocabDetectorId);
    if (!doc) {
      throw validationError(
        'body.sam_prompt_source',
        'No open-vocabulary detector is available for text prompts; register one with POST /ml/models ' +
          '(role open_vocab_detector) or use sam_prompt_source detector',
      );
    }
    return doc;
  }

  /** The SAM pair; `decoderId` (the body's model_version_id in SAM mode) overrides the decoder. */
  async sam(org: number, projectId: number, decoderId?: number) {
    const decoder = decoderId
      ? await this.byId(org, decoderId, 'model_version_id', ['sam_decoder'])
      : await this.pick(org, projectId, 'sam_decoder', this.configured.samDecoderId);
    const encoder = await this.pick(org, projectId, 'sam_encoder', this.configured.samEncoderId);
    if (!decoder || !encoder) {
      throw validationError(
        'body.model_type',
        `SAM mode needs a ${encoder ? 'sam_decoder' : 'sam_encoder'} model; register the SAM image encoder and ` +
          'mask decoder ONNX files with POST /ml/models (roles sam_encoder, sam_decoder)',
      );
    }
    return { encoder, decoder };
  }

  /** Class indexes of the open-vocabulary model's vocabulary named by the text prompts. */
  static textClasses(model: CatalogModel, texts: string[]): string[] {
    const byName = new Map(model.classNames.map((name) => [name.toLowerCase(), name]));
    const missing = texts.filter((t) => !byName.has(t.toLowerCase()));
    if (missing.length > 0) {
      throw validationError(
        'body.text_classes',
        `Not in the open-vocabulary detector's vocabulary (model version ${model.id}): ${missing.join(', ')}; ` +
          `it knows ${model.classNames.join(', ')}`,
      );
    }
    return [...new Set(texts.map((t) => byName.get(t.toLowerCase())!))];
  }
}
