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
}

/**
 * List, then watch from the list's resourceVersion (client-node's informer, which relists on
 * 410 Gone), restarted after errors, plus a periodic resync that hands every cached object to the
 * handler again, so a missed event heals itself.
 */
export class ResourceWatch<T extends KubernetesObject> {
  private readonly informer: Informer<T> & ObjectCache<T>;
  private resync: NodeJS.Timeout | null = null;
  private stopped = false;

  constructor(private readonly options: WatchOptions<T>) {
    this.informer = makeInformer(options.kubeConfig, options.path, options.list, options.labelSelector);
    for (const verb of ['add', 'update', 'delete'] as const)
      this.informer.on(verb, (object) => options.onObject(object));
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

  list(namespace?: string): readonly T[] {
    return this.informer.list(namespace);
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
