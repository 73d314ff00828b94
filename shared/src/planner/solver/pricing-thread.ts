/** The pricing helper's thread (pricing-helper.ts): its loop over the commands of the run's thread. */
import { parentPort } from 'node:worker_threads';
import { helperLoop } from './pricing-helper';

if (parentPort) helperLoop(parentPort);
