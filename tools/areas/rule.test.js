import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { verdictOf } from './rule.js';
import { functionsSrc, placeOf, targetOf } from './resolve.js';

const fileOf = (relative) => path.join(functionsSrc, relative);
const verdict = (file, specifier) => verdictOf(placeOf(fileOf(file)), targetOf(fileOf(file), specifier));

describe('the order of areas', () => {
  it('lets an area use what a lower area exposes', () => {
    expect(verdict('calendar/entry.service.ts', '../units/unit.repository')).toBeUndefined();
    expect(verdict('calendar/entry.service.ts', '@app/functions/directory/user.repository')).toBeUndefined();
    expect(verdict('users/user.service.ts', '../clock')).toBeUndefined();
  });

  it('refuses an import of a higher area, with the way out in the message', () => {
    expect(verdict('units/unit.service.ts', '../users/user.service')).toEqual({
      messageId: 'againstOrder',
      data: { from: 'units', to: 'users' },
    });
  });

  it('refuses a lower area’s internals', () => {
    expect(verdict('calendar/entry.service.ts', '../units/operations')).toEqual({
      messageId: 'internal',
      data: { area: 'units', file: 'operations' },
    });
  });

  it('lets the wiring reach every area’s operations and jobs, and names an undeclared area', () => {
    expect(verdict('wiring/handlers/units.ts', '../../units/operations')).toBeUndefined();
    expect(verdict('wiring/workers/report.ts', '../../audit/audit-export.job')).toBeUndefined();
    expect(verdict('new-area/thing.service.ts', '../units/unit.repository')).toEqual({
      messageId: 'unknownArea',
      data: { area: 'new-area' },
    });
  });

  it('ignores packages, shared code and files of the same area', () => {
    expect(verdict('units/unit.service.ts', '@app/shared/units/unit')).toBeUndefined();
    expect(verdict('units/unit.service.ts', 'zod')).toBeUndefined();
    expect(verdict('units/unit.service.ts', './unit.repository')).toBeUndefined();
  });
});
