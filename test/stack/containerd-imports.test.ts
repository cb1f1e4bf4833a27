import { expect } from 'chai';
import { needsImport } from '../../scripts/stack/node/containerd.js';

const archive = '/cache/images/archives/platform-d7cee7262a94a6a1.tar';
const references = ['ghcr.io/edge-vision/platform:0.1.0'];

describe("the real node's image imports", () => {
  it('skips an archive whose images containerd holds from that very archive', () => {
    const sources = { [references[0]!]: archive };
    expect(needsImport({ archive, references, present: references, sources })).to.equal(false);
  });

  it('imports again when containerd lost the image though the record still names it', () => {
    const sources = { [references[0]!]: archive };
    expect(needsImport({ archive, references, present: [], sources })).to.equal(true);
  });

  it('imports a new build whose release tag containerd holds from an older archive', () => {
    const sources = { [references[0]!]: '/cache/images/archives/platform-067d1b90735743b0.tar' };
    expect(needsImport({ archive, references, present: references, sources })).to.equal(true);
  });

  it('imports an archive of two images when only one of them is present', () => {
    const both = ['ghcr.io/edge-vision/trainer:0.1.0', 'ghcr.io/edge-vision/exporter:0.1.0'];
    const sources = { [both[0]!]: archive, [both[1]!]: archive };
    expect(needsImport({ archive, references: both, present: [both[0]!], sources })).to.equal(true);
  });
});
