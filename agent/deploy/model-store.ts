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
  /** The model file in the folder: `model.onnx`, or `model.xml` (with `model.bin`) for OpenVINO IR. */
  model_file?: string;
}

/** An installed model's files: an ONNX file to move in, or an IR's two parts to write. */
export type ModelFiles = { onnx: string } | { ir: { xml: Buffer; bin: Buffer } };

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

  /** Puts verified files into their version folder (an ONNX file by a rename: same filesystem). */
  install(
    name: string,
    files: ModelFiles,
    meta: Omit<InstalledModel, 'folder' | 'modelPath' | 'model_file'>,
  ): InstalledModel {
    const folder = this.folderOf(name);
    const staging = `${folder}.staging`;
    rmSync(staging, { recursive: true, force: true });
    mkdirSync(staging, { recursive: true });
    let modelFile = 'model.onnx';
    if ('onnx' in files) renameSync(files.onnx, join(staging, modelFile));
    else {
      modelFile = 'model.xml';
      writeFileSync(join(staging, 'model.bin'), files.ir.bin);
      writeFileSync(join(staging, modelFile), files.ir.xml);
    }
    writeFileSync(join(staging, 'meta.json'), JSON.stringify({ ...meta, model_file: modelFile }));
    rmSync(folder, { recursive: true, force: true });
    renameSync(staging, folder);
    return this.read(folder)!;
  }

  read(folder: string): InstalledModel | null {
    try {
      const meta = JSON.parse(readFileSync(join(folder, 'meta.json'), 'utf8')) as InstalledModel;
      return { ...meta, folder, modelPath: join(folder, meta.model_file ?? 'model.onnx') };
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
