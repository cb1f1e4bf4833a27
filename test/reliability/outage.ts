/** One outage of a backing service under device traffic, observed from the devices' side. */
import type { ApiClient, ApiResponse } from '../helpers/client.js';
import type { TestApi } from '../helpers/test-api.js';
import { eventually } from './consistency.js';
import { deviceTraffic, succeeded, type Answer } from './traffic.js';

export interface Outage {
  answers: Answer[];
  /** The fault was in place from here ... */
  startedAt: number;
  /** ... until at least here (the service serves again somewhere after this). */
  healingAt: number;
  /** Answered while the fault was in place. */
  readyDuring: ApiResponse;
  /** Answered once every device had succeeded again. */
  readyAfter: ApiResponse;
}

/**
 * Devices check in and upload; once each has uploaded, `inject` breaks the service, it stays
 * broken for `durationMs`, then `heal` repairs it, and the traffic goes on until every device has
 * checked in and uploaded successfully again, with requests sent after the repair.
 */
export async function observeOutage(
  t: TestApi,
  devices: ApiClient[],
  fault: { inject(): Promise<void> | void; heal(): Promise<void> | void; durationMs: number },
): Promise<Outage> {
  const traffic = deviceTraffic(devices);
  const { answers } = traffic;
  const kinds = (from: number) =>
    new Set(answers.filter((a) => a.startedAt > from && succeeded(a)).map((a) => `${a.device} ${a.what}`)).size;
  await eventually(
    'every device checks in and uploads before the outage',
    async () => kinds(0),
    (n) => n === devices.length * 2,
  );

  await fault.inject();
  const startedAt = Date.now();
  const readyDuring = await t.root.get('/readyz');
  await new Promise((resolve) => setTimeout(resolve, startedAt + fault.durationMs - Date.now()));
  const healingAt = Date.now();
  await fault.heal();
  const healedAt = Date.now();
  await eventually(
    'every device checks in and uploads again after the outage, without an API restart',
    async () => ({
      recovered: kinds(healedAt),
      inFlight: traffic.inFlight(),
      latest: answers
        .slice(-devices.length * 2)
        .map((a) => `${a.what} ${a.status} ${a.code} +${a.startedAt - healedAt}ms`),
    }),
    (progress) => progress.recovered === devices.length * 2,
    20_000,
  );
  await traffic.stop();
  return { answers, startedAt, healingAt, readyDuring, readyAfter: await t.root.get('/readyz') };
}

/** Answers to requests sent after the fault began and answered before its repair began. */
export const during = (outage: Outage) =>
  outage.answers.filter((a) => a.startedAt > outage.startedAt && a.endedAt < outage.healingAt);
