// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { rememberedRange, rememberRange } from './remembered-range';

afterEach(() => window.localStorage.clear());

describe('the calendar range a person left', () => {
  it('opens on the same range the same day, and in the same view around today on a later day', () => {
    rememberRange('lena', { view: 'TIMELINE', from: '2026-12-01', to: '2026-12-10' }, '2026-11-29');
    expect(rememberedRange('lena', '2026-11-29', 1)).toEqual({
      view: 'TIMELINE',
      from: '2026-12-01',
      to: '2026-12-10',
    });
    expect(rememberedRange('lena', '2026-11-30', 1)).toEqual({
      view: 'TIMELINE',
      from: '2026-11-01',
      to: '2026-11-30',
    });
  });

  it('is kept per person: another person on the same device starts from their own setting', () => {
    rememberRange('lena', { view: 'WEEK', from: '2026-11-23', to: '2026-11-29' }, '2026-11-29');
    expect(rememberedRange('paul', '2026-11-29', 1)).toBeNull();
  });

  it('ignores what it cannot read instead of failing', () => {
    window.localStorage.setItem('calendar.range.lena', '{"view":"YEAR","from":"2026-01-01"}');
    expect(rememberedRange('lena', '2026-11-29', 1)).toBeNull();
    window.localStorage.setItem('calendar.range.lena', 'not json');
    expect(rememberedRange('lena', '2026-11-29', 1)).toBeNull();
    window.localStorage.setItem(
      'calendar.range.lena',
      '{"view":"WEEK","from":"2026-11-29","to":"2026-11-01","on":"2026-11-29"}',
    );
    expect(rememberedRange('lena', '2026-11-29', 1)).toEqual({
      view: 'WEEK',
      from: '2026-11-23',
      to: '2026-11-29',
    });
  });
});
