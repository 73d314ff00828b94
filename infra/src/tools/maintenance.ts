/**
 * The operator's maintenance switch: `npm run maintenance -- on|update|off`. Keep-alive calls then answer
 * MAINTENANCE (clients go to the login page with that reason), UPDATE (an "update running" overlay until OK)
 * or OK. Locally it finds the running product through `.data/runner.json`; against AWS set `TABLE_PLATFORM`
 * (and credentials) in the environment.
 */
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { LocalEndpoints } from '../local/emulators';
import { handlerEnvironment, type LocalResources } from '../local/provision';

const modes = { on: 'MAINTENANCE', update: 'UPDATE', off: 'OK' } as const;
const argument = process.argv[2] as keyof typeof modes | undefined;
if (!argument || !(argument in modes)) {
  console.error('usage: npm run maintenance -- on|update|off');
  process.exit(2);
}

if (!process.env.TABLE_PLATFORM) {
  const dataDir = resolve(process.env.DATA_DIR ?? join(import.meta.dirname, '../../../.data'));
  const runner = JSON.parse(await readFile(join(dataDir, 'runner.json'), 'utf8')) as {
    endpoints: LocalEndpoints;
    resources: LocalResources;
  };
  Object.assign(process.env, handlerEnvironment(runner.endpoints, runner.resources));
}
const { setMaintenanceMode } = await import('@app/functions/platform/platform.repository');
await setMaintenanceMode(modes[argument]);
console.log(`Maintenance mode: ${modes[argument]}`);
