import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { components } from '../../../clients/typescript/index.js';
import { unwrap, unwrapList } from '../api.js';
import { useClient } from '../client-context.js';
import { Link } from '../router.js';
import { ImportDialog } from './import-dialog.js';
import { UploadDialog } from './upload-dialog.js';

type Project = components['schemas']['Project'];
type Batch = components['schemas']['Batch'];

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : '—');

function NewProject() {
  const client = useClient();
  const queries = useQueryClient();
  const [name, setName] = useState('');
  const [classes, setClasses] = useState('');
  const create = useMutation({
    mutationFn: () =>
      unwrap(
        client.POST('/data/projects', {
          body: {
            name,
            description: '',
            project_type: 'object_detection',
            classes: classes
              .split(',')
              .map((c) => c.trim())
              .filter(Boolean),
          },
        }),
      ),
    onSuccess: () => {
      setName('');
      setClasses('');
      void queries.invalidateQueries({ queryKey: ['projects'] });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate();
  };
  return (
    <form className="row" onSubmit={submit}>
      <input
        aria-label="Project name"
        placeholder="project name"
        value={name}
        onChange={(e) => setName(e.target.value)}
      />
      <input
        aria-label="Classes"
        placeholder="classes (car, person)"
        value={classes}
        onChange={(e) => setClasses(e.target.value)}
      />
      <button className="primary" type="submit" disabled={create.isPending || !name}>
        Create project
      </button>
      {create.error && <span className="error">{create.error.message}</span>}
    </form>
  );
}

function BatchRow({ batch, projects }: { batch: Batch; projects: Project[] }) {
  const client = useClient();
  const queries = useQueryClient();
  const update = useMutation({
    mutationFn: (body: components['schemas']['UpdateBatch']) =>
      unwrap(client.PATCH('/data/batches/{id}', { params: { path: { id: batch.id } }, body })),
    onSuccess: () => void queries.invalidateQueries({ queryKey: ['batches'] }),
  });
  return (
    <tr>
      <td>{batch.name}</td>
      <td>{batch.device_id}</td>
      <td>
        {batch.stage}
        {batch.closed_reason && <span className="muted"> ({batch.closed_reason})</span>}
      </td>
      <td data-testid={`batch-counts-${batch.id}`}>
        <Link href={`/images?batch_id=${batch.id}`}>
          {batch.labeled_count} / {batch.image_count}
        </Link>
      </td>
      <td>{when(batch.last_image_at)}</td>
      <td>
        <select
          aria-label={`Project of ${batch.name}`}
          value={batch.project_id ?? ''}
          onChange={(e) => update.mutate({ project_id: e.target.value ? Number(e.target.value) : null })}
        >
          <option value="">no project</option>
          {projects.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </select>
      </td>
      <td>
        {batch.stage === 'collecting' && (
          <button onClick={() => update.mutate({ stage: 'complete' })} disabled={update.isPending}>
            Close batch
          </button>
        )}
        {update.error && <span className="error"> {update.error.message}</span>}
      </td>
    </tr>
  );
}

/** Labeled of all images in a project, each read as a list's total. */
function ProjectCounts({ id }: { id: number }) {
  const client = useClient();
  const total = (status?: 'completed') =>
    unwrapList(
      client.GET('/data/images', {
        params: { query: { project_id: id, limit: 1, ...(status ? { annotation_status: status } : {}) } as never },
      }),
    ).then((list) => (list.meta as { total: number }).total);
  const counts = useQuery({
    queryKey: ['projects', 'counts', id],
    queryFn: async () => ({ all: await total(), labeled: await total('completed') }),
  });
  return <span data-testid={`counts-${id}`}>{counts.data ? `${counts.data.labeled} / ${counts.data.all}` : '…'}</span>;
}

/** Projects, and the batches devices upload into: assign a batch to a project, close it. */
export function ProjectsScreen() {
  const client = useClient();
  const [stage, setStage] = useState('');
  const [dialog, setDialog] = useState<{ kind: 'upload' | 'import'; project: Project } | null>(null);
  const projects = useQuery({
    queryKey: ['projects'],
    queryFn: () => unwrap(client.GET('/data/projects', { params: { query: { per_page: 100 } } })),
  });
  const batches = useQuery({
    queryKey: ['batches', stage],
    queryFn: () =>
      unwrap(
        client.GET('/data/batches', {
          params: { query: { per_page: 100, ...(stage ? { stage: stage as Batch['stage'] } : {}) } },
        }),
      ),
    refetchInterval: 15_000,
  });
  return (
    <main>
      <h1>Projects</h1>
      <NewProject />
      {projects.error && <p className="error">{projects.error.message}</p>}
      <table data-testid="projects">
        <thead>
          <tr>
            <th>Id</th>
            <th>Project</th>
            <th>Type</th>
            <th>Classes</th>
            <th>Labeled / images</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {(projects.data ?? []).map((p) => (
            <tr key={p.id}>
              <td>{p.id}</td>
              <td>{p.name}</td>
              <td>{p.project_type.replace('_', ' ')}</td>
              <td>{p.classes.join(', ')}</td>
              <td>
                <ProjectCounts id={p.id} />
              </td>
              <td>
                <Link href={`/images?project_id=${p.id}`}>Images</Link> ·{' '}
                <Link href={`/review?project=${p.id}`}>Review</Link>{' '}
                <button onClick={() => setDialog({ kind: 'upload', project: p })}>Upload</button>{' '}
                <button onClick={() => setDialog({ kind: 'import', project: p })}>Import</button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {dialog?.kind === 'upload' && <UploadDialog project={dialog.project} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'import' && <ImportDialog project={dialog.project} onClose={() => setDialog(null)} />}
      <h2>Batches</h2>
      <div className="row">
        <select aria-label="Stage" value={stage} onChange={(e) => setStage(e.target.value)}>
          <option value="">stage: any</option>
          <option>collecting</option>
          <option>complete</option>
        </select>
      </div>
      {batches.error && <p className="error">{batches.error.message}</p>}
      <table data-testid="batches">
        <thead>
          <tr>
            <th>Batch</th>
            <th>Device</th>
            <th>Stage</th>
            <th>Labeled / images</th>
            <th>Last image</th>
            <th>Project</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {(batches.data ?? []).map((batch) => (
            <BatchRow key={batch.id} batch={batch} projects={projects.data ?? []} />
          ))}
          {batches.data?.length === 0 && (
            <tr>
              <td colSpan={7} className="muted">
                No batches: devices open one with their first upload.
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </main>
  );
}
