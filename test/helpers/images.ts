import jpeg from 'jpeg-js';

/** A real JPEG of the given size with a gradient, so every file differs by its seed. */
export function makeJpeg(width = 64, height = 48, seed = 0): Buffer {
  const data = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      data[i] = (x * 4 + seed) & 0xff;
      data[i + 1] = (y * 4 + seed * 7) & 0xff;
      data[i + 2] = (x + y + seed * 13) & 0xff;
      data[i + 3] = 0xff;
    }
  }
  return Buffer.from(jpeg.encode({ data, width, height }, 80).data);
}

/** A JPEG of random pixels: barely compressible, so its size grows with its area. */
export function noisyJpeg(width: number, height: number): Buffer {
  const data = Buffer.alloc(width * height * 4);
  for (let i = 0; i < data.length; i++) data[i] = (i + 1) % 4 === 0 ? 0xff : Math.floor(Math.random() * 256);
  return Buffer.from(jpeg.encode({ data, width, height }, 90).data);
}

/** A multipart form with the file in `image` and any text fields. */
export function uploadForm(
  file: Buffer,
  filename = 'frame.jpg',
  fields: Record<string, string> = {},
  type = 'image/jpeg',
): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  form.set('image', new Blob([new Uint8Array(file)], { type }), filename);
  return form;
}
