/**
 * `npm test`: the checks and the tests side by side instead of one after another (docs/decisions.md, "The test
 * loop in minutes"). vitest starts first and keeps the normal priority: its API tests wait on the emulators and
 * have timeouts; the static checks run niced and take the CPU it leaves. vitest's output streams; the checks'
 * output follows when they end (in full for a failed one), then a summary of every stage's duration. Exits with
 * 1 when any stage failed.
 *
 * With STAGE_TIMES set to a file, each stage appends a line `<stage>\t<seconds>\t<ok|failed>` to it (.ci/run
 * prints them with its own stages).
 */
import { spawn } from 'node:child_process';
import { appendFileSync } from 'node:fs';

/**
 * Each is an npm script of its own, which works alone too. `lint` also reports the compiler's errors (oxlint's
 * `--type-check`): its typed rules build the TypeScript program anyway, and a second one for `tsgo -b` took 60 CPU s
 * more (docs/decisions.md, "Tenth round"); `npm run typecheck` stays for tsgo's incremental build.
 */
const stages = [
  { name: 'vitest', script: 'test:vitest', stream: true },
  { name: 'modules', script: 'check:modules' },
  { name: 'lint', script: 'lint' },
  { name: 'format', script: 'format:check' },
];
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const niceness = '10';

function run(stage) {
  const began = performance.now();
  const args = ['run', '--silent', stage.script];
  // `nice` is there on Linux and macOS; its children inherit the priority.
  const child = stage.stream
    ? spawn(npm, args, { stdio: 'inherit' })
    : spawn('nice', ['-n', niceness, npm, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  const output = [];
  child.stdout?.on('data', (chunk) => output.push(chunk));
  child.stderr?.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    const end = (ok) => {
      const seconds = (performance.now() - began) / 1000;
      if (process.env.STAGE_TIMES) {
        appendFileSync(
          process.env.STAGE_TIMES,
          `${stage.name}\t${seconds.toFixed(1)}\t${ok ? 'ok' : 'failed'}\n`,
        );
      }
      resolve({ ...stage, ok, seconds, output: Buffer.concat(output).toString() });
    };
    child.on('error', (error) => {
      output.push(Buffer.from(`${error.message}\n`));
      end(false);
    });
    child.on('close', (code) => end(code === 0));
  });
}

const began = performance.now();
const results = await Promise.all(stages.map(run));
for (const result of results.filter((r) => !r.stream)) {
  console.log(`\n── ${result.name} (npm run ${result.script}): ${result.ok ? 'ok' : 'FAILED'}`);
  const text = result.output.trimEnd();
  if (!result.ok) console.log(text);
  else if (text) console.log(text.split('\n').slice(-3).join('\n'));
}
console.log('\nnpm test, stages side by side:');
for (const result of results) {
  console.log(
    `  ${result.name.padEnd(12)} ${result.seconds.toFixed(1).padStart(7)} s  ${result.ok ? 'ok' : 'FAILED'}`,
  );
}
console.log(`  ${'all'.padEnd(12)} ${((performance.now() - began) / 1000).toFixed(1).padStart(7)} s`);
process.exitCode = results.every((r) => r.ok) ? 0 : 1;
