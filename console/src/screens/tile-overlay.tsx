import type { components } from '../../../clients/typescript/index.js';
import { PALETTE } from '../editor/model.js';

type Image = components['schemas']['ImageListItem'];
type Annotation = components['schemas']['Annotation'];

/**
 * A class's colour in the gallery: from its name, so one class has one colour on every tile
 * whatever project the tile's image is in (the gallery spans projects and knows no class list).
 */
export function tileColor(cls: string): string {
  let hash = 0;
  for (const ch of cls) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return PALETTE[hash % PALETTE.length]!;
}

/** One annotation in image pixels; strokes stay 2 screen pixels (non-scaling) whatever the image's size. */
function shape(a: Annotation, w: number, h: number) {
  const color = tileColor(a.class_value);
  if ((a.type === 'polygon' || a.type === 'mask') && a.geometry) {
    const points: string[] = [];
    for (let i = 0; i + 1 < a.geometry.length; i += 2) points.push(`${a.geometry[i]! * w},${a.geometry[i + 1]! * h}`);
    return (
      <polygon
        key={a.id}
        data-type={a.type}
        points={points.join(' ')}
        fill="none"
        stroke={color}
        strokeWidth={2}
        vectorEffect="non-scaling-stroke"
      />
    );
  }
  if (a.type === 'bbox' && a.x_center !== null && a.y_center !== null && a.width !== null && a.height !== null) {
    return (
      <rect
        key={a.id}
        data-type="bbox"
        x={(a.x_center - a.width / 2) * w}
        y={(a.y_center - a.height / 2) * h}
        width={a.width * w}
        height={a.height * h}
        fill="none"
        stroke={color}
        strokeWidth={2}
        vectorEffect="non-scaling-stroke"
      />
    );
  }
  return null;
}

/**
 * What an image is labelled with, over its thumbnail: boxes and polygon or mask outlines drawn
 * in image coordinates (the SVG slices as the thumbnail's object-fit: cover does, so they line
 * up), and the class tags as chips.
 */
export function TileOverlay({ image }: { image: Image }) {
  const annotations = image.annotations ?? [];
  const tags = [...new Set(annotations.filter((a) => a.type === 'tag').map((a) => a.class_value))];
  const { width: w, height: h } = image;
  return (
    <>
      <svg className="tile-shapes" viewBox={`0 0 ${w} ${h}`} preserveAspectRatio="xMidYMid slice" aria-hidden="true">
        {annotations.map((a) => shape(a, w, h))}
      </svg>
      {tags.length > 0 && (
        <div className="tile-tags" aria-label="Tags">
          {tags.map((t) => (
            <span key={t} className="chip" style={{ background: tileColor(t) }}>
              {t}
            </span>
          ))}
        </div>
      )}
    </>
  );
}
