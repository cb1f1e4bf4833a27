/**
 * `npm run --silent dev:token -- <email>`: prints only an access token for a local user,
 * from the identity provider `npm start` runs (or OIDC_ISSUER_URL).
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { passwordGrantToken } from './stack/servers.js';

const email = process.argv[2];
if (!email) {
  console.error('usage: npm run --silent dev:token -- <email>   (e.g. alice@example.com)');
  process.exit(2);
}
const stackFile = resolve(process.env.EDGE_VISION_LOCAL_DIR ?? '.local', 'stack.json');
const issuer =
  process.env.OIDC_ISSUER_URL ??
  (existsSync(stackFile) ? (JSON.parse(readFileSync(stackFile, 'utf8')) as { issuer: string }).issuer : null);
if (!issuer) {
  console.error('No identity provider known: run `npm start` first, or set OIDC_ISSUER_URL.');
  process.exit(1);
}
passwordGrantToken(issuer, email, { password: process.env.DEV_PASSWORD }).then(
  (token) => process.stdout.write(`${token}\n`),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
