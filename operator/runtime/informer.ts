import {
  makeInformer,
  type Informer,
  type KubeConfig,
  type KubernetesListObject,
  type KubernetesObject,
  type ObjectCache,
} from '@kubernetes/client-node';

export interface WatchOptions<T extends KubernetesObject> {
  kubeConfig: KubeConfig;
  /** The watch path, e.g. /apis/batch/v1/jobs */
  path: string;
  list: () => Promise<KubernetesListObject<T>>;
  labelSelector?: string;
  /** Called for every add, update and delete; and for every cached object on resync. */
  onObject: (object: T) => void;
  onError?: (err: unknown) => void;
  resyncEveryMs?: number;
  restartAfterMs?: number;
  /** The values an object is found under with `byIndex` (e.g. its owners' UIDs). */
  indexBy?: (object: T) => string[];
}

const keyOf = (object: KubernetesObject) => `${object.metadata?.namespace ?? ''}/${object.metadata?.name ?? ''}`;

/**
 * List, then watch from the list's resourceVersion (client-node's informer, which relists on
 * 410 Gone), restarted after errors, plus a periodic resync that hands every cached object to the
 * handler again, so a missed event heals itself. The informer keeps every object in a cache the
 * reconcilers read instead of asking the API server; an optional index finds objects by a value
 * other than their name (controller-runtime's field indexes, e.g. Jobs by owner UID).
 */
export class ResourceWatch<T extends KubernetesObject> {
  private readonly informer: Informer<T> & ObjectCache<T>;
  private resync: NodeJS.Timeout | null = null;
  private stopped = false;
  /** Index value -> the keys (namespace/name) of the objects indexed under it. */
  private readonly index = new Map<string, Set<string>>();
  /** Object key -> the values it is indexed under, to unindex it on update and delete. */
  private readonly indexed = new Map<string, string[]>();

  constructor(private readonly options: WatchOptions<T>) {
    this.informer = makeInformer(options.kubeConfig, options.path, options.list, options.labelSelector);
    // The informer updates its cache before it calls these, so the index follows the cache.
    for (const verb of ['add', 'update'] as const)
      this.informer.on(verb, (object) => {
        this.reindex(object, options.indexBy?.(object) ?? []);
        options.onObject(object);
      });
    this.informer.on('delete', (object) => {
      this.reindex(object, []);
      options.onObject(object);
    });
    this.informer.on('error', (err) => {
      options.onError?.(err);
      if (!this.stopped) setTimeout(() => void this.startInformer(), options.restartAfterMs ?? 1000).unref();
    });
  }

  async start(): Promise<void> {
    await this.startInformer();
    this.resync = setInterval(() => {
      for (const object of this.informer.list()) this.options.onObject(object);
    }, this.options.resyncEveryMs ?? 60_000);
    this.resync.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.resync) clearInterval(this.resync);
    await this.informer.stop();
  }

  get(name: string, namespace?: string): T | undefined {
    return this.informer.get(name, namespace);
  }

  /** The cached objects indexed under `value`. */
  byIndex(value: string): T[] {
    const found: T[] = [];
    for (const key of this.index.get(value) ?? []) {
      const [namespace, name] = key.split('/') as [string, string];
      const object = this.informer.get(name, namespace || undefined);
      if (object) found.push(object);
    }
    return found;
  }

  private reindex(object: T, values: string[]): void {
    const key = keyOf(object);
    for (const old of this.indexed.get(key) ?? []) {
      const keys = this.index.get(old);
      keys?.delete(key);
      if (keys?.size === 0) this.index.delete(old);
    }
    if (values.length === 0) {
      this.indexed.delete(key);
      return;
    }
    this.indexed.set(key, values);
    for (const value of values) {
      if (!this.index.has(value)) this.index.set(value, new Set());
      this.index.get(value)!.add(key);
    }
  }

  private async startInformer(): Promise<void> {
    if (this.stopped) return;
    try {
      await this.informer.start();
    } catch (err) {
      this.options.onError?.(err);
      setTimeout(() => void this.startInformer(), this.options.restartAfterMs ?? 1000).unref();
    }
  }
}
