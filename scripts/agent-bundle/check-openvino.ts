/**
 * `tsx scripts/agent-bundle/check-openvino.ts <agent folder>`: fails unless OpenVINO's runtime in
 * <folder>/openvino/libs starts through that folder's own koffi, as the agent calls it, and finds
 * its CPU plugin. The agent image's build runs it (agent/Dockerfile).
 */
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const folder = process.argv[2];
if (!folder) throw new Error('usage: tsx scripts/agent-bundle/check-openvino.ts <agent folder>');
const koffi = createRequire(join(folder, 'package.json'))('koffi') as typeof import('koffi');
const libs = join(folder, 'openvino', 'libs');
const file = readdirSync(libs).find((name) => /^libopenvino_c\.so(\.|$)/.test(name));
if (!file) throw new Error(`no libopenvino_c.so in ${libs}`);
const lib = koffi.load(join(libs, file));
koffi.struct('ov_available_devices_t', { devices: 'char **', size: 'size_t' });
const create = lib.func('int ov_core_create(_Out_ void **core)');
const list = lib.func('int ov_core_get_available_devices(void *core, _Out_ ov_available_devices_t *devices)');
const core: unknown[] = [null];
const found: { devices?: unknown; size?: number | bigint } = {};
if (create(core) !== 0 || list(core[0], found) !== 0) throw new Error('OpenVINO did not start');
const devices = koffi.decode(found.devices, 'char *', Number(found.size)) as string[];
if (!devices.includes('CPU')) throw new Error(`OpenVINO has no CPU plugin: ${devices.join(', ')}`);
process.stdout.write(`OpenVINO runs on ${devices.join(', ')} (${libs})\n`);
