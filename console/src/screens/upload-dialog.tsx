import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type DragEvent } from 'react';
import type { components } from '../../../clients/typescript/index.js';
import { useAuth } from '../auth.js';
import { sendForm, SendError } from '../send-form.js';
import { droppedFiles } from './dropped-files.js';
import {
  answered,
  IMAGE_NAME,
  MAX_ATTEMPTS,
  overall,
  requestGroups,
  retryDelayMs,
  sentPerFile,
  summary,
  type QueuedFile,
} from './upload-queue.js';

type UploadResult = components['schemas']['UserUploadResult'];

// Requests in flight at once (each of a few files, requestGroups): enough to keep the API busy.
const CONCURRENCY = 4;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Uploads files and folders (drag and drop, or pickers) into a project, a few files per request
 * (requestGroups) and CONCURRENCY requests at once, each file with its own progress and outcome;
 * a dropped connection is retried with backoff (a file the server did keep comes back as a
 * duplicate, since duplicates are skipped by SHA-256).
 */
export function UploadDialog({ project, onClose }: { project: { id: number; name: string }; onClose: () => void }) {
  const { manager } = useAuth();
  const queries = useQueryClient();
  const [files, setFiles] = useState<QueuedFile[]>([]);
  const [running, setRunning] = useState(false);
  const [over, setOver] = useState(false);
  const abort = useRef(new AbortController());

  const start = async (picked: File[]) => {
    const images = picked.filter((file) => IMAGE_NAME.test(file.name));
    if (images.length === 0 || running) return;
    const offset = files.length;
    const queue: QueuedFile[] = images.map((f) => ({
      name: f.name,
      size: f.size,
      sent: 0,
      state: 'waiting',
      attempts: 0,
    }));
    setFiles((list) => [...list, ...queue]);
    setRunning(true);
    /** One state change for the files of a request: `change` gets each file and its place in the request. */
    const update = (group: number[], change: (file: QueuedFile, k: number) => QueuedFile) => {
      const place = new Map(group.map((i, k) => [offset + i, k]));
      setFiles((list) =>
        list.map((file, at) => {
          const k = place.get(at);
          return k === undefined ? file : change(file, k);
        }),
      );
    };
    let batchId: number | null = null;

    const send = async (group: number[]) => {
      const sizes = group.map((i) => images[i]!.size);
      for (let attempt = 1; ; attempt++) {
        update(group, (q) => ({ ...q, state: 'sending', sent: 0, attempts: attempt }));
        const form = new FormData();
        form.set('project_id', String(project.id));
        if (batchId) form.set('batch_id', String(batchId));
        for (const i of group) form.append('images', images[i]!, images[i]!.name);
        try {
          const result = await sendForm<UploadResult>(
            manager,
            '/data/images/upload',
            form,
            (loaded, total) => {
              const sent = sentPerFile(sizes, loaded, total);
              update(group, (q, k) => ({ ...q, sent: sent[k]! }));
            },
            abort.current.signal,
          );
          batchId ??= result.batch_id;
          update(group, (q) => answered([q], result)[0]!);
          return;
        } catch (err) {
          const retry = err instanceof SendError && err.network && attempt < MAX_ATTEMPTS;
          if (!retry) return update(group, (q) => ({ ...q, state: 'failed', note: (err as Error).message }));
          update(group, (q) => ({ ...q, note: `connection dropped, trying again (${attempt + 1}/${MAX_ATTEMPTS})` }));
          await sleep(retryDelayMs(attempt));
        }
      }
    };

    // The first request holds one file, so the rest join the batch it opens.
    const groups = requestGroups(images);
    await send(groups[0]!);
    let next = 1;
    const worker = async () => {
      while (next < groups.length && !abort.current.signal.aborted) await send(groups[next++]!);
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    setRunning(false);
    void queries.invalidateQueries({ queryKey: ['projects'] });
    void queries.invalidateQueries({ queryKey: ['images'] });
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    void droppedFiles(event.dataTransfer).then(start);
  };
  const close = () => {
    abort.current.abort();
    onClose();
  };
  const total = overall(files);
  return (
    <div className="overlay" role="dialog" aria-label="Upload images">
      <div className="dialog">
        <h2>Upload images into {project.name}</h2>
        <div
          className={over ? 'drop-zone over' : 'drop-zone'}
          data-testid="drop-zone"
          onDragOver={(e) => {
            e.preventDefault();
            setOver(true);
          }}
          onDragLeave={() => setOver(false)}
          onDrop={onDrop}
        >
          Drop images or folders here (JPEG, PNG, WebP), or{' '}
          <label className="link">
            choose files
            <input
              type="file"
              aria-label="Choose files"
              multiple
              accept="image/jpeg,image/png,image/webp"
              hidden
              onChange={(e) => void start(Array.from(e.target.files ?? []))}
            />
          </label>{' '}
          or{' '}
          <label className="link">
            a folder
            <input
              type="file"
              aria-label="Choose a folder"
              hidden
              {...{ webkitdirectory: '' }}
              onChange={(e) => void start(Array.from(e.target.files ?? []))}
            />
          </label>
        </div>
        {files.length > 0 && (
          <>
            <p role="status" data-testid="upload-summary">
              <progress aria-label="Overall progress" max={total.total} value={total.sent} /> {total.done} of{' '}
              {files.length} files · {summary(files)}
              {running ? '' : ' · done'}
            </p>
            <table data-testid="upload-files">
              <tbody>
                {files.map((file, i) => (
                  <tr key={i} className={`upload ${file.state}`}>
                    <td>{file.name}</td>
                    <td>
                      <progress aria-label={`Progress of ${file.name}`} max={file.size} value={file.sent} />
                    </td>
                    <td>{file.state}</td>
                    <td className="muted">{file.note}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        )}
        <div className="row">
          <button onClick={close}>{running ? 'Cancel' : 'Close'}</button>
        </div>
      </div>
    </div>
  );
}
