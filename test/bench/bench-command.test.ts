import { expect } from 'chai';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseBenchArgs as parseAgentArgs } from '../../bench/agent/options.js';
import { parseBenchArgs as parseConsoleArgs } from '../../bench/console/options.js';
import { parseBenchArgs as parseDataArgs } from '../../bench/data/options.js';
import { parseBenchArgs as parseDevicesArgs } from '../../bench/devices/options.js';
import { parseBenchArgs as parseInferenceArgs } from '../../bench/inference/options.js';
import { parseBenchArgs as parseTrainingArgs } from '../../bench/training/options.js';
import { figureKey, loadPreviousFigures } from '../../bench/lib/compare.js';
import { atLeastRatio, context } from '../../bench/lib/figure.js';
import { combinedTable, figuresJson } from '../../bench/lib/figure-table.js';
import { DATA_IMAGES, parseCombinedArgs } from '../../bench/options.js';

describe('npm run bench (options and comparison, no servers)', () => {
  it('--quick gives every bench its smoke size, and the data bench its combined-run size', () => {
    const { args, benches } = parseCombinedArgs(['--quick']);
    expect(benches).to.deep.equal(['devices', 'data', 'inference', 'agent', 'training', 'console']);
    expect(parseDevicesArgs(args.devices)).to.include({ devices: 20, phaseMs: 3000 });
    expect(parseDataArgs(args.data).images).to.equal(DATA_IMAGES.quick);
    expect(parseInferenceArgs(args.inference)).to.include({ images: 20, rounds: 1 });
    expect(parseAgentArgs(args.agent)).to.include({ frames: 20, rounds: 1 });
    expect(parseTrainingArgs(args.training)).to.include({ images: 16, epochs: 2, rounds: 1 });
    expect(parseConsoleArgs(args.console)).to.include({ images: 1000, boxes: 1000, loads: 3, uploadImages: 200 });
    expect(parseConsoleArgs(parseCombinedArgs([]).args.console)).to.include({
      images: 5000,
      boxes: 1000,
      uploadImages: 1000,
    });
    expect(parseDataArgs(parseCombinedArgs([]).args.data)).to.include({
      images: DATA_IMAGES.full,
      importImages: 10_000,
    });
    expect(parseDataArgs(args.data).importImages, 'the smoke run imports a tenth').to.equal(1000);
  });

  it('passes --<bench>-<option> to that bench only, and an explicit data size replaces the default', () => {
    const { args } = parseCombinedArgs([
      '--quick',
      '--data-images',
      '2000',
      '--devices-seconds=5s',
      '--inference-keep',
      '--agent-frames',
      '300',
      '--training-epochs',
      '5',
      '--training-no-exports',
      '--log-level',
      'warn',
    ]);
    expect(parseDataArgs(args.data)).to.include({ images: 2000, logLevel: 'warn' });
    expect(parseDevicesArgs(args.devices)).to.include({ phaseMs: 5000, devices: 20, keep: false });
    expect(parseInferenceArgs(args.inference)).to.include({ keep: true, images: 20 });
    expect(parseAgentArgs(args.agent)).to.include({ frames: 300, rounds: 1, keep: false });
    expect(parseTrainingArgs(args.training)).to.include({ epochs: 5, images: 16, exports: false, logLevel: 'warn' });
    expect(parseCombinedArgs(['--only', 'inference,devices']).benches).to.deep.equal(['devices', 'inference']);
  });

  it('refuses an unknown option or bench, naming it', () => {
    expect(() => parseCombinedArgs(['--fast'])).to.throw('--fast');
    expect(() => parseCombinedArgs(['--only', 'gpu'])).to.throw('"gpu"');
    expect(() => parseDevicesArgs(parseCombinedArgs(['--devices-turbo']).args.devices)).to.throw('--turbo');
  });

  it('--compare reads an earlier results file and shows each figure before and the change', () => {
    const earlier = [atLeastRatio('check-in rate', 'req/s', 100, 200, 0.4), context('check-in p50', 'ms', 20, 10)];
    const file = join(mkdtempSync(join(tmpdir(), 'bench-compare-')), 'earlier.json');
    writeFileSync(file, JSON.stringify({ benches: [{ bench: 'devices', figures: figuresJson(earlier) }] }));
    const previous = loadPreviousFigures(file);
    const now = [atLeastRatio('check-in rate', 'req/s', 110, 200, 0.4), context('upload p50', 'ms', 5, 4)];
    const table = combinedTable(
      now.map((figure) => ({
        bench: 'devices',
        figure,
        previous: previous.get(figureKey('devices', `${figure.name} (${figure.unit})`)),
      })),
      true,
    );
    const [header, , rate, upload] = table.split('\n');
    expect(header).to.match(/before\s+change$/);
    expect(rate).to.match(/check-in rate \(req\/s\)\s+110\s+200\s+55%\s+>= 40%\s+pass\s+100\s+\+10%$/);
    expect(upload).to.match(/upload p50 \(ms\).*-\s+-$/);
  });
});
