import type { Language } from '@app/shared/i18n/languages';
import type { TTaskText } from '@app/shared/tasks/task';
import { isMessageKey, messageText } from '../api/messages';

/** A stored task text in the reader's language; a key this build does not know is shown as it is. */
export function taskText(text: TTaskText, language: Language): string {
  return isMessageKey(text.key) ? messageText(text.key, language, text.params) : text.key;
}
