import { describe, expect, it } from 'vitest';
import { messagesDe } from '@app/shared/i18n/messages.de';
import { messagesEn } from '@app/shared/i18n/messages.en';
import { isMessageKey, messageText } from './messages';

describe('server messages said by number', () => {
  it('say one in the singular and more in the plural, in both languages', () => {
    expect(messageText('task.name.bulkTool.copy', 'de', { count: 1 })).toBe('1 Dienst kopieren');
    expect(messageText('task.name.bulkTool.copy', 'de', { count: 3 })).toBe('3 Dienste kopieren');
    expect(messageText('task.name.bulkTool.copy', 'en', { count: 1 })).toBe('Copy 1 shift');
    expect(messageText('task.name.bulkTool.copy', 'en', { count: 0 })).toBe('Copy 0 shifts');
    expect(messageText('userImport.done', 'de', { count: 1, unit: 'Küche' })).toBe(
      '1 Person in Küche importiert. Laden Sie sie ein, damit sie sich anmelden kann.',
    );
    expect(messageText('autoPlan.mail.intro', 'en', { count: 2, actor: 'Paula' })).toBe(
      'Paula planned 2 new shifts for you:',
    );
  });

  it('know a plural pair by its base key, and every pair is whole in both languages', () => {
    expect(isMessageKey('userImport.checked')).toBe(true);
    expect(isMessageKey('userImport.nothing-like-it')).toBe(false);
    for (const catalog of [messagesDe, messagesEn]) {
      const keys = Object.keys(catalog);
      for (const key of keys.filter((candidate) => candidate.endsWith('_one')))
        expect(keys, key).toContain(key.replace(/_one$/, '_other'));
    }
  });
});
