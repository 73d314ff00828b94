import { describe, expect, it } from 'vitest';
import { windowSpan } from '@app/shared/rules/engine/defaults';
import { world } from '@app/shared/rules/engine/test-world';
import { indexWorld } from '@app/shared/rules/engine/world-index';
import type { CatalogueTemplate } from '../calendar/calendar-reads.repository';
import { bestTemplate } from './minimum-staffing';

const template = (id: string, name: string, begin: string, end: string): CatalogueTemplate => ({
  id,
  name,
  shortName: name.slice(0, 1),
  resourceId: 'r',
  unitId: 'u',
  itemClass: 10,
  begin,
  end,
  pause1: { mode: 0, begin: null, end: null },
  pause2: { mode: 0, begin: null, end: null },
  backColor: '#ffffff',
  foreColor: '#000000',
  enabled: true,
  requiredQualificationIds: [],
});

describe('the template a missing person of a minimum staffing gets', () => {
  const index = indexWorld(world({ from: '2027-02-01', to: '2027-02-01' }));
  const early = template('e', 'Early', '06:00', '14:00');
  const middle = template('m', 'Middle', '10:00', '18:00');
  const late = template('l', 'Late', '13:00', '21:00');
  const best = (from: string, to: string, planned = new Map<string, number>()) =>
    bestTemplate(
      index,
      [early, middle, late],
      planned,
      '2027-02-01',
      windowSpan(index, '2027-02-01', from, to),
    )?.name;

  it('is one covering the whole window before one overlapping it longer', () => {
    // 12:00-14:00: Early and Middle cover it; Late only its last hour.
    expect(best('12:00', '14:00')).toBe('Early');
    // 13:00-18:00: Middle covers it (5 h), Late overlaps it as long but covers it too: by name then.
    expect(best('13:00', '18:00')).toBe('Late');
    // 10:30-20:00: nobody covers it; Middle overlaps it most (7.5 h, Late 7 h).
    expect(best('10:30', '20:00')).toBe('Middle');
  });

  it('is the one planned most often among equals, and none without an overlap', () => {
    expect(best('12:00', '14:00', new Map([['m', 3]]))).toBe('Middle');
    expect(best('22:00', '23:00')).toBeUndefined();
  });
});
