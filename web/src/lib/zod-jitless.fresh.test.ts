import { describe, expect, it } from 'vitest';
import { configureZodWithoutJit } from './zod-jitless';

describe('zod without JIT (no CSP violation in the browser)', () => {
  it('is configured before zod loads, and zod then never evaluates code', async () => {
    configureZodWithoutJit();
    const z = await import('zod');
    expect(z.config().jitless).toBe(true);
    const original = globalThis.Function;
    let evaluated = false;
    // Any `new Function` from zod (its probe or a compiled parser) would pass through here.
    globalThis.Function = new Proxy(original, {
      construct(target, args: string[]): object {
        evaluated = true;
        return Reflect.construct(target, args);
      },
    });
    try {
      const schema = z.object({ name: z.string(), count: z.number() });
      expect(schema.parse({ name: 'a', count: 1 })).toEqual({ name: 'a', count: 1 });
      expect(schema.safeParse({ name: 1 }).success).toBe(false);
    } finally {
      globalThis.Function = original;
    }
    expect(evaluated).toBe(false);
  });
});
