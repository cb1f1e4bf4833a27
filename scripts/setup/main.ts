/**
 * `npm run setup [-- start]`: what `npm test` (or `npm start`) would install on first use, ahead
 * of time. Both commands run the same step themselves; this is for preparing a machine image.
 */
import { prepareMachine } from './prepare-machine.js';

const purpose = process.argv[2] === 'start' ? 'start' : 'test';
await prepareMachine(purpose);
console.log(`== this machine has everything \`npm ${purpose}\` needs`);
