/**
 * Letterboxing as YOLO models are trained: the image is scaled to fit a square of the model's
 * input size, keeping its aspect ratio, and centred on grey padding. Boxes the model finds are in
 * that square's pixels; `toImageBox` maps them back to the image, normalised to [0, 1].
 */
export interface LetterboxGeometry {
  /** The model's square input side. */
  size: number;
  /** The source image. */
  sourceWidth: number;
  sourceHeight: number;
  /** The scaled image inside the square. */
  width: number;
  height: number;
  padLeft: number;
  padTop: number;
  padRight: number;
  padBottom: number;
}

/** A box by its centre and size; in input pixels or normalised, as the caller says. */
export interface CenterBox {
  x_center: number;
  y_center: number;
  width: number;
  height: number;
}

/** The grey YOLO pads with (114 of 255). */
export const LETTERBOX_FILL = 114;

export function letterboxGeometry(sourceWidth: number, sourceHeight: number, size: number): LetterboxGeometry {
  if (!(sourceWidth > 0 && sourceHeight > 0 && size > 0)) throw new RangeError('sizes must be positive');
  const scale = Math.min(size / sourceWidth, size / sourceHeight);
  const width = Math.min(size, Math.max(1, Math.round(sourceWidth * scale)));
  const height = Math.min(size, Math.max(1, Math.round(sourceHeight * scale)));
  const padLeft = Math.floor((size - width) / 2);
  const padTop = Math.floor((size - height) / 2);
  return {
    size,
    sourceWidth,
    sourceHeight,
    width,
    height,
    padLeft,
    padTop,
    padRight: size - width - padLeft,
    padBottom: size - height - padTop,
  };
}

const clamp01 = (v: number) => Math.min(1, Math.max(0, v));

/**
 * A box in the letterboxed input (centre and size, input pixels) as a box on the image,
 * normalised and clipped to the image; null when nothing of it lies on the image.
 */
export function toImageBox(box: CenterBox, g: LetterboxGeometry): CenterBox | null {
  const x1 = clamp01((box.x_center - box.width / 2 - g.padLeft) / g.width);
  const x2 = clamp01((box.x_center + box.width / 2 - g.padLeft) / g.width);
  const y1 = clamp01((box.y_center - box.height / 2 - g.padTop) / g.height);
  const y2 = clamp01((box.y_center + box.height / 2 - g.padTop) / g.height);
  if (!(x2 > x1 && y2 > y1)) return null;
  return { x_center: (x1 + x2) / 2, y_center: (y1 + y2) / 2, width: x2 - x1, height: y2 - y1 };
}

/**
 * SAM's framing: the longest side scaled to the encoder's size, the rest padded at the right and
 * bottom. Prompt coordinates are in the scaled image's pixels.
 */
export interface ResizeGeometry {
  size: number;
  sourceWidth: number;
  sourceHeight: number;
  width: number;
  height: number;
}

export function longestSideGeometry(sourceWidth: number, sourceHeight: number, size: number): ResizeGeometry {
  if (!(sourceWidth > 0 && sourceHeight > 0 && size > 0)) throw new RangeError('sizes must be positive');
  const scale = size / Math.max(sourceWidth, sourceHeight);
  return {
    size,
    sourceWidth,
    sourceHeight,
    width: Math.min(size, Math.max(1, Math.round(sourceWidth * scale))),
    height: Math.min(size, Math.max(1, Math.round(sourceHeight * scale))),
  };
}
