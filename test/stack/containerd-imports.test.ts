import { expect } from 'chai';
import { imagesToPrune, needsImport, parseImageList } from '../../scripts/stack/node/containerd.js';

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

describe("the real node's image pruning", () => {
  const trainer = 'ghcr.io/edge-vision/trainer:0.1.0';
  const pause = 'localhost/edge-vision/pause:0e5606268d29a086';
  const current = { name: trainer, digest: 'sha256:new' };
  const currentAlias = { name: 'sha256:id-new', digest: 'sha256:new' };
  const pauseImage = { name: pause, digest: 'sha256:pause' };
  const pauseAlias = { name: 'sha256:id-pause', digest: 'sha256:pause' };

  it("removes an older build that only the CRI's image-id alias still names", () => {
    const olderAlias = { name: 'sha256:id-old', digest: 'sha256:old' };
    const stored = [current, currentAlias, olderAlias, pauseImage, pauseAlias];
    expect(imagesToPrune({ stored, keep: [trainer, pause] })).to.deep.equal(['sha256:id-old']);
  });

  it('keeps the sandbox image and its alias though no workload archive names it', () => {
    const stored = [current, currentAlias, pauseImage, pauseAlias];
    expect(imagesToPrune({ stored, keep: [trainer, pause] })).to.deep.equal([]);
  });

  it('removes the tag and alias of a build about to be replaced by a new archive', () => {
    const stored = [current, currentAlias, pauseImage, pauseAlias];
    expect(imagesToPrune({ stored, keep: [pause] })).to.deep.equal([trainer, 'sha256:id-new']);
  });

  it('removes an image of a name no archive carries any more', () => {
    const retired = { name: 'localhost/edge-vision/pause:0c30cee487f96ce8', digest: 'sha256:retired' };
    const stored = [current, pauseImage, retired];
    expect(imagesToPrune({ stored, keep: [trainer, pause] })).to.deep.equal([retired.name]);
  });

  it("reads names and manifest digests from ctr's listing", () => {
    const listing = [
      'REF                                TYPE                                                 DIGEST        SIZE    PLATFORMS   LABELS',
      `${trainer} application/vnd.docker.distribution.manifest.v2+json sha256:new 4.9 GiB linux/amd64 io.cri-containerd.image=managed`,
      'sha256:id-old application/vnd.docker.distribution.manifest.v2+json sha256:old 6.9 GiB linux/amd64 -',
      '',
    ].join('\n');
    expect(parseImageList(listing)).to.deep.equal([current, { name: 'sha256:id-old', digest: 'sha256:old' }]);
  });
});
