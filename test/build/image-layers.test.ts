import { expect } from 'chai';
import { staleImageIds, stepImageIds } from '../../scripts/images/build.js';

const buildOutput = [
  '[1/2] STEP 5/12: RUN npm ci --no-audit --no-fund',
  '--> Using cache 81c81757ef1a7bb54114fb8fe00a58192f8ef7f4073365c496169143196f48d8',
  '--> 81c81757ef1',
  '[1/2] STEP 6/12: COPY tsconfig.json tsconfig.build.json ./',
  '--> 2d8c217c564d',
  'COMMIT ghcr.io/edge-vision/platform:0.1.0',
  'Successfully tagged ghcr.io/edge-vision/platform:0.1.0',
].join('\n');

describe("the image builds' layer cache", () => {
  it('reads the step images of a build from its output, cached or new, as id prefixes', () => {
    expect(stepImageIds(buildOutput)).to.deep.equal(['81c81757ef1', '81c81757ef1', '2d8c217c564']);
  });

  it("removes untagged images no kept build made, and keeps tagged images and the kept builds' steps", () => {
    const listed = [
      'b51dbdd9c3bb ghcr.io/edge-vision/edge-agent:0.1.0',
      '81c81757ef1a <none>',
      '2d8c217c564d <none>',
      '7be4af8974bb <none>',
      '3e31e1f90ca7 localhost/edge-vision/base-node:987d2f524b97bdf3',
      'cd59c046b27a <none>',
      '',
    ].join('\n');
    expect(staleImageIds(listed, new Set(stepImageIds(buildOutput)))).to.deep.equal(['7be4af8974bb', 'cd59c046b27a']);
  });
});
