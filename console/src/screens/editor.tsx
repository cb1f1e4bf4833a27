import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { unwrap, unwrapList } from '../api.js';
import { useClient } from '../client-context.js';
import { createAutosave, type SaveStatus } from '../editor/autosave.js';
import { newKey } from '../editor/canvas-state.js';
import { EditorCanvas, type EditorCommands, type Tool } from '../editor/editor-canvas.js';
import {
  colorOf,
  emptyHistory,
  polygon,
  record,
  redo,
  shapesOf,
  tag,
  toggleTag,
  undo,
  apply,
  type Box,
  type History,
  type Operation,
} from '../editor/model.js';
import { Shortcuts } from '../editor/shortcuts.js';
import { navigate, useLocation } from '../router.js';
import { imageQuery } from './gallery.js';

export function EditorScreen({ imageId }: { imageId: number }) {
  const client = useClient();
  const { search } = useLocation();
  const [boxes, setBoxes] = useState<Box[] | null>(null);
  const [history, setHistory] = useState<History>(emptyHistory);
  const [status, setStatus] = useState<{ status: SaveStatus; error?: string }>({ status: 'saved' });
  const queries = useQueryClient();
  // Classes on this image's boxes that the project does not list (or all of them, with no project).
  const [extra, setExtra] = useState<string[]>([]);
  const [current, setCurrent] = useState(0);
  const [tool, setTool] = useState<Tool>('box');
  const [help, setHelp] = useState(false);
  const [newClass, setNewClass] = useState('');
  const [markError, setMarkError] = useState<string | null>(null);
  const newClassInput = useRef<HTMLInputElement>(null);
  const commands = useRef<EditorCommands | null>(null);
  const autosave = useMemo(
    () => createAutosave(client, imageId, (s, error) => setStatus({ status: s, error })),
    [client, imageId],
  );

  const image = useQuery({
    queryKey: ['image', imageId],
    queryFn: () => unwrap(client.GET('/data/images/{id}', { params: { path: { id: imageId } } })),
  });
  const url = useQuery({
    queryKey: ['image-url', imageId],
    queryFn: () => unwrap(client.GET('/images/{id}/url', { params: { path: { id: imageId } } })),
  });
  const projectId = image.data?.project_id ?? null;
  const project = useQuery({
    queryKey: ['project', projectId],
    enabled: projectId !== null,
    queryFn: () => unwrap(client.GET('/data/projects/{id}', { params: { path: { id: projectId! } } })),
  });
  // The project's list first and in its order, so a number key means the same class on every image.
  const classes = useMemo(() => {
    const listed = project.data?.classes ?? [];
    const rest = extra.filter((c) => !listed.includes(c));
    const all = [...listed, ...rest];
    return all.length > 0 ? all : ['object'];
  }, [project.data, extra]);
  // A classification project's images are labelled with tags: the editor opens on the tag tool.
  const projectType = project.data?.project_type;
  useEffect(() => {
    if (projectType === 'classification') setTool('tag');
  }, [projectType]);
  const siblings = useQuery({
    queryKey: ['editor-siblings', search.toString()],
    queryFn: () =>
      unwrapList(
        client.GET('/data/images', {
          params: { query: { ...imageQuery(search), limit: 100, offset: Number(search.get('offset') ?? 0) } as never },
        }),
      ),
  });

  useEffect(() => {
    setBoxes(null);
    setHistory(emptyHistory);
    void unwrap(client.GET('/data/annotations', { params: { query: { image_id: imageId } } })).then((list) => {
      const loaded = list
        .filter(
          (a) =>
            (a.type === 'bbox' && a.x_center !== null) ||
            ((a.type === 'polygon' || a.type === 'mask') && a.geometry) ||
            a.type === 'tag',
        )
        .map((a): Box => {
          const key = `a${a.id}`;
          autosave.known(key, a.id);
          const predicted = a.source === 'model' || a.source === 'sam';
          if (a.type === 'tag') return tag(key, a.class_value, predicted);
          if (a.type === 'mask') return { ...polygon(key, a.class_value, a.geometry!), predicted, kind: 'mask' };
          if (a.type === 'polygon') return { ...polygon(key, a.class_value, a.geometry!), predicted };
          return { key, cls: a.class_value, x: a.x_center!, y: a.y_center!, w: a.width!, h: a.height!, predicted };
        });
      setExtra([...new Set(loaded.map((b) => b.cls))]);
      setBoxes(loaded);
    });
  }, [client, imageId, autosave]);

  const change = (op: Operation, nextHistory: History) => {
    setBoxes((list) => (list ? apply(list, op) : list));
    setHistory(nextHistory);
    autosave.save(op);
  };
  const ids = siblings.data?.items.map((item) => item.id) ?? [];
  const go = (delta: number) => {
    const next = ids[ids.indexOf(imageId) + delta];
    if (next !== undefined) void autosave.flush().then(() => navigate(`/images/${next}/annotate?${search}`));
  };

  /** The tag tool: a class's tag on the image goes if it is there, comes if it is not. */
  const toggle = (cls: string) => {
    if (!boxes) return;
    const op = toggleTag(boxes, cls, newKey());
    change(op, record(history, op));
  };

  const onKey = (event: KeyboardEvent): boolean => {
    const key = event.key;
    if ((event.ctrlKey || event.metaKey) && key.toLowerCase() === 'z') {
      const step = event.shiftKey ? redo(history) : undo(history);
      if (step) change(step.op, step.history);
      return true;
    }
    if ((event.ctrlKey || event.metaKey) && key.toLowerCase() === 'y') {
      const step = redo(history);
      if (step) change(step.op, step.history);
      return true;
    }
    if (event.ctrlKey || event.metaKey || event.altKey) return false;
    if (key === '?') setHelp((shown) => !shown);
    else if (key === 'Escape') setHelp(false);
    else if (/^[1-9]$/.test(key) && classes[Number(key) - 1] !== undefined) {
      const index = Number(key) - 1;
      setCurrent(index);
      if (tool === 'tag') {
        toggle(classes[index]!);
        return true;
      }
      const selected = commands.current?.selected();
      if (selected && selected.cls !== classes[index]) {
        const op: Operation = { kind: 'update', before: selected, after: { ...selected, cls: classes[index]! } };
        change(op, record(history, op));
      }
    } else if (key === 'b' || key === 'B') setTool('box');
    else if (key === 'g' || key === 'G') setTool('polygon');
    else if (key === 'v' || key === 'V') setTool('move');
    else if (key === 't' || key === 'T') setTool('tag');
    else if ((key === 'e' || key === 'E') && boxes?.length === 0) void markNoObjects();
    else if (key === 'n' || key === 'N') go(1);
    else if (key === 'p' || key === 'P') go(-1);
    else return false;
    return true;
  };

  /** Saved to the project (every image then offers it under the same key); focus goes back to the canvas. */
  const addClass = async () => {
    const name = newClass.trim();
    setNewClass('');
    newClassInput.current?.blur();
    if (!name || classes.includes(name)) return;
    setCurrent(classes.length);
    if (projectId === null || !project.data) return setExtra((list) => [...list, name]);
    await unwrap(
      client.PATCH('/data/projects/{id}', {
        params: { path: { id: projectId } },
        body: { classes: [...project.data.classes, name] },
      }),
    );
    await queries.invalidateQueries({ queryKey: ['project', projectId] });
    void queries.invalidateQueries({ queryKey: ['projects'] });
  };

  /** "No objects": done without boxes; on to the next image of the list still unlabeled. */
  const markNoObjects = async () => {
    setMarkError(null);
    try {
      await autosave.flush();
      await unwrap(
        client.PATCH('/data/images/{id}', {
          params: { path: { id: imageId } },
          body: { annotation_status: 'completed' },
        }),
      );
    } catch (err) {
      return setMarkError((err as Error).message);
    }
    void queries.invalidateQueries({ queryKey: ['image', imageId] });
    void queries.invalidateQueries({ queryKey: ['images'] });
    const items = siblings.data?.items ?? [];
    const after = items.slice(items.findIndex((item) => item.id === imageId) + 1);
    const next = after.find((item) => item.annotation_status === 'pending') ?? after[0];
    if (next) navigate(`/images/${next.id}/annotate?${search}`);
    else void siblings.refetch();
  };

  const shapes = useMemo(() => shapesOf(boxes ?? []), [boxes]);
  const tags = (boxes ?? []).filter((box) => box.kind === 'tag');
  const tagged = new Set(tags.map((t) => t.cls));
  const position = ids.indexOf(imageId);
  const offset = Number(search.get('offset') ?? 0);
  const total = (siblings.data?.meta as { total?: number } | undefined)?.total;
  return (
    <main className="editor">
      <div className="toolbar row">
        <button onClick={() => void autosave.flush().then(() => navigate(`/images?${search}`))}>← Gallery</button>
        <button onClick={() => go(-1)} disabled={position <= 0}>
          Previous
        </button>
        <button onClick={() => go(1)} disabled={position < 0 || position >= ids.length - 1}>
          Next
        </button>
        <span data-testid="position">
          {position >= 0 && total !== undefined ? `${offset + position + 1} of ${total}` : ''}
        </span>
        <span>{image.data?.filename}</span>
        <span data-testid="image-status" className="muted">
          {/* The server derives the status from the boxes; the boxes here are ahead of its last read. */}
          {image.data?.annotation_status === 'completed' || (boxes?.length ?? 0) > 0 ? 'done' : 'to label'}
        </span>
        <span className="muted">{boxes ? `${shapes.length} boxes` : 'loading…'}</span>
        {tags.length > 0 && <span className="muted">{`${tags.length} tags`}</span>}
        <span className="row tools" role="group" aria-label="Tool">
          <button className={tool === 'box' ? 'class active' : 'class'} onClick={() => setTool('box')}>
            Box (B)
          </button>
          <button className={tool === 'polygon' ? 'class active' : 'class'} onClick={() => setTool('polygon')}>
            Polygon (G)
          </button>
          <button className={tool === 'move' ? 'class active' : 'class'} onClick={() => setTool('move')}>
            Move (V)
          </button>
          <button className={tool === 'tag' ? 'class active' : 'class'} onClick={() => setTool('tag')}>
            Tag (T)
          </button>
        </span>
        <button onClick={() => void markNoObjects()} disabled={boxes?.length !== 0}>
          No objects (E)
        </button>
        {markError && <span className="error">{markError}</span>}
        <span className={`save ${status.status}`} data-testid="save-status" title={status.error}>
          {status.status === 'saved'
            ? 'All changes saved'
            : status.status === 'saving'
              ? 'Saving…'
              : `Not saved: ${status.error}`}
        </span>
        <button onClick={() => setHelp(true)} aria-label="Keyboard shortcuts">
          ?
        </button>
      </div>
      <div className="row classes" aria-label="Classes">
        {classes.map((cls, i) => (
          <button
            key={cls}
            className={(tool === 'tag' ? tagged.has(cls) : i === current) ? 'class active' : 'class'}
            style={{ borderColor: colorOf(cls, classes) }}
            aria-pressed={tool === 'tag' ? tagged.has(cls) : undefined}
            onClick={() => {
              setCurrent(i);
              if (tool === 'tag') toggle(cls);
            }}
          >
            {i < 9 ? `${i + 1} ` : ''}
            {cls}
          </button>
        ))}
        <input
          aria-label="New class"
          placeholder="add class"
          value={newClass}
          onChange={(e) => setNewClass(e.target.value)}
          ref={newClassInput}
          onKeyDown={(e) => e.key === 'Enter' && void addClass()}
          size={10}
        />
      </div>
      {boxes && url.data && image.data && (
        <EditorCanvas
          imageUrl={url.data.url}
          imageSize={{ width: image.data.width, height: image.data.height }}
          boxes={shapes}
          classes={classes}
          currentClass={classes[current] ?? 'object'}
          tool={tool}
          commandsRef={commands}
          onOperation={(op) => change(op, record(history, op))}
          onKey={onKey}
        />
      )}
      {help && <Shortcuts onClose={() => setHelp(false)} />}
    </main>
  );
}
