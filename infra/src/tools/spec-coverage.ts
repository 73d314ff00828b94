/**
 * `npm run spec-coverage`: how much of the specification's call list (`docs/spec/calls.tsv`) the API
 * implements, by area, from the operations' `x-spec-calls`. Every registered operation is exercised by the
 * test harness, so a listed call is also a tested one.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { operations } from '@app/functions/api/catalog';

const repositoryRoot = resolve(import.meta.dirname, '../../..');
const lines = readFileSync(join(repositoryRoot, 'docs/spec/calls.tsv'), 'utf8')
  .split('\n')
  .filter((line) => line.trim() && !line.startsWith('#'))
  .map((line) => {
    const [area = '', method = '', path = ''] = line.split('\t');
    return { area, call: `${method} ${path}` };
  });
const implemented = new Map<string, string>();
for (const operation of operations)
  for (const call of operation.specCalls) implemented.set(call, operation.id);

const areas = [...new Set(lines.map((line) => line.area))];
const width = Math.max(...areas.map((area) => area.length));
for (const area of areas) {
  const ofArea = lines.filter((line) => line.area === area);
  const done = ofArea.filter((line) => implemented.has(line.call)).length;
  console.log(`${area.padEnd(width)}  ${String(done).padStart(3)} / ${String(ofArea.length).padEnd(3)}`);
}
const total = lines.filter((line) => implemented.has(line.call)).length;
console.log(`${'all'.padEnd(width)}  ${String(total).padStart(3)} / ${lines.length}`);
if (process.argv.includes('--list')) {
  for (const line of lines)
    console.log(`${implemented.has(line.call) ? 'x' : ' '} ${line.area}\t${line.call}`);
}
