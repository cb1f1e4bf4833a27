/** Text and attribute values escaped for XML. */
export function escapeXml(value: string): string {
  return value.replace(/[<>&"']/g, (c) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', '"': 'quot', "'": 'apos' }[c]};`);
}

/** Pixel coordinates with at most three decimals. */
export const pixels = (v: number) => String(Number(v.toFixed(3)));
