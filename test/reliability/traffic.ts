/** Devices checking in and uploading in a loop while a fault is injected, every answer recorded. */
import type { ApiClient } from '../helpers/client.js';
import { makeJpeg, uploadForm } from '../helpers/images.js';

export interface Answer {
  /** Index of the device in the list given to `deviceTraffic`. */
  device: number;
  what: 'checkin' | 'upload';
  /** 0 when no HTTP answer came (connection dropped, or no answer within HUNG_AFTER_MS). */
  status: number;
  /** The envelope's error code; null for a success. */
  code: string | null;
  startedAt: number;
  endedAt: number;
  /** The stored object of a successful upload. */
  storageKey?: string;
}

export interface Traffic {
  answers: Answer[];
  /** Requests sent and not answered yet. */
  inFlight(): number;
  /** Ends the loops after their current request. */
  stop(): Promise<void>;
}

const HUNG_AFTER_MS = 15_000;
let seed = 1000;

function hung(ms: number): Promise<never> {
  return new Promise((_, reject) => setTimeout(() => reject(new Error('hung')), ms).unref());
}

async function timed(
  device: number,
  what: Answer['what'],
  call: () => Promise<{ status: number; body: any }>,
): Promise<Answer> {
  const startedAt = Date.now();
  const answer: Answer = { device, what, status: 0, code: 'NO_ANSWER', startedAt, endedAt: 0 };
  try {
    // A request the API leaves hanging is recorded as such instead of stalling the loop.
    const res = await Promise.race([call(), hung(HUNG_AFTER_MS)]);
    answer.status = res.status;
    answer.code = res.body?.error?.code ?? (res.body?.success === true ? null : 'NOT_AN_ENVELOPE');
    answer.storageKey = res.body?.data?.storage_key;
  } catch {
    // Recorded as status 0.
  }
  answer.endedAt = Date.now();
  return answer;
}

/** One loop per device: a check-in, then an upload of a small JPEG, then a short pause, again. */
export function deviceTraffic(devices: ApiClient[], pauseMs = 50): Traffic {
  const answers: Answer[] = [];
  let running = true;
  let sent = 0;
  const send = async (device: number, what: Answer['what'], call: () => Promise<{ status: number; body: any }>) => {
    sent += 1;
    answers.push(await timed(device, what, call));
  };
  const loops = devices.map(async (device, index) => {
    while (running) {
      await send(index, 'checkin', () => device.post('/device/checkin', { status: 'ok' }));
      const image = makeJpeg(32, 24, seed++);
      await send(index, 'upload', () => device.raw('POST', '/device/images/upload', uploadForm(image)));
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
  });
  return {
    answers,
    inFlight: () => sent - answers.length,
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}

export const succeeded = (a: Answer) => a.status === 200 || a.status === 201;
export const duration = (a: Answer) => a.endedAt - a.startedAt;

/** Answers that are neither a success nor the given error code, described for a failure message. */
export function unexpected(answers: Answer[], allowedCode: string): string[] {
  return answers
    .filter((a) => !succeeded(a) && !(a.code === allowedCode))
    .map((a) => `${a.what} of device ${a.device}: ${a.status} ${a.code}`);
}
