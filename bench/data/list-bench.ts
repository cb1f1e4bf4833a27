import type { Db } from 'mongodb';
import { imageListFilter } from '../../api/modules/data/images/list-filter.js';
import { imageListHint, type ImageDoc } from '../../api/modules/data/images/repository.js';
import { listImagesQuery } from '../../api/modules/data/images/schemas.js';
import { summarize, type LatencySummary } from '../lib/stats.js';

/** One `GET /data/images` query, as its query string. */
export interface FilterSet {
  name: string;
  query: string;
}

export interface FilterSetResult {
  name: string;
  query: string;
  /** Images matching the filter (`meta.total`). */
  total: number;
  api: LatencySummary;
  direct: LatencySummary;
}

export interface ListBenchOptions {
  apiUrl: string;
  token: string;
  db: Db;
  organizationId: number;
  sets: FilterSet[];
  samples: number;
  log: (line: string) => void;
}

/** The filter sets people use most, over the seeded project. */
export function commonFilterSets(seed: { projectId: number; batchIds: number[]; filenames: string[] }): FilterSet[] {
  const batch = seed.batchIds[Math.floor(seed.batchIds.length / 2)]!;
  // "gate-cam-03-050012.jpg" -> "CAM-03-05001": about ten images. Upper case on purpose: search
  // is case-insensitive.
  const search = seed.filenames[Math.floor(seed.filenames.length / 2)]!.slice(5, -5).toUpperCase();
  return [
    { name: 'default list', query: '' },
    { name: 'project + annotation_status', query: `project_id=${seed.projectId}&annotation_status=pending` },
    { name: 'classes', query: 'classes=truck,dog' },
    { name: 'project + split + status', query: `project_id=${seed.projectId}&split=none&annotation_status=completed` },
    { name: 'search', query: `search=${encodeURIComponent(search)}` },
    { name: 'batch_id, by filename', query: `batch_id=${batch}&sort=filename&order=asc` },
  ];
}

/**
 * `GET /data/images` through the API against the same query done directly: the API's own
 * filter builder on the same parsed query, scoped to the organization, with the same sort, skip,
 * limit and index hint, and the same `countDocuments`, both at once as the service runs them. The sides
 * take turns request by request, so both meet the database in the same state; one unmeasured
 * round first checks that they agree on the total and the page.
 */
export async function benchImageList(options: ListBenchOptions): Promise<FilterSetResult[]> {
  const images = options.db.collection<ImageDoc>('images');

  const throughApi = async (query: string) => {
    const response = await fetch(`${options.apiUrl}/data/images${query ? `?${query}` : ''}`, {
      headers: { authorization: `Bearer ${options.token}` },
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`GET /data/images?${query}: ${response.status} ${text.slice(0, 200)}`);
    const body = JSON.parse(text) as { data: { id: number }[]; meta: { total: number } };
    return { ids: body.data.map((image) => image.id), total: body.meta.total };
  };

  const directly = async (query: string) => {
    const parsed = listImagesQuery.parse(Object.fromEntries(new URLSearchParams(query)));
    const listFilter = imageListFilter(parsed, null);
    const filter = { ...listFilter, organization_id: options.organizationId };
    const hint = imageListHint(listFilter);
    const direction = parsed.order === 'asc' ? 1 : -1;
    const [docs, total] = await Promise.all([
      images
        .find(filter, hint ? { hint } : {})
        .sort({ [parsed.sort]: direction, _id: direction })
        .skip(parsed.offset)
        .limit(parsed.limit)
        .toArray(),
      images.countDocuments(filter, hint ? { hint } : {}),
    ]);
    return { ids: docs.map((doc) => doc._id), total };
  };

  const timed = async (op: () => Promise<unknown>, into: number[]) => {
    const started = performance.now();
    await op();
    into.push(performance.now() - started);
  };

  const results: FilterSetResult[] = [];
  for (const set of options.sets) {
    options.log(`GET /data/images ${set.name} (${set.query || 'no filter'}): ${options.samples} requests per side ...`);
    const [api, direct] = await Promise.all([throughApi(set.query), directly(set.query)]);
    if (api.total !== direct.total || api.ids.join() !== direct.ids.join()) {
      throw new Error(
        `${set.name}: the API and the direct query disagree (total ${api.total} vs ${direct.total}, ` +
          `first ids ${api.ids.slice(0, 3).join()} vs ${direct.ids.slice(0, 3).join()})`,
      );
    }
    const apiMs: number[] = [];
    const directMs: number[] = [];
    for (let i = 0; i < options.samples; i++) {
      // Alternate which side goes first, so neither always follows the other's cache effects.
      if (i % 2 === 0) {
        await timed(() => throughApi(set.query), apiMs);
        await timed(() => directly(set.query), directMs);
      } else {
        await timed(() => directly(set.query), directMs);
        await timed(() => throughApi(set.query), apiMs);
      }
    }
    results.push({
      name: set.name,
      query: set.query,
      total: api.total,
      api: summarize(apiMs),
      direct: summarize(directMs),
    });
  }
  return results;
}
