/**
 * A vitest reporter that prints, after the run, how long each project took: from its first file's start to its
 * last file's end (the projects' files run side by side, so the spans overlap), with its slowest file. With
 * STAGE_TIMES set to a file it also appends `vitest:<project>\t<seconds>\t<ok|failed>` lines there
 * (tools/test-loop/stages.js, .ci/run). With FILE_TIMES set to a file it appends, per file, its project, start and end
 * (seconds since the run began) and path: where a run's time went, file by file.
 */
import { appendFileSync } from 'node:fs';
import { relative } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

interface ProjectTimes {
  files: number;
  firstStart: number;
  lastEnd: number;
  ok: boolean;
  slowest: { file: string; seconds: number } | undefined;
}

export default class ProjectTimesReporter implements Reporter {
  private readonly started = new Map<string, number>();
  private readonly projects = new Map<string, ProjectTimes>();
  private readonly runStart = performance.now();

  onTestModuleStart(testModule: TestModule): void {
    this.started.set(testModule.id, performance.now());
  }

  onTestModuleEnd(testModule: TestModule): void {
    const end = performance.now();
    const start = this.started.get(testModule.id) ?? end;
    const name = testModule.project.name || 'default';
    const times = this.projects.get(name) ?? {
      files: 0,
      firstStart: start,
      lastEnd: end,
      ok: true,
      slowest: undefined,
    };
    const seconds = (end - start) / 1000;
    times.files += 1;
    times.firstStart = Math.min(times.firstStart, start);
    times.lastEnd = Math.max(times.lastEnd, end);
    times.ok &&= testModule.ok();
    if (!times.slowest || seconds > times.slowest.seconds) {
      times.slowest = { file: relative(process.cwd(), testModule.moduleId), seconds };
    }
    this.projects.set(name, times);
    if (process.env['FILE_TIMES']) {
      const since = (at: number) => ((at - this.runStart) / 1000).toFixed(1);
      appendFileSync(
        process.env['FILE_TIMES'],
        `${name}\t${since(start)}\t${since(end)}\t${relative(process.cwd(), testModule.moduleId)}\n`,
      );
    }
  }

  onTestRunEnd(): void {
    if (this.projects.size === 0) return;
    const lines = ['', 'vitest per project (first file started to last file ended; projects overlap):'];
    for (const [name, times] of this.projects) {
      const span = (times.lastEnd - times.firstStart) / 1000;
      const slowest = times.slowest
        ? `, slowest ${times.slowest.file} ${times.slowest.seconds.toFixed(1)} s`
        : '';
      lines.push(
        `  ${name.padEnd(12)} ${String(times.files).padStart(4)} files ${span.toFixed(1).padStart(7)} s${slowest}`,
      );
      if (process.env['STAGE_TIMES']) {
        appendFileSync(
          process.env['STAGE_TIMES'],
          `vitest:${name}\t${span.toFixed(1)}\t${times.ok ? 'ok' : 'failed'}\n`,
        );
      }
    }
    console.log(lines.join('\n'));
  }
}
