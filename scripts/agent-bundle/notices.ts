import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BundledPackage } from '../build-agent.js';
import { OPENVINO_VERSION } from './openvino.js';

/**
 * THIRD-PARTY-NOTICES.txt of an agent archive: each package in its node_modules with the licence
 * its package.json declares (each package's own licence file is in its folder), OpenVINO's
 * runtime with where its licence and third-party notices are, and the packages bundled into
 * edge-agent.mjs with their licence texts (scripts/build-agent.ts lists them). `skipped` names
 * packages (paths under node_modules) the archive leaves out.
 */
export function thirdPartyNotices(
  nodeModules: string,
  skipped: (path: string) => boolean,
  bundled: BundledPackage[],
): string {
  const packages = readdirSync(nodeModules)
    .filter((name) => !name.startsWith('.'))
    .flatMap((name) =>
      name.startsWith('@') ? readdirSync(join(nodeModules, name)).map((inner) => `${name}/${inner}`) : [name],
    )
    .filter((path) => !skipped(path) && existsSync(join(nodeModules, path, 'package.json')))
    .sort();
  const lines = packages.map((path) => {
    const pkg = JSON.parse(readFileSync(join(nodeModules, path, 'package.json'), 'utf8'));
    return `  ${pkg.name}@${pkg.version}  ${pkg.license ?? 'see its folder'}  (node_modules/${path})`;
  });
  return [
    'The Edge Vision agent (edge-agent.mjs) is Apache-2.0. This archive also carries:',
    '',
    `OpenVINO ${OPENVINO_VERSION} runtime libraries from PyPI's openvino wheel (openvino/libs): Apache-2.0,`,
    '  see openvino/LICENSE; the notices of what it includes (oneDNN, oneTBB and others) are in',
    '  openvino/licensing/.',
    '',
    'npm packages (name@version, licence as declared, folder):',
    ...lines,
    '',
    'npm packages bundled into edge-agent.mjs (name@version, licence as declared; texts below):',
    ...bundled.map((pkg) => `  ${pkg.name}@${pkg.version}  ${pkg.license}`),
    '',
    ...bundled.flatMap((pkg) => [`----- ${pkg.name}@${pkg.version} (${pkg.license}) -----`, pkg.text.trim(), '']),
  ].join('\n');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  // `tsx scripts/agent-bundle/notices.ts <node_modules> <bundled-packages.json>`: the notice on
  // stdout (the agent image's build).
  const [nodeModules, bundled] = process.argv.slice(2);
  if (!nodeModules || !bundled) {
    throw new Error('usage: tsx scripts/agent-bundle/notices.ts <node_modules> <bundled-packages.json>');
  }
  process.stdout.write(thirdPartyNotices(nodeModules, () => false, JSON.parse(readFileSync(bundled, 'utf8'))));
}
