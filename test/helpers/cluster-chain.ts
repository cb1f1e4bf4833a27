/**
 * The model chain's steps against the chart's API on the real node, reached through its Service
 * from the host: a user signs in at the host's Dex, a device uploads synthetic pictures of two
 * shapes, the user labels them and freezes a dataset version, then trains and exports through
 * the operator, whose Jobs run the trainer and exporter images.
 */
import { expect } from 'chai';
import { passwordGrantToken } from '../../scripts/stack/servers.js';
import { CLASSES, syntheticImage } from '../workloads/harness.js';
import { ApiClient } from './client.js';
import { newDevice } from './data.js';
import { eventually } from './eventually.js';
import { uploadForm } from './images.js';
import { TEST_USERS } from './users.js';

export const PICTURE = 64;

export interface ChainParty {
  anonymous: ApiClient;
  user: ApiClient;
  device: ApiClient;
  projectId: number;
}

export async function signInAndProvision(apiBaseUrl: string, issuer: string): Promise<ChainParty> {
  const anonymous = new ApiClient(apiBaseUrl);
  const user = anonymous.as(await passwordGrantToken(issuer, TEST_USERS[0] as string));
  const project = await user.post('/data/projects', {
    name: 'shapes on the node',
    project_type: 'object_detection',
    classes: [...CLASSES],
  });
  expect(project.status, JSON.stringify(project.body)).to.equal(201);
  const device = (await newDevice(user, anonymous)).client;
  return { anonymous, user, device, projectId: project.body.data.id };
}

/** The device uploads `count` pictures, the user labels every shape, and a version freezes them. */
export async function labelledVersion(party: ChainParty, count: number): Promise<number> {
  let state = 11;
  const next = () => ((state = (state * 1103515245 + 12345) % 2 ** 31), state / 2 ** 31);
  for (let i = 0; i < count; i++) {
    const { jpeg, boxes } = await syntheticImage(PICTURE, next);
    const form = uploadForm(jpeg, `shapes-${i}.jpg`, { project_id: String(party.projectId) });
    const uploaded = await party.device.raw('POST', '/device/images/upload', form);
    expect(uploaded.status, JSON.stringify(uploaded.body)).to.equal(201);
    for (const box of boxes) {
      const res = await party.user.post('/data/annotations', {
        image_id: uploaded.body.data.id,
        class_value: CLASSES[box.classIndex],
        type: 'bbox',
        x_center: (box.x1 + box.x2) / 2 / PICTURE,
        y_center: (box.y1 + box.y2) / 2 / PICTURE,
        width: (box.x2 - box.x1) / PICTURE,
        height: (box.y2 - box.y1) / PICTURE,
      });
      expect(res.status, JSON.stringify(res.body)).to.equal(201);
    }
  }
  const version = await party.user.post('/data/datasets', {
    project_id: party.projectId,
    name: 'shapes v1',
    split: { train: 0.75, val: 0.25, test: 0 },
    seed: 3,
  });
  expect(version.status, JSON.stringify(version.body)).to.equal(201);
  return version.body.data.id;
}

/** Polls a training or export job until it ends; fails at once when it failed. */
export function finished(user: ApiClient, path: string, timeoutMs: number): Promise<any> {
  return eventually(
    `${path} to finish`,
    async () => {
      const record = (await user.get(path)).body.data;
      return ['Succeeded', 'Failed', 'Cancelled'].includes(record?.phase) ? record : null;
    },
    timeoutMs,
    2000,
  );
}

/** Restricted Pod Security for a pod of one of the images (uid 10001), with a read-only root. */
export const RESTRICTED_POD = {
  runAsNonRoot: true,
  runAsUser: 10001,
  runAsGroup: 10001,
  fsGroup: 10001,
  seccompProfile: { type: 'RuntimeDefault' },
};
export const RESTRICTED_CONTAINER = {
  allowPrivilegeEscalation: false,
  readOnlyRootFilesystem: true,
  capabilities: { drop: ['ALL'] },
};

/**
 * A device on the node: the agent image with its key (a Secret) and settings (a ConfigMap), and
 * beside it a "camera" container of the same image that drops one of `frames` into the agent's
 * frame folder every second, complete under a hidden name and then renamed, as a camera spool
 * should. The agent reaches the API through the chart's device Service by its cluster DNS name.
 */
export function devicePod(options: {
  name: string;
  namespace: string;
  image: string;
  apiUrl: string;
  apiKey: string;
  projectId: number;
  classes: readonly string[];
  frames: Buffer[];
}): object[] {
  const config = {
    api_url: options.apiUrl,
    key_file: '/etc/edge-vision-key/device.key',
    state_dir: '/var/lib/edge-vision-agent',
    checkin_interval_s: 2,
    frames: { source: '/frames/*.jpg', fps: 2 },
    // The model trained for two epochs on 16 pictures is unsure of everything: keep what it finds.
    detection: { confidence: 0.001, iou: 0.45 },
    upload: { every_s: 5, classes: [...options.classes], uncertain: null, project_id: options.projectId },
  };
  const metadata = { name: options.name, namespace: options.namespace };
  const camera = [
    'i=0',
    'while true; do',
    '  for f in /seed/*.jpg; do',
    '    i=$((i+1)); cp "$f" /frames/.next && mv /frames/.next "/frames/frame-$i.jpg"; sleep 1',
    '  done',
    'done',
  ].join('\n');
  return [
    { apiVersion: 'v1', kind: 'Secret', metadata, stringData: { 'device.key': options.apiKey } },
    {
      apiVersion: 'v1',
      kind: 'ConfigMap',
      metadata,
      data: { 'config.json': JSON.stringify(config) },
      binaryData: Object.fromEntries(options.frames.map((jpeg, i) => [`seed-${i}.jpg`, jpeg.toString('base64')])),
    },
    {
      apiVersion: 'v1',
      kind: 'Pod',
      metadata: { ...metadata, labels: { app: options.name } },
      spec: {
        automountServiceAccountToken: false,
        securityContext: RESTRICTED_POD,
        containers: [
          {
            name: 'agent',
            image: options.image,
            imagePullPolicy: 'Never',
            env: [{ name: 'AGENT_CONFIG', value: '/etc/edge-vision/config.json' }],
            securityContext: RESTRICTED_CONTAINER,
            volumeMounts: [
              { name: 'settings', mountPath: '/etc/edge-vision' },
              { name: 'key', mountPath: '/etc/edge-vision-key' },
              { name: 'state', mountPath: '/var/lib/edge-vision-agent' },
              { name: 'frames', mountPath: '/frames' },
              { name: 'tmp', mountPath: '/tmp' },
            ],
          },
          {
            name: 'camera',
            image: options.image,
            imagePullPolicy: 'Never',
            command: ['sh', '-c', camera],
            securityContext: RESTRICTED_CONTAINER,
            volumeMounts: [
              { name: 'settings', mountPath: '/seed' },
              { name: 'frames', mountPath: '/frames' },
            ],
          },
        ],
        volumes: [
          { name: 'settings', configMap: { name: options.name } },
          { name: 'key', secret: { secretName: options.name } },
          { name: 'state', emptyDir: {} },
          { name: 'frames', emptyDir: {} },
          { name: 'tmp', emptyDir: {} },
        ],
      },
    },
  ];
}
