/**
 * `npm run setup [-- start]`: what `npm test` (or `npm start`) would install on first use, ahead
 * of time. Both commands run the same step themselves; this is for preparing a machine image.
 */
import { whyNoRealNode } from '../stack/node/real-node.js';
import { prepareMachine } from './prepare-machine.js';

const purpose = process.argv[2] === 'start' ? 'start' : 'test';
// The images too where the cluster suites can run, as a whole `npm test` run would build them.
await prepareMachine(purpose, { withImages: purpose === 'test' && whyNoRealNode() === undefined });
console.log(`== this machine has everything \`npm ${purpose}\` needs`);
