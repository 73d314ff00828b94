import { describe, expect, it } from 'vitest';
import { readableNoticeParams } from './notice-params';

describe('readableNoticeParams', () => {
  const params = {
    actor: 'Lena Koch',
    absence: 'U',
    'absence.de': 'Urlaub',
    'absence.en': 'Leave',
    begin: '2026-12-19',
    end: '2026-12-23',
    count: 3,
  };

  it('reads plain dates with the weekday in the reader’s language and the product’s date', () => {
    expect(readableNoticeParams(params, 'de')).toMatchObject({
      begin: 'Samstag, 19.12.2026',
      end: 'Mittwoch, 23.12.2026',
    });
    expect(readableNoticeParams(params, 'en')).toMatchObject({
      begin: 'Saturday, 19.12.2026',
      end: 'Wednesday, 23.12.2026',
    });
  });

  it('puts the reader’s text of a parameter kept per language in place of its code', () => {
    expect(readableNoticeParams(params, 'de')).toEqual({
      actor: 'Lena Koch',
      absence: 'Urlaub',
      begin: 'Samstag, 19.12.2026',
      end: 'Mittwoch, 23.12.2026',
      count: 3,
    });
    expect(readableNoticeParams(params, 'en').absence).toBe('Leave');
  });

  it('keeps the stored value where a language has no text, and leaves other strings alone', () => {
    const older = { absence: 'U', 'absence.en': '', subject: '2026-12-19 meeting' };
    expect(readableNoticeParams(older, 'en')).toEqual({ absence: 'U', subject: '2026-12-19 meeting' });
  });
});
