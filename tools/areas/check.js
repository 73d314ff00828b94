/**
 * `npm run check:modules`: the import graph between the API areas of functions/src. Prints each area's layer and
 * what it imports, every import against the declared order (tools/areas/areas.js) and every circle; exits 1 if
 * there is any. The same verdict as the lint rule `project/areas-order`, plus circles, which the order rules out.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { areas } from './areas.js';
import { functionsSrc, placeOf, targetOf } from './resolve.js';
import { verdictOf } from './rule.js';

const importPattern = /(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g;

function* sourceFiles(folder) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (/\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name)) yield full;
  }
}

const edges = new Map();
const problems = [];
for (const file of sourceFiles(functionsSrc)) {
  const from = placeOf(file);
  for (const [, specifier] of readFileSync(file, 'utf8').matchAll(importPattern)) {
    const to = targetOf(file, specifier);
    if (!from || !to || from.area === to.area) continue;
    if (!edges.has(from.area)) edges.set(from.area, new Set());
    edges.get(from.area).add(to.area);
    const verdict = verdictOf(from, to);
    if (verdict) problems.push(`${path.relative(functionsSrc, file)} -> ${specifier} (${verdict.messageId})`);
  }
}

// Tarjan's strongly connected components: a component of more than one area is a circle.
const index = new Map();
const low = new Map();
const stack = [];
const circles = [];
let counter = 0;
function visit(area) {
  index.set(area, counter);
  low.set(area, counter);
  counter += 1;
  stack.push(area);
  for (const next of edges.get(area) ?? []) {
    if (!index.has(next)) {
      visit(next);
      low.set(area, Math.min(low.get(area), low.get(next)));
    } else if (stack.includes(next)) low.set(area, Math.min(low.get(area), index.get(next)));
  }
  if (low.get(area) === index.get(area)) {
    const component = [];
    let member;
    do {
      member = stack.pop();
      component.push(member);
    } while (member !== area);
    if (component.length > 1) circles.push(component.sort());
  }
}
const seen = new Set([...edges.keys(), ...[...edges.values()].flatMap((targets) => [...targets])]);
for (const area of [...seen].sort()) if (!index.has(area)) visit(area);

const declared = new Set(areas.map((area) => area.name));
const undeclared = [...seen].filter((area) => !declared.has(area));
let layer;
for (const area of areas) {
  if (area.layer !== layer) {
    layer = area.layer;
    console.log(`\n${layer}`);
  }
  console.log(`  ${area.name.padEnd(15)} -> ${[...(edges.get(area.name) ?? [])].sort().join(' ') || '-'}`);
}
console.log(`\n${seen.size} areas, ${problems.length} imports not allowed, ${circles.length} circles`);
for (const problem of problems) console.log(`  not allowed: ${problem}`);
for (const circle of circles) console.log(`  circle: ${circle.join(' ')}`);
for (const area of undeclared) console.log(`  not declared in tools/areas/areas.js: ${area}`);
process.exitCode = problems.length || circles.length || undeclared.length ? 1 : 0;
