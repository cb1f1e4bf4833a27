import type { Filter } from 'mongodb';
import { filenameSearch } from './filename-search.js';
import type { ImageDoc } from './repository.js';
import type { ListImagesQuery } from './schemas.js';

/**
 * The database filter for `GET /data/images`. `batchIdsInStage` resolves `batch_stage` (which
 * needs the project's batches in that stage) since images do not carry their batch's stage.
 */
export function imageListFilter(query: ListImagesQuery, batchIdsInStage: number[] | null): Filter<ImageDoc> {
  const filter: Filter<ImageDoc> = {};
  if (query.project_id === 'null') filter.project_id = null;
  else if (query.project_id !== undefined) filter.project_id = query.project_id;
  const batchIds: number[][] = [];
  if (query.batch_id !== undefined) batchIds.push([query.batch_id]);
  if (batchIdsInStage) batchIds.push(batchIdsInStage);
  if (batchIds.length > 0) {
    const allowed = batchIds.reduce((a, b) => a.filter((id) => b.includes(id)));
    // One batch as a plain equality, so the batch index also gives the filename order.
    filter.batch_id = allowed.length === 1 ? allowed[0]! : { $in: allowed };
  }
  if (query.ids) filter._id = { $in: query.ids };
  if (query.device_id !== undefined) filter.device_id = query.device_id;
  if (query.pipeline_id !== undefined) (filter as Record<string, unknown>)['metadata.pipeline_id'] = query.pipeline_id;
  if (query.annotation_status) filter.annotation_status = query.annotation_status;
  if (query.split && query.split !== 'all') filter.split = query.split;
  if (query.classes) filter.classes = { $in: query.classes };
  const names: Filter<ImageDoc>[] = [];
  if (query.filename !== undefined) names.push({ filename: query.filename });
  if (query.search) names.push(filenameSearch(query.search));
  if (names.length === 1) Object.assign(filter, names[0]);
  if (names.length === 2) filter.$and = names;
  return filter;
}
