import type { EvaluationJobSpec } from '../../../../contracts/custom-resources.js';
import type { UserPrincipal } from '../../../lib/auth/principal.js';
import { AppError, validationError } from '../../../lib/errors.js';
import type { WorkloadDoc } from '../workloads/repository.js';
import type { WorkloadService } from '../workloads/service.js';
import { compareFigures, type Comparison } from './compare.js';
import type { CreateEvaluation, ListEvaluationsQuery } from './schemas.js';

/** Users' side of evaluations: EvaluationJob records of the shared workload machinery, and comparisons. */
export class EvaluationService {
  constructor(private readonly workloads: WorkloadService) {}

  create(user: UserPrincipal, input: CreateEvaluation): Promise<WorkloadDoc> {
    return this.workloads.createEvaluation(user, input);
  }

  get(user: UserPrincipal, id: number): Promise<WorkloadDoc> {
    return this.workloads.get(user, 'EvaluationJob', id);
  }

  list(user: UserPrincipal, query: ListEvaluationsQuery) {
    return this.workloads.list(user, 'EvaluationJob', query, {
      modelVersionId: query.model_version_id,
      datasetVersionId: query.dataset_version_id,
    });
  }

  /**
   * Two finished evaluations of the same dataset version split; either of another organization
   * is not found (404), an unfinished one is a conflict (409), different splits a bad request.
   */
  async compare(
    user: UserPrincipal,
    aId: number,
    bId: number,
    limit: number,
  ): Promise<{ a: WorkloadDoc; b: WorkloadDoc; comparison: Comparison }> {
    const [a, b] = await Promise.all([this.get(user, aId), this.get(user, bId)]);
    const [sa, sb] = [a.spec as EvaluationJobSpec, b.spec as EvaluationJobSpec];
    if (sa.datasetVersionId !== sb.datasetVersionId || (sa.split ?? 'test') !== (sb.split ?? 'test'))
      throw validationError(
        'query.b',
        `Evaluation ${aId} measured dataset version ${sa.datasetVersionId} (${sa.split ?? 'test'}), evaluation ${bId} ` +
          `version ${sb.datasetVersionId} (${sb.split ?? 'test'}): compare evaluations of the same split`,
      );
    for (const doc of [a, b])
      if (!doc.evaluation)
        throw new AppError(
          'CONFLICT',
          `Evaluation ${doc._id} is ${doc.phase.toLowerCase()} and has no figures`,
          'compare evaluations that succeeded',
        );
    return { a, b, comparison: compareFigures(a.evaluation!, b.evaluation!, limit) };
  }
}
