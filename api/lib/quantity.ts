/**
 * Kubernetes resource quantities (`500m`, `2`, `1.5Gi`, `4e3`, `128M`), read as a plain number of
 * units (cores, bytes): how the API compares what a request asks for with its caps. Follows the
 * grammar of k8s.io/apimachinery's resource.Quantity; null for anything it does not accept.
 */
const SUFFIX: Record<string, number> = {
  n: 1e-9,
  u: 1e-6,
  m: 1e-3,
  '': 1,
  k: 1e3,
  M: 1e6,
  G: 1e9,
  T: 1e12,
  P: 1e15,
  E: 1e18,
  Ki: 2 ** 10,
  Mi: 2 ** 20,
  Gi: 2 ** 30,
  Ti: 2 ** 40,
  Pi: 2 ** 50,
  Ei: 2 ** 60,
};

const QUANTITY = /^([+-]?(?:\d+(?:\.\d*)?|\.\d+))(?:([eE][+-]?\d+)|(Ki|Mi|Gi|Ti|Pi|Ei|n|u|m|k|M|G|T|P|E)?)$/;

export function parseQuantity(text: string): number | null {
  const match = QUANTITY.exec(text.trim());
  if (!match) return null;
  const [, number, exponent, suffix] = match;
  const value = Number(number) * (exponent ? 10 ** Number(exponent.slice(1)) : SUFFIX[suffix ?? '']!);
  return Number.isFinite(value) ? value : null;
}
