import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { JobFailedError, waitForJob, type AsyncJob, type components } from '../../../clients/typescript/index.js';
import { useAuth } from '../auth.js';
import { useClient } from '../client-context.js';
import { sendInParts } from '../large-upload.js';
import { forgetImport, isSameFile, pendingImport, rememberImport, type PendingImport } from '../pending-imports.js';
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
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * The notice of an upload that stopped when the page was left (reloaded, closed): how far it got,
 * from the API. Picking the same file continues it; "Discard" aborts it. An upload the API no
 * longer holds (expired, or imported meanwhile) is forgotten.
 */
function PendingNotice({ pending, onGone }: { pending: PendingImport; onGone: (abort: boolean) => void }) {
  const client = useClient();
  const upload = useQuery({
    queryKey: ['large-upload', pending.uploadId],
    queryFn: async () => {
      const found = await client.GET('/data/large-uploads/{id}', { params: { path: { id: pending.uploadId } } });
      return found.data?.data ?? null;
    },
  });
  const gone = upload.data === null;
  useEffect(() => {
    if (gone) onGone(false);
  }, [gone, onGone]);
  if (!upload.data) return null;
  const share = Math.round((100 * upload.data.bytes_received) / Math.max(1, upload.data.size_bytes));
  return (
    <p className="notice" data-testid="import-resume">
      {`The upload of ${pending.name} (${megabytes(pending.size)}) stopped at ${share}% ` +
        `(${upload.data.parts_received.length} of ${upload.data.part_count} parts). ` +
        'Choose the same file to continue from there. '}
      <button onClick={() => onGone(true)} type="button">
        Discard
      </button>
    </p>
  );
}

/**
 * Imports a labelled dataset (a zip) into a project: the archive goes up in parts (a resumable
 * upload: a dropped connection costs one part, sent again), then the import job's progress from
 * GET /jobs/{id}, then what it added or the error naming file and line.
 */
export function ImportDialog({ project, onClose }: { project: { id: number; name: string }; onClose: () => void }) {
  const { manager } = useAuth();
  const client = useClient();
  const queries = useQueryClient();
  const [pending, setPending] = useState(() => pendingImport(project.id));
  const [format, setFormat] = useState<(typeof FORMATS)[number][0]>(
    () => FORMATS.find(([value]) => value === pending?.format)?.[0] ?? 'coco',
  );
  const [file, setFile] = useState<File | null>(null);
  const [phase, setPhase] = useState<Phase>({ step: 'choose' });
  const abort = useRef(new AbortController());
  /** The upload in flight, aborted on the API when the user cancels it. */
  const current = useRef<string | null>(null);
  const resuming = pending && file && isSameFile(pending, file) ? pending : null;

  const dropUpload = (uploadId: string) => {
    void client.DELETE('/data/large-uploads/{id}', { params: { path: { id: uploadId } } });
  };
  const discardPending = (abortOnApi: boolean) => {
    if (pending && abortOnApi) dropUpload(pending.uploadId);
    forgetImport(project.id);
    setPending(null);
  };

  const run = async () => {
    if (!file) return;
    // Another file than the stopped upload's: that upload will not be continued.
    if (pending && !resuming) discardPending(true);
    try {
      setPhase({ step: 'uploading', sent: 0, total: file.size });
      let note: string | undefined;
      const uploadId = await sendInParts({
        manager,
        client,
        file,
        ...(resuming ? { resume: resuming.uploadId } : {}),
        signal: abort.current.signal,
        onStarted: (id) => {
          current.current = id;
          const { name, size, lastModified } = file;
          rememberImport(project.id, { uploadId: id, format, name, size, lastModified });
        },
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
      // The import took the upload: nothing is left to resume.
      current.current = null;
      forgetImport(project.id);
      setPending(null);
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
    // Cancelling an upload ends it; leaving the page (a reload) keeps it for resuming.
    if (phase.step === 'uploading' && current.current) {
      dropUpload(current.current);
      forgetImport(project.id);
    }
    onClose();
  };

  return (
    <div className="overlay" role="dialog" aria-label="Import a dataset">
      <div className="dialog">
        <h2>Import a labelled dataset into {project.name}</h2>
        {pending && phase.step === 'choose' && <PendingNotice pending={pending} onGone={discardPending} />}
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
            {resuming ? 'Continue import' : 'Import'}
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
