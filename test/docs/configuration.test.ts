import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { configSchema } from '../../api/config.js';
import { operatorConfigSchema } from '../../operator/config.js';
import { configurationPage } from '../../scripts/docs/configuration.js';

describe('docs/configuration.md', () => {
  const committed = readFileSync(new URL('../../docs/configuration.md', import.meta.url), 'utf8');

  it('is what `npm run docs:generate` writes from the settings schemas', async () => {
    expect(committed, 'run `npm run docs:generate` and commit docs/configuration.md').to.equal(
      await configurationPage(),
    );
  });

  it('lists every setting the API and the operator read, with its default', () => {
    for (const name of [...Object.keys(configSchema.shape), ...Object.keys(operatorConfigSchema.shape)])
      expect(committed).to.contain(`| \`${name}\``);
    expect(committed).to.match(/\| `PORT`\s+\| `8080`/);
    expect(committed).to.match(/\| `MONGODB_URI`\s+\| \(required\)/);
    expect(committed).to.match(/\| `JOB_START_TIMEOUT_S`\s+\| `600`/);
  });
});
