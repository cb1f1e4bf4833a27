import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { unwrap, unwrapList } from '../api.js';
import { useClient } from '../client-context.js';
import { createAutosave, type SaveStatus } from '../editor/autosave.js';
import { EditorCanvas, type EditorCommands, type Tool } from '../editor/editor-canvas.js';
import {
  colorOf,
  emptyHistory,
  polygon,
  record,
  redo,
  undo,
  apply,
  type Box,
  type History,
  type Operation,
} from '../editor/model.js';
import { navigate, useLocation } from '../router.js';
import { imageQuery } from './gallery.js';

const CLASSES_KEY = 'edge-vision.editor.classes';

export const SHORTCUTS: [string, string][] = [
  ['B / G', 'box tool / polygon tool'],
  ['drag (Shift+drag over boxes)', 'box tool: draw a box with the current class'],
  ['click, click, … Enter (or click the first point)', 'polygon tool: draw a polygon'],
  ['click a box, drag', 'select it, move it'],
  ['drag a corner or vertex of the selected shape', 'resize a box, reshape a polygon'],
  ['1 … 9', 'choose a class (changes the selected box)'],
  ['Delete / Backspace', 'delete the selected box'],
  ['Ctrl+Z / Ctrl+Shift+Z', 'undo / redo'],
  ['N / P', 'next / previous image'],
  ['wheel', 'zoom at the pointer'],
  ['Space+drag, right-drag', 'pan'],
  ['0', 'fit the image'],
  ['Esc', 'deselect, or drop the polygon being drawn'],
  ['?', 'this overlay'],
];

function Shortcuts({ onClose }: { onClose: () => void }) {
  return (
    <div className="overlay" role="dialog" aria-label="Keyboard shortcuts" onClick={onClose}>
      <table>
        <tbody>
          {SHORTCUTS.map(([keys, what]) => (
            <tr key={keys}>
              <th>{keys}</th>
              <td>{what}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function EditorScreen({ imageId }: { imageId: number }) {
  const client = useClient();
  const { search } = useLocation();
  const [boxes, setBoxes] = useState<Box[] | null>(null);
  const [history, setHistory] = useState<History>(emptyHistory);
  const [status, setStatus] = useState<{ status: SaveStatus; error?: string }>({ status: 'saved' });
  const [classes, setClasses] = useState<string[]>(() =>
    JSON.parse(sessionStorage.getItem(CLASSES_KEY) ?? '["object"]'),
  );
  const [current, setCurrent] = useState(0);
  const [tool, setTool] = useState<Tool>('box');
  const [help, setHelp] = useState(false);
  const [newClass, setNewClass] = useState('');
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
        .filter((a) => (a.type === 'bbox' && a.x_center !== null) || (a.type === 'polygon' && a.geometry))
        .map((a): Box => {
          const key = `a${a.id}`;
          autosave.known(key, a.id);
          if (a.type === 'polygon') return polygon(key, a.class_value, a.geometry!);
          return { key, cls: a.class_value, x: a.x_center!, y: a.y_center!, w: a.width!, h: a.height! };
        });
      setClasses((known) => [...known, ...new Set(loaded.map((b) => b.cls).filter((c) => !known.includes(c)))]);
      setBoxes(loaded);
    });
  }, [client, imageId, autosave]);

  useEffect(() => sessionStorage.setItem(CLASSES_KEY, JSON.stringify(classes)), [classes]);

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
      const selected = commands.current?.selected();
      if (selected && selected.cls !== classes[index]) {
        const op: Operation = { kind: 'update', before: selected, after: { ...selected, cls: classes[index]! } };
        change(op, record(history, op));
      }
    } else if (key === 'b' || key === 'B') setTool('box');
    else if (key === 'g' || key === 'G') setTool('polygon');
    else if (key === 'n' || key === 'N') go(1);
    else if (key === 'p' || key === 'P') go(-1);
    else return false;
    return true;
  };

  const addClass = () => {
    const name = newClass.trim();
    if (name && !classes.includes(name)) setClasses([...classes, name]);
    setNewClass('');
  };

  const position = ids.indexOf(imageId);
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
        <span>{image.data?.filename}</span>
        <span className="muted">{boxes ? `${boxes.length} boxes` : 'loading…'}</span>
        <span className="row tools" role="group" aria-label="Tool">
          <button className={tool === 'box' ? 'class active' : 'class'} onClick={() => setTool('box')}>
            Box (B)
          </button>
          <button className={tool === 'polygon' ? 'class active' : 'class'} onClick={() => setTool('polygon')}>
            Polygon (G)
          </button>
        </span>
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
            className={i === current ? 'class active' : 'class'}
            style={{ borderColor: colorOf(cls, classes) }}
            onClick={() => setCurrent(i)}
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
          onKeyDown={(e) => e.key === 'Enter' && addClass()}
          size={10}
        />
      </div>
      {boxes && url.data && image.data && (
        <EditorCanvas
          imageUrl={url.data.url}
          imageSize={{ width: image.data.width, height: image.data.height }}
          boxes={boxes}
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
