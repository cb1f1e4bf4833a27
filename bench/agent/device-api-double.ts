import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the agent reported in its last check-in's metrics. */
export type ReportedMetrics = Record<string, number | null>;

/**
 * The three device API calls the agent makes while it runs a model, answered as the platform
 * answers them (the envelope, the check-in reply listing one pending deployment job until its
 * final phase is reported, the artifact behind its URL). The bench needs no database, object
 * store or cluster for them, so the machine's two cores are left to the agent and the baseline.
 */
export class DeviceApiDouble {
  lastMetrics: ReportedMetrics = {};
  checkins = 0;
  /** `succeeded` once the agent reported the job's healthcheck; `failed` with its reason. */
  deployment: { status: 'pending' | 'succeeded' | 'failed'; error?: unknown } = { status: 'pending' };
  private server: Server | null = null;
  private readonly sha256: string;

  constructor(
    private readonly model: Buffer,
    private readonly classNames: string[],
    /** `openvino`: the model is an OpenVINO export's zip of the IR. */
    private readonly format: 'onnx' | 'openvino' = 'onnx',
  ) {
    this.sha256 = createHash('sha256').update(model).digest('hex');
  }

  get url(): string {
    return `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}/api`;
  }

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      void this.handle(req).then(({ status, body, raw }) => {
        if (raw) {
          res.writeHead(status, { 'content-type': 'application/octet-stream', 'content-length': raw.length });
          res.end(raw);
          return;
        }
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(status < 400 ? { success: true, data: body } : { success: false, error: body }));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }

  private async handle(req: IncomingMessage): Promise<{ status: number; body?: unknown; raw?: Buffer }> {
    const text = await readBody(req);
    if (req.headers['x-device-key'] !== DEVICE_KEY && req.url !== '/api/artifact/model') {
      return { status: 401, body: { code: 'UNAUTHORIZED', message: 'bad key' } };
    }
    if (req.method === 'POST' && req.url === '/api/device/checkin') {
      this.checkins += 1;
      this.lastMetrics = (JSON.parse(text) as { metrics?: ReportedMetrics }).metrics ?? {};
      const deployments =
        this.deployment.status === 'pending'
          ? [
              {
                job_id: 'bench-job-1',
                deployment_id: 1,
                rollback: false,
                model_version_id: 1,
                format: this.format,
                artifact_url: `${this.url}/artifact/model`,
                artifact_sha256: this.sha256,
                class_names: this.classNames,
              },
            ]
          : [];
      return { status: 200, body: { device_id: 'bench-agent', next_checkin_s: 1, deployments } };
    }
    if (req.method === 'GET' && req.url === '/api/artifact/model') return { status: 200, raw: this.model };
    if (req.method === 'POST' && req.url === '/api/device/deployment-jobs/bench-job-1/phase') {
      const report = JSON.parse(text) as { phase: string; status: string; error?: unknown };
      if (report.status === 'failed') this.deployment = { status: 'failed', error: report.error };
      if (report.status === 'succeeded' && report.phase === 'healthcheck') this.deployment = { status: 'succeeded' };
      return { status: 200, body: { accepted: true } };
    }
    return { status: 404, body: { code: 'NOT_FOUND', message: `${req.method} ${req.url}` } };
  }
}

/** The key the bench's agent is given (the double has no other device). */
export const DEVICE_KEY = 'adk_bench-agent-key';

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
