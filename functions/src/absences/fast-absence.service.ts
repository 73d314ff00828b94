/**
 * FAST_ABSENCE (`appointment/createquick`): one absence template for several people. The dry run (`Virtual`)
 * runs every person's checks of a creation (`planAbsence`) and writes nothing; the real run creates each person's
 * absence in its own transaction (`createAbsence`) and carries on past a refusal, so that the answer says, person
 * by person, what was created and why not.
 */
import type * as z from 'zod';
import { AppError, type FieldIssue } from '@app/shared/api/errors';
import type { TFastAbsenceLine, TFastAbsenceResult, ZFastAbsence } from '@app/shared/absences/fast-absence';
import type { TAbsenceCreate } from '@app/shared/absences/absence';
import { absencesDe } from '@app/shared/i18n/absences.de';
import { absencesEn } from '@app/shared/i18n/absences.en';
import { absenceDialogsDe } from '@app/shared/i18n/absence-dialogs.de';
import { absenceDialogsEn } from '@app/shared/i18n/absence-dialogs.en';
import type { Language } from '@app/shared/i18n/languages';
import type { Caller } from '../security/caller';
import { isMessageKey, messageText } from '../api/messages';
import { logger } from '../logger';
import { now as clockNow } from '../clock';
import type { User } from '../directory/user.repository';
import { createAbsence, planAbsence } from './absence.service';
import { requirePerson, shiftConflicts } from './absence-support';

type FastAbsenceInput = z.output<typeof ZFastAbsence>;

/** People checked at once in the dry run (reads only; a hundred people in ten rounds). */
const dryRunBatch = 10;

/** The area texts a refusal may name besides the core messages (absence checks, this dialog's own). */
const areaTexts: Record<Language, Record<string, string>> = {
  de: { ...absencesDe, ...absenceDialogsDe },
  en: { ...absencesEn, ...absenceDialogsEn },
};

/** Why a person's absence cannot be created: a message key and its text in the caller's language. */
interface Refusal {
  messageKey: string;
  message: string;
}

function textOf(key: string, language: Language): string {
  if (isMessageKey(key)) return messageText(key, language);
  return areaTexts[language][key] ?? key;
}

function refusalOf(error: AppError, language: Language): Refusal {
  if (error.code === 'VALIDATION') {
    const issues = (error.details as { issues?: FieldIssue[] } | undefined)?.issues ?? [];
    const key = issues[0]?.messageKey;
    if (key) return { messageKey: key, message: textOf(key, language) };
  }
  // The person's units are not the caller's to plan (or the caller may not enter absences for them at all).
  if (error.code === 'FORBIDDEN') {
    const key = 'fastAbsence.error.forbidden';
    return { messageKey: key, message: textOf(key, language) };
  }
  return { messageKey: error.messageKey, message: messageText(error.messageKey, language, error.params) };
}

const failed = (userId: string, displayName: string, refusal: Refusal): TFastAbsenceLine => ({
  userId,
  displayName,
  ok: false,
  absenceId: null,
  ...refusal,
  shiftConflicts: 0,
});

/** One person: the checks (and, unless a dry run, the creation); a refusal becomes the line's reason. */
async function runFor(
  caller: Caller,
  userId: string,
  template: FastAbsenceInput['Template'],
  virtual: boolean,
  language: Language,
  at: Date,
): Promise<TFastAbsenceLine> {
  let person: User | undefined;
  try {
    // A person unknown here (or of another tenant) answers "not found" and nothing of them.
    person = await requirePerson(caller, userId);
    const input: TAbsenceCreate = { ...template, userId };
    // Asked for approved by someone who does not approve this person's absences (the unit's APPROVE rule names
    // others, or it is the caller's own): created as Requested, and the line says so.
    if (virtual) {
      const { absence, requestedInstead } = await planAbsence(caller, input, at);
      const conflicts = await shiftConflicts(caller, { ...absence, substitutes: [], version: 1 });
      return {
        ...line(person),
        shiftConflicts: conflicts.length,
        ...(requestedInstead ? { requestedInstead } : {}),
      };
    }
    const result = await createAbsence(caller, input, at);
    return {
      ...line(person),
      absenceId: result.absence.id,
      shiftConflicts: result.shiftConflicts.length,
      ...(result.requestedInstead ? { requestedInstead: result.requestedInstead } : {}),
    };
  } catch (error) {
    const name = person?.displayName ?? '';
    if (error instanceof AppError) return failed(userId, name, refusalOf(error, language));
    // Anything else is a bug; the people before and after still get their answer (and the created ones stay).
    logger.error('fast absence failed for one person', { userId, error });
    return failed(userId, name, refusalOf(new AppError('INTERNAL_SERVER_ERROR'), language));
  }
}

const line = (person: User): TFastAbsenceLine => ({
  userId: person.id,
  displayName: person.displayName,
  ok: true,
  absenceId: null,
  messageKey: null,
  message: null,
  shiftConflicts: 0,
});

export async function createQuickAbsences(
  caller: Caller,
  input: FastAbsenceInput,
  language: Language,
  at = clockNow(),
): Promise<TFastAbsenceResult> {
  // Each person once, in the order asked.
  const userIds = [...new Set(input.UserIdList)];
  const virtual = input.Virtual;
  const lines: TFastAbsenceLine[] = [];
  if (virtual) {
    for (let start = 0; start < userIds.length; start += dryRunBatch) {
      const batch = userIds.slice(start, start + dryRunBatch);
      lines.push(
        ...(await Promise.all(
          batch.map((userId) => runFor(caller, userId, input.Template, true, language, at)),
        )),
      );
    }
  } else {
    // One after the other: every creation counts up the same absence type, which concurrent transactions
    // would fight over.
    for (const userId of userIds)
      lines.push(await runFor(caller, userId, input.Template, false, language, at));
  }
  const succeeded = lines.filter((entry) => entry.ok).length;
  return { virtual, succeeded, failed: lines.length - succeeded, lines };
}
