/**
 * Rules (issue 13): read by everyone signed in (the calendar shows findings to everyone), kept by people with
 * masterdata.edit; the legal profile by people with settings.manage. Every id a rule names must be the
 * tenant's (rule-references.ts); every change is audited in the same transaction.
 */
import { randomUUID } from 'node:crypto';
import type * as z from 'zod';
import { AppError } from '@app/shared/api/errors';
import { assertCurrentVersion } from '@app/shared/api/versions';
import type { Language } from '@app/shared/i18n/languages';
import { defaultLegalProfile, defaultRuleDefaults } from '@app/shared/rules/legal-profile';
import { ZRule, maxRules, type TRule, type TRuleType, type ZRuleSave } from '@app/shared/rules/rule';
import type { ZRuleProfile, ZRuleProfileSave } from '@app/shared/rules/rules.contracts';
import type { Caller } from '../security/caller';
import { AuditRepository } from '../audit/audit.repository';
import { actorOf, auditEntry, commitAudited } from '../audit/audit.service';
import { messageText } from '../api/messages';
import { now as clockNow } from '../clock';
import { RuleRepository, type NewStoredRule, type StoredRule } from './rule.repository';
import { assertReferences, fieldIssue, type Reference } from './rule-references';

type RuleSaveInput = z.output<typeof ZRuleSave>;
type RuleProfile = z.output<typeof ZRuleProfile>;

const toRule = (stored: StoredRule): TRule => ZRule.parse(stored);
const targetOf = (rule: Pick<NewStoredRule, 'id' | 'name'>) => ({
  type: 'rule',
  id: rule.id,
  name: rule.name,
});
/** What the audit log shows of a rule: everything but its bookkeeping (the entry's actor is who saved it). */
const snapshot = ({ id: _id, updatedAt: _at, savedBy: _by, ...fields }: NewStoredRule) => fields;
const withoutVersion = ({ version: _version, ...fields }: StoredRule): NewStoredRule => fields;

async function requireRule(caller: Caller, id: string): Promise<StoredRule> {
  const found = await new RuleRepository(caller.tenant).get(id);
  if (!found) throw new AppError('NOT_FOUND');
  return found;
}

/** The ids a rule names, with the field each sits in. */
function referencesOf(rule: RuleSaveInput): Reference[] {
  const list = (kind: Reference['kind'], ids: readonly string[], path: string): Reference[] =>
    ids.map((id, index) => ({ kind, id, path: `${path}.${index}` }));
  const one = (kind: Reference['kind'], id: string | null, path: string): Reference[] =>
    id === null ? [] : [{ kind, id, path }];
  const { scope } = rule;
  const references = scope.kind === 'company' ? [] : list(scope.kind, scope.ids, 'body.scope.ids');
  switch (rule.ruleType) {
    case 'MINOC':
      return [
        ...references,
        ...one('qualification', rule.settings.qualificationId, 'body.settings.qualificationId'),
      ];
    case 'QUAL':
      return [
        ...references,
        ...list('qualification', rule.settings.qualificationIds, 'body.settings.qualificationIds'),
      ];
    case 'APPROVE':
      return [
        ...references,
        ...list('user', rule.settings.firstApproverIds, 'body.settings.firstApproverIds'),
        ...list('user', rule.settings.secondApproverIds, 'body.settings.secondApproverIds'),
      ];
    case 'DEPENCY': {
      const settings = rule.settings;
      if (settings.kind === 'requiresShift') {
        return [
          ...references,
          ...one('template', settings.templateId, 'body.settings.templateId'),
          ...one('template', settings.requiredTemplateId, 'body.settings.requiredTemplateId'),
        ];
      }
      if (settings.kind === 'restAfterNight') return references;
      return [
        ...references,
        ...one('user', settings.userId, 'body.settings.userId'),
        ...one('user', settings.otherUserId, 'body.settings.otherUserId'),
      ];
    }
    default:
      return references;
  }
}

function tooMany(language: Language): AppError {
  return AppError.validation([
    {
      ...fieldIssue('body', 'rules.error.tooMany', language),
      message: messageText('rules.error.tooMany', language, { max: maxRules }),
    },
  ]);
}

/** Rules by type and name (1 Query of the catalogue). */
export async function listRules(caller: Caller, ruleType?: TRuleType): Promise<TRule[]> {
  return (await new RuleRepository(caller.tenant).list(ruleType)).map(toRule);
}

export async function getRule(caller: Caller, id: string): Promise<TRule> {
  return toRule(await requireRule(caller, id));
}

/** The name of a rule of the given type: 404 when the id is no rule of that type. */
export async function ruleName(caller: Caller, id: string, ruleType: TRuleType) {
  const rule = await requireRule(caller, id);
  if (rule.ruleType !== ruleType) throw new AppError('NOT_FOUND');
  return { id: rule.id, name: rule.name };
}

/**
 * Creates a rule (no id) or changes one (id and the version read: 404 when gone, 409 when stale). Every id it
 * names must be the tenant's (400 at the field); a new rule beyond `maxRules` is refused (400).
 */
export async function saveRule(
  caller: Caller,
  input: RuleSaveInput,
  language: Language,
  now = clockNow(),
): Promise<TRule> {
  const { id, version, ...fields } = input;
  if (id !== undefined && version === undefined) {
    throw AppError.validation([fieldIssue('body.version', 'rules.error.versionRequired', language)]);
  }
  const rules = new RuleRepository(caller.tenant);
  const current = id === undefined ? undefined : await rules.get(id);
  if (id !== undefined && version !== undefined) assertCurrentVersion(current, version);
  const catalogue = await assertReferences(caller, referencesOf(input), language);
  // Who saved it is kept: an APPROVE rule does not approve its author's own requests (absence.service.ts).
  const next: NewStoredRule = {
    ...fields,
    id: id ?? randomUUID(),
    updatedAt: now.toISOString(),
    savedBy: caller.user.id,
  };
  const audit = new AuditRepository(caller.tenant);
  if (current && version !== undefined) {
    await audit.commit(
      auditEntry(
        'rule.update',
        actorOf(caller),
        targetOf(next),
        { before: snapshot(withoutVersion(current)), after: snapshot(next) },
        now,
      ),
      [rules.replaceWrite(next, version)],
    );
    return toRule({ ...next, version: version + 1 });
  }
  if (catalogue.ruleCount >= maxRules) throw tooMany(language);
  await audit.commit(
    auditEntry('rule.create', actorOf(caller), targetOf(next), { after: snapshot(next) }, now),
    [rules.createWrite(next)],
  );
  return toRule({ ...next, version: 1 });
}

/** A copy, inactive and named "Copy of ..." in the caller's language (at most 100 characters). */
export async function copyRule(
  caller: Caller,
  id: string,
  language: Language,
  now = clockNow(),
): Promise<TRule> {
  const rules = new RuleRepository(caller.tenant);
  const [original, all] = await Promise.all([requireRule(caller, id), rules.list()]);
  if (all.length >= maxRules) throw tooMany(language);
  const name = messageText('rules.copyOf', language, { name: original.name }).slice(0, 100).trim();
  const copy: NewStoredRule = {
    ...withoutVersion(original),
    id: randomUUID(),
    name,
    active: false,
    updatedAt: now.toISOString(),
    savedBy: caller.user.id,
  };
  await commitAudited(
    caller,
    { action: 'rule.create', target: targetOf(copy), after: snapshot(copy), at: now },
    [rules.createWrite(copy)],
  );
  return toRule({ ...copy, version: 1 });
}

export async function setRuleActive(
  caller: Caller,
  id: string,
  input: { active: boolean; version: number },
  now = clockNow(),
): Promise<TRule> {
  const rules = new RuleRepository(caller.tenant);
  const current = await rules.get(id);
  assertCurrentVersion(current, input.version);
  const next: NewStoredRule = {
    ...withoutVersion(current),
    active: input.active,
    updatedAt: now.toISOString(),
    savedBy: caller.user.id,
  };
  await commitAudited(
    caller,
    {
      action: 'rule.update',
      target: targetOf(next),
      before: { active: current.active },
      after: { active: next.active },
      at: now,
    },
    [rules.replaceWrite(next, input.version)],
  );
  return toRule({ ...next, version: input.version + 1 });
}

export async function deleteRule(
  caller: Caller,
  id: string,
  version: number,
  now = clockNow(),
): Promise<void> {
  const rules = new RuleRepository(caller.tenant);
  const current = await rules.get(id);
  assertCurrentVersion(current, version);
  await commitAudited(
    caller,
    { action: 'rule.delete', target: targetOf(current), before: snapshot(withoutVersion(current)), at: now },
    [rules.deleteWrite(id, version)],
  );
}

/** The legal profile and the built-in checks' severities; the defaults with version 0 while never saved. */
export async function getRuleProfile(caller: Caller): Promise<RuleProfile> {
  const stored = await new RuleRepository(caller.tenant).profile();
  return stored ?? { legal: defaultLegalProfile, defaults: defaultRuleDefaults, version: 0 };
}

/** Saves the profile as a whole: version 0 the first time, then the version read (409 when stale). */
export async function saveRuleProfile(
  caller: Caller,
  input: z.output<typeof ZRuleProfileSave>,
  now = clockNow(),
): Promise<RuleProfile> {
  const rules = new RuleRepository(caller.tenant);
  const current = await rules.profile();
  if ((current?.version ?? 0) !== input.version) throw new AppError('CONFLICT');
  const { version, ...next } = input;
  const before = current ? { legal: current.legal, defaults: current.defaults } : undefined;
  await commitAudited(
    caller,
    {
      action: 'ruleProfile.save',
      target: { type: 'ruleProfile', id: null, name: null },
      ...(before ? { before } : {}),
      after: next,
      at: now,
    },
    [rules.saveProfileWrite(next, version)],
  );
  return { ...next, version: version + 1 };
}
