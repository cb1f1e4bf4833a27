import { expect } from 'chai';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { missingTools, present, TEST_TOOLS } from '../../scripts/setup/debian-packages.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** The scripts that build the images and run the real node: they run programs by name. */
const FOLDERS = ['scripts/images', 'scripts/stack/node'];
/** Programs every machine the suites run on has without the preparation: Debian's base system, Node, kubectl. */
const BASE_SYSTEM = new Set(['tar', 'umount', 'npm', 'kubectl']);
/** Programs a prepared package brings under another name. */
const BROUGHT_BY: Record<string, string> = {
  ctr: 'containerd',
  'iptables-save': 'iptables',
  'iptables-restore': 'iptables',
};

function programsRun(): Map<string, string> {
  const found = new Map<string, string>();
  for (const folder of FOLDERS) {
    for (const file of readdirSync(join(ROOT, folder)).filter((name) => name.endsWith('.ts'))) {
      const source = readFileSync(join(ROOT, folder, file), 'utf8');
      for (const match of source.matchAll(/\b(?:runTool|spawn|spawnSync|execFile|execFileSync|run)\('([\w.-]+)'/g)) {
        found.set(match[1]!, `${folder}/${file}`);
      }
    }
  }
  return found;
}

describe('the Debian packages a fresh machine gets for the suites', () => {
  it('bring every program the image builds and the real node run', () => {
    const programs = programsRun();
    expect(programs.has('buildah'), 'the scan finds the programs run by name').to.equal(true);
    const packages = new Set(TEST_TOOLS.flatMap((tool) => tool.packages));
    const commands = new Set(TEST_TOOLS.map((tool) => tool.command));
    const unprepared = [...programs]
      .filter(([program]) => !BASE_SYSTEM.has(program) && !commands.has(program))
      .filter(([program]) => !(BROUGHT_BY[program] && packages.has(BROUGHT_BY[program])))
      .map(([program, file]) => `${program} (${file})`);
    expect(unprepared, 'run by the scripts, but no package of TEST_TOOLS installs it').to.deep.equal([]);
  });

  it('are on this machine once it is prepared, with the programs that come with them', () => {
    const missing = [
      ...missingTools(TEST_TOOLS).map((tool) => tool.command),
      ...[...programsRun().keys()].filter((program) => !present(program)),
    ];
    expect(missing).to.deep.equal([]);
  });
});
