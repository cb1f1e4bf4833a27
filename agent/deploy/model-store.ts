import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { basename, join } from 'node:path';

/** What an installed model version came from (meta.json next to the model). */
export interface InstalledModel {
  folder: string;
  modelPath: string;
  job_id: string;
  deployment_id: number;
  model_version_id: number | null;
  sha256: string;
  class_names: string[];
}

/**
 * Installed model versions, one folder each under versions/, and the `current` symlink naming
 * the one that runs. Switching writes a new symlink and renames it over `current`: rename is
 * atomic, so a crash leaves either the old or the new model current, never neither.
 */
export class ModelStore {
  private readonly versions: string;
  private readonly current: string;

  constructor(private readonly root: string) {
    this.versions = join(root, 'versions');
    this.current = join(root, 'current');
    mkdirSync(this.versions, { recursive: true });
  }

  folderOf(name: string): string {
    return join(this.versions, name);
  }

  /** Moves a verified file into its version folder (same filesystem: a rename). */
  install(name: string, file: string, meta: Omit<InstalledModel, 'folder' | 'modelPath'>): InstalledModel {
    const folder = this.folderOf(name);
    const staging = `${folder}.staging`;
    rmSync(staging, { recursive: true, force: true });
    mkdirSync(staging, { recursive: true });
    renameSync(file, join(staging, 'model.onnx'));
    writeFileSync(join(staging, 'meta.json'), JSON.stringify(meta));
    rmSync(folder, { recursive: true, force: true });
    renameSync(staging, folder);
    return this.read(folder)!;
  }

  read(folder: string): InstalledModel | null {
    try {
      const meta = JSON.parse(readFileSync(join(folder, 'meta.json'), 'utf8')) as InstalledModel;
      return { ...meta, folder, modelPath: join(folder, 'model.onnx') };
    } catch {
      return null;
    }
  }

  /** An installed version with this checksum (a rollback to it needs no download). */
  findBySha(sha256: string): InstalledModel | null {
    if (!existsSync(this.versions)) return null;
    for (const name of readdirNames(this.versions)) {
      const model = this.read(this.folderOf(name));
      if (model?.sha256 === sha256) return model;
    }
    return null;
  }

  currentModel(): InstalledModel | null {
    try {
      return this.read(join(this.versions, basename(readlinkSync(this.current))));
    } catch {
      return null;
    }
  }

  /** Makes `folder` current; null removes the current model. */
  switchTo(folder: string | null): void {
    if (folder === null) {
      rmSync(this.current, { force: true });
      return;
    }
    const next = `${this.current}.next`;
    rmSync(next, { force: true });
    symlinkSync(join('versions', basename(folder)), next);
    renameSync(next, this.current);
  }

  /** Removes version folders other than the current one and `keep`. */
  prune(keep: string[]): void {
    const current = this.currentModel()?.folder;
    const kept = new Set([current, ...keep].filter(Boolean).map((f) => basename(f!)));
    for (const name of readdirNames(this.versions)) {
      if (!kept.has(name)) rmSync(this.folderOf(name), { recursive: true, force: true });
    }
  }
}

function readdirNames(dir: string): string[] {
  return readdirSync(dir).filter((name) => !name.endsWith('.staging'));
}
