import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { copiedPaths } from '../../scripts/images/inputs.js';

describe("an image's cache key covers what its Dockerfile copies", () => {
  it('the platform image: the agent sources its archives are built from are inputs', () => {
    const copied = copiedPaths(readFileSync('Dockerfile', 'utf8'), '.');
    expect(copied).to.include.members(['api', 'agent', 'scripts/build-agent.ts', 'scripts/agent-bundle']);
    // Copies from the build stage read no file of the repository.
    expect(copied.some((path) => path.startsWith('/app'))).to.equal(false);
  });

  it('paths are made relative to the repository; globs and build arguments are left to the list', () => {
    const dockerfile = [
      'COPY requirements.txt requirements-cuda.txt /tmp/',
      'COPY contract/*.schema.json /app/workloads/contract/',
      'COPY common/ /app/workloads/common/',
      'COPY ${WORKLOAD}/ /app/workloads/${WORKLOAD}/',
      'COPY --chown=10001 --from=build /app/dist ./dist',
      'ADD --chmod=644 notes.txt /notes.txt',
    ].join('\n');
    expect(copiedPaths(dockerfile, 'workloads')).to.deep.equal([
      'workloads/requirements.txt',
      'workloads/requirements-cuda.txt',
      'workloads/common',
      'workloads/notes.txt',
    ]);
  });
});
