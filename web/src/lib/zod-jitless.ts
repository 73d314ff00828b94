/**
 * zod compiles object parsers with `new Function` unless `jitless` is set, and its first schema probes whether
 * `Function('')` is allowed: under the app's Content-Security-Policy (no 'unsafe-eval') every page load then logged
 * a CSP violation. `z.config({ jitless: true })` would have to import zod into the first chunk, which the sign-in
 * page does not need; zod reads its configuration from `globalThis.__zod_globalConfig` (created with `??=` when
 * zod loads), so setting it before any chunk with zod runs has the same effect. `zod-jitless.fresh.test.ts`
 * checks that the installed zod still picks it up.
 */
type ZodGlobal = typeof globalThis & { __zod_globalConfig?: { jitless?: boolean } };

export function configureZodWithoutJit(): void {
  const scope = globalThis as ZodGlobal;
  scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };
}

// On import: main.tsx imports this module first, before any module that could construct a schema.
configureZodWithoutJit();
