/** The most ids `GET /data/images?ids=` takes; a larger cell opens its first ones. */
export const GALLERY_IDS_MAX = 1000;

/** The gallery URL showing exactly these images (an evaluation's confusion cell, say). */
export function galleryUrlOf(ids: readonly number[]): string {
  return `/images?ids=${ids.slice(0, GALLERY_IDS_MAX).join(',')}`;
}
