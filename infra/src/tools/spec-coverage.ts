/**
 * `npm run spec-coverage`: how much of the specification's call list (`docs/spec/calls.tsv`) and dialog list
 * (`docs/spec/forms.tsv`) the API implements, by area, from the operations' `x-spec-calls` and `x-spec-forms`.
 * Every registered operation is exercised by the test harness, so a listed call or dialog is also a tested one.
 * `--list` prints every line with an `x` where it is implemented.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { operations } from '@app/functions/wiring/catalog';

const repositoryRoot = resolve(import.meta.dirname, '../../..');

interface SpecLine {
  area: string;
  line: string;
}

function specLines(file: string, lineOf: (columns: string[]) => string): SpecLine[] {
  return readFileSync(join(repositoryRoot, 'docs/spec', file), 'utf8')
    .split('\n')
    .filter((text) => text.trim() && !text.startsWith('#'))
    .map((text) => {
      const columns = text.split('\t');
      return { area: columns[0] ?? '', line: lineOf(columns) };
    });
}

function report(title: string, lines: SpecLine[], implemented: ReadonlySet<string>): void {
  console.log(`${title}:`);
  const areas = [...new Set(lines.map((line) => line.area))];
  const width = Math.max(...areas.map((area) => area.length), 'all'.length);
  for (const area of areas) {
    const ofArea = lines.filter((line) => line.area === area);
    const done = ofArea.filter((line) => implemented.has(line.line)).length;
    console.log(`  ${area.padEnd(width)}  ${String(done).padStart(3)} / ${String(ofArea.length).padEnd(3)}`);
  }
  const total = lines.filter((line) => implemented.has(line.line)).length;
  console.log(`  ${'all'.padEnd(width)}  ${String(total).padStart(3)} / ${lines.length}`);
  if (process.argv.includes('--list')) {
    for (const line of lines)
      console.log(`  ${implemented.has(line.line) ? 'x' : ' '} ${line.area}\t${line.line}`);
  }
}

const calls = specLines('calls.tsv', ([, method = '', path = '']) => `${method} ${path}`);
const forms = specLines('forms.tsv', ([, route = '']) => route);
const implementedCalls = new Set(operations.flatMap((operation) => operation.specCalls));
const implementedForms = new Set(operations.flatMap((operation) => operation.specForms ?? []));

const unknownForms = [...implementedForms].filter((route) => !forms.some((form) => form.line === route));
if (unknownForms.length) {
  console.error(
    `specForms not in forms.tsv (write them exactly as the route there): ${unknownForms.join(', ')}`,
  );
  process.exitCode = 1;
}

report('calls', calls, implementedCalls);
report('dialogs', forms, implementedForms);
const callTotal = calls.filter((line) => implementedCalls.has(line.line)).length;
const formTotal = forms.filter((line) => implementedForms.has(line.line)).length;
console.log(`total: calls ${callTotal} / ${calls.length}, dialogs ${formTotal} / ${forms.length}`);
