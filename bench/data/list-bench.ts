import type { Collection, Db, Document, Filter } from 'mongodb';
import { ImageCounts, type CountedFields } from '../../api/modules/data/images/image-counts.js';
import type { AnnotationDoc } from '../../api/modules/data/annotations/repository.js';
import {
  decodeCursor,
  encodeCursor,
  withPosition,
  type ImageListSort,
} from '../../api/modules/data/images/list-cursor.js';
import { imageListFilter } from '../../api/modules/data/images/list-filter.js';
import type { ImageDoc } from '../../api/modules/data/images/repository.js';
import { listImagesQuery } from '../../api/modules/data/images/schemas.js';
import { processCpuPreciseMs } from '../lib/process-cpu.js';
import { summarize, type LatencySummary } from '../lib/stats.js';

/** One `GET /data/images` query, as its query string. */
export interface FilterSet {
  name: string;
  query: string;
  /** Shown for context, judged against nothing (offset paging deep into the list). */
  context?: boolean;
}

export interface FilterSetResult {
  name: string;
  query: string;
  context: boolean;
  /** Images matching the filter (`meta.total`). */
  total: number;
  api: LatencySummary;
  direct: LatencySummary;
  /** CPU milliseconds per request, when the processes could be read: where the API's time goes. */
  cpu: ListCpu | null;
}

/**
 * Per request: the API process's CPU and the database's for the API's request, against the
 * bench's own CPU (the driver's work, result decoding) and the database's for the direct query.
 * Unlike latency, these hardly move with what else the machine runs.
 */
export interface ListCpu {
  api: number;
  apiDatabase: number;
  direct: number;
  directDatabase: number;
}

export interface ListBenchOptions {
  apiUrl: string;
  token: string;
  db: Db;
  organizationId: number;
  sets: FilterSet[];
  samples: number;
  log: (line: string) => void;
  /** The API's and the database's processes, for CPU per request (left out where unknown). */
  pids?: { api?: number; database?: number };
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

/** The position `index` (0 = first) of the project's list in this order, as the API's cursor. */
async function cursorAt(images: Collection<ImageDoc>, organizationId: number, query: string, index: number) {
  const parsed = listImagesQuery.parse(Object.fromEntries(new URLSearchParams(query)));
  const sort: ImageListSort = { key: parsed.sort, direction: parsed.order === 'asc' ? 1 : -1 };
  const filter = { ...imageListFilter(parsed, null), organization_id: organizationId };
  const [doc] = await images
    .find(filter, { projection: { created_at: 1, updated_at: 1, filename: 1 } })
    .sort({ [sort.key]: sort.direction, _id: sort.direction })
    .skip(index)
    .limit(1)
    .toArray();
  if (!doc) throw new Error(`no image at position ${index} of ${query}`);
  return encodeCursor(sort, doc);
}

/**
 * Pages of 100 deep in the project's list, the judged ones by cursor in each of the list's sorts,
 * with and without annotations, and the same last page by offset for context (what the console
 * asked for before cursors).
 */
export async function deepPageSets(
  db: Db,
  seed: { organizationId: number; projectId: number; images: number },
): Promise<FilterSet[]> {
  const images = db.collection<ImageDoc>('images');
  const project = `project_id=${seed.projectId}&limit=100`;
  const last = Math.max(0, seed.images - 101);
  const middle = Math.floor(seed.images / 2);
  const at = async (query: string, index: number) =>
    `${query}&cursor=${await cursorAt(images, seed.organizationId, query, index)}`;
  return [
    { name: 'deep page by offset', query: `${project}&offset=${seed.images - 100}`, context: true },
    { name: 'deep page', query: await at(project, last) },
    { name: 'middle page', query: await at(project, middle) },
    { name: 'deep page, oldest first', query: await at(`${project}&order=asc`, last) },
    { name: 'deep page by filename', query: await at(`${project}&sort=filename&order=asc`, last) },
    { name: 'deep page by updated_at', query: await at(`${project}&sort=updated_at`, last) },
    { name: 'with annotations, first page', query: `${project}&include_annotations=true` },
    {
      name: 'with annotations, deep page by offset',
      query: `${project}&include_annotations=true&offset=${seed.images - 100}`,
      context: true,
    },
    { name: 'with annotations, deep page', query: await at(`${project}&include_annotations=true`, last) },
    { name: 'with annotations, middle page', query: await at(`${project}&include_annotations=true`, middle) },
  ];
}

/**
 * `GET /data/images` through the API against the same query done directly: the API's own
 * filter builder on the same parsed query, scoped to the organization, with the same sort, skip,
 * limit (and cursor), and the same total (read from the kept counts, or counted), both at once as the service runs them, and
 * with `include_annotations` the annotations' one `$in` query. The sides
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

  const annotations = options.db.collection<AnnotationDoc>('annotations');
  const keptCounts = options.db.collection('image_counts');
  const directly = async (query: string) => {
    const parsed = listImagesQuery.parse(Object.fromEntries(new URLSearchParams(query)));
    const listFilter = imageListFilter(parsed, null);
    const filter = { ...listFilter, organization_id: options.organizationId };
    const sort: ImageListSort = { key: parsed.sort, direction: parsed.order === 'asc' ? 1 : -1 };
    const after = parsed.cursor === undefined ? undefined : decodeCursor(parsed.cursor, sort);
    const [docs, total] = await Promise.all([
      images
        .find(after ? withPosition(filter, sort, after) : filter, { projection: { filename_suffixes: 0 } })
        .sort({ [sort.key]: sort.direction, _id: sort.direction })
        .skip(parsed.offset)
        .limit(parsed.limit + 1)
        .toArray(),
      ImageCounts.answers(listFilter as Filter<CountedFields>)
        ? keptCounts
            .find({ ...(listFilter as Document), organization_id: options.organizationId })
            .toArray()
            .then((rows) => rows.reduce((sum, row) => sum + (row.n as number), 0))
        : images.countDocuments(filter),
    ]);
    const ids = docs.slice(0, parsed.limit).map((doc) => doc._id);
    if (parsed.include_annotations) {
      await annotations
        .find({ organization_id: options.organizationId, image_id: { $in: ids } })
        .sort({ image_id: 1, z_order: 1, _id: 1 })
        .toArray();
    }
    return { ids, total };
  };

  const cpuNow = () => {
    const own = process.cpuUsage();
    return {
      api: options.pids?.api === undefined ? null : processCpuPreciseMs(options.pids.api),
      database: options.pids?.database === undefined ? null : processCpuPreciseMs(options.pids.database),
      bench: (own.user + own.system) / 1000,
    };
  };
  type CpuSpent = { own: number; database: number; readable: boolean };
  /** Times one request and adds the CPU it cost to `cpu` (`own`: the API's for the API, the bench's directly). */
  const timed = async (op: () => Promise<unknown>, into: number[], cpu: CpuSpent, side: 'api' | 'direct') => {
    const before = cpuNow();
    const started = performance.now();
    await op();
    into.push(performance.now() - started);
    const after = cpuNow();
    const [ownBefore, ownAfter] = side === 'api' ? [before.api, after.api] : [before.bench, after.bench];
    if (ownBefore === null || ownAfter === null || before.database === null || after.database === null) {
      cpu.readable = false;
      return;
    }
    cpu.own += ownAfter - ownBefore;
    cpu.database += after.database - before.database;
  };

  const results: FilterSetResult[] = [];
  for (const set of options.sets) {
    options.log(`GET /data/images ${set.name}: ${options.samples} requests per side ...`);
    const [api, direct] = await Promise.all([throughApi(set.query), directly(set.query)]);
    if (api.total !== direct.total || api.ids.join() !== direct.ids.join()) {
      throw new Error(
        `${set.name}: the API and the direct query disagree (total ${api.total} vs ${direct.total}, ` +
          `first ids ${api.ids.slice(0, 3).join()} vs ${direct.ids.slice(0, 3).join()})`,
      );
    }
    const apiMs: number[] = [];
    const directMs: number[] = [];
    const apiCpu: CpuSpent = { own: 0, database: 0, readable: true };
    const directCpu: CpuSpent = { own: 0, database: 0, readable: true };
    const viaApi = () => timed(() => throughApi(set.query), apiMs, apiCpu, 'api');
    const viaDriver = () => timed(() => directly(set.query), directMs, directCpu, 'direct');
    for (let i = 0; i < options.samples; i++) {
      // Alternate which side goes first, so neither always follows the other's cache effects.
      if (i % 2 === 0) {
        await viaApi();
        await viaDriver();
      } else {
        await viaDriver();
        await viaApi();
      }
    }
    const n = options.samples;
    results.push({
      name: set.name,
      query: set.query,
      context: set.context ?? false,
      total: api.total,
      api: summarize(apiMs),
      direct: summarize(directMs),
      cpu:
        apiCpu.readable && directCpu.readable
          ? {
              api: apiCpu.own / n,
              apiDatabase: apiCpu.database / n,
              direct: directCpu.own / n,
              directDatabase: directCpu.database / n,
            }
          : null,
    });
  }
  return results;
}
