import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { JobFailedError, waitForJob, type AsyncJob, type components } from '../../../clients/typescript/index.js';
import { useAuth } from '../auth.js';
import { useClient } from '../client-context.js';
import { sendInParts } from '../large-upload.js';
import { sendForm } from '../send-form.js';

type ImportResult = components['schemas']['ImportResult'];
type JobResponse = components['schemas']['AsyncJobResponse'];

const FORMATS = [
  ['coco', 'COCO (instances JSON per split)'],
  ['yolo', 'YOLO (Ultralytics data.yaml, images/ and labels/; class folders for classification)'],
  ['voc', 'Pascal VOC (Annotations/, JPEGImages/, ImageSets/Main/)'],
  ['cvat', 'CVAT for images 1.1 (annotations.xml, images/)'],
] as const;

type Phase =
  | { step: 'choose' }
  | { step: 'uploading'; sent: number; total: number; note?: string }
  | { step: 'importing'; job: AsyncJob | null }
  | { step: 'done'; result: ImportResult }
  | { step: 'failed'; error: string };

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * Imports a labelled dataset (a zip) into a project: the archive goes up in parts (a resumable
 * upload: a dropped connection costs one part, sent again), then the import job's progress from
 * GET /jobs/{id}, then what it added or the error naming file and line.
 */
export function ImportDialog({ project, onClose }: { project: { id: number; name: string }; onClose: () => void }) {
  const { manager } = useAuth();
  const client = useClient();
  const queries = useQueryClient();
  const [format, setFormat] = useState<(typeof FORMATS)[number][0]>('coco');
  const [file, setFile] = useState<File | null>(null);
  const [phase, setPhase] = useState<Phase>({ step: 'choose' });
  const abort = useRef(new AbortController());

  const run = async () => {
    if (!file) return;
    try {
      setPhase({ step: 'uploading', sent: 0, total: file.size });
      let note: string | undefined;
      const uploadId = await sendInParts({
        manager,
        client,
        file,
        signal: abort.current.signal,
        onProgress: (sent, total) => setPhase({ step: 'uploading', sent, total, note }),
        onRetry: (message) => (note = message),
      });
      const form = new FormData();
      form.set('format', format);
      form.set('upload_id', uploadId);
      const started = await sendForm<JobResponse>(
        manager,
        `/data/projects/${project.id}/import`,
        form,
        () => undefined,
        abort.current.signal,
      );
      setPhase({ step: 'importing', job: null });
      const job = await waitForJob(client, started.job_id, {
        intervalMs: 300,
        signal: abort.current.signal,
        onProgress: (current) => setPhase({ step: 'importing', job: current }),
      });
      setPhase({ step: 'done', result: job.result as ImportResult });
      void queries.invalidateQueries({ queryKey: ['projects'] });
    } catch (err) {
      if (abort.current.signal.aborted) return;
      const error = err instanceof JobFailedError ? (err.job.error ?? err.job.message) : (err as Error).message;
      setPhase({ step: 'failed', error });
    }
  };
  const close = () => {
    abort.current.abort();
    onClose();
  };

  return (
    <div className="overlay" role="dialog" aria-label="Import a dataset">
      <div className="dialog">
        <h2>Import a labelled dataset into {project.name}</h2>
        <div className="row">
          <select
            aria-label="Format"
            value={format}
            onChange={(e) => setFormat(e.target.value as typeof format)}
            disabled={phase.step !== 'choose'}
          >
            {FORMATS.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
          <input
            type="file"
            aria-label="Zip archive"
            accept=".zip,application/zip"
            disabled={phase.step !== 'choose'}
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
          <button className="primary" onClick={() => void run()} disabled={!file || phase.step !== 'choose'}>
            Import
          </button>
        </div>
        <div role="status" data-testid="import-status">
          {phase.step === 'uploading' && (
            <p>
              Uploading the archive <progress aria-label="Upload progress" max={phase.total} value={phase.sent} />{' '}
              {Math.round((100 * phase.sent) / Math.max(1, phase.total))}%
              {phase.note && <span className="muted"> · {phase.note}</span>}
            </p>
          )}
          {phase.step === 'importing' && (
            <p>
              Importing <progress aria-label="Import progress" max={1} value={phase.job?.progress ?? 0} />{' '}
              {Math.round(100 * (phase.job?.progress ?? 0))}% {phase.job?.message}
            </p>
          )}
          {phase.step === 'done' && (
            <p className="ok" data-testid="import-result">
              Added {plural(phase.result.images_added, 'image')} and{' '}
              {plural(phase.result.annotations_added, 'annotation')};{' '}
              {plural(phase.result.duplicates_skipped, 'duplicate')} skipped; classes added:{' '}
              {phase.result.classes_added.length ? phase.result.classes_added.join(', ') : 'none'}.
            </p>
          )}
          {phase.step === 'failed' && (
            <p className="error" data-testid="import-error">
              The import failed and nothing of it was kept: {phase.error}
            </p>
          )}
        </div>
        <div className="row">
          {(phase.step === 'done' || phase.step === 'failed') && (
            <button onClick={() => setPhase({ step: 'choose' })}>Import another</button>
          )}
          {/* Closing while importing stops watching; the job goes on (the project shows what it added). */}
          <button onClick={close}>{phase.step === 'uploading' ? 'Cancel' : 'Close'}</button>
        </div>
      </div>
    </div>
  );
}
