const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Polls `probe` until it returns something truthy (errors count as "not yet") and returns it;
 * throws naming `what` after `timeoutMs`.
 */
export async function eventually<T>(
  what: string,
  probe: () => Promise<T | null | undefined | false>,
  timeoutMs = 30_000,
  intervalMs = 150,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  for (;;) {
    const value = await probe().catch((err: unknown) => {
      lastError = err;
      return null;
    });
    if (value) return value;
    if (Date.now() > deadline) {
      const why = lastError instanceof Error ? ` (last error: ${lastError.message})` : '';
      throw new Error(`timed out waiting for ${what}${why}`);
    }
    await sleep(intervalMs);
  }
}
