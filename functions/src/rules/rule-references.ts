/**
 * The ids a rule or standby rule names must be the tenant's, and of the right kind: an id that is not is refused
 * at its field (400), so that the editor can mark it. One catalogue Query answers resources, templates and
 * qualifications; units, user groups and people are read by BatchGet, and only when named.
 */
import { AppError, type FieldIssue } from '@app/shared/api/errors';
import type { Language } from '@app/shared/i18n/languages';
import type { MessageKey } from '@app/shared/i18n/messages.en';
import type { Caller } from '../security/caller';
import { messageText } from '../api/messages';
import { RuleRepository, type CatalogueNames } from './rule.repository';
import { UnitRepository } from '../units/unit.repository';
import { UserGroupRepository } from '../user-groups/user-group.repository';
import { UserRepository } from '../directory/user.repository';

export type ReferenceKind = 'unit' | 'resource' | 'template' | 'userGroup' | 'qualification' | 'user';

/** One id named by the input, and where (`body.scope.ids.0`). */
export interface Reference {
  kind: ReferenceKind;
  id: string;
  path: string;
}

const unknownKeys: Record<ReferenceKind, MessageKey> = {
  unit: 'rules.error.unknownUnit',
  resource: 'rules.error.unknownResource',
  template: 'rules.error.unknownTemplate',
  userGroup: 'rules.error.unknownUserGroup',
  qualification: 'rules.error.unknownQualification',
  user: 'rules.error.unknownUser',
};

/** A field issue in the caller's language. */
export function fieldIssue(path: string, messageKey: MessageKey, language: Language): FieldIssue {
  return { path, code: 'invalid_value', messageKey, message: messageText(messageKey, language) };
}

async function existing(ids: readonly string[], read: (ids: string[]) => Promise<{ id: string }[]>) {
  const unique = [...new Set(ids)];
  return new Set(unique.length ? (await read(unique)).map((item) => item.id) : []);
}

/**
 * Refuses (400) every reference that is not the tenant's; answers what it read of the catalogue, so that a
 * caller that needs it (the number of rules) reads it once.
 */
export async function assertReferences(
  caller: Caller,
  references: readonly Reference[],
  language: Language,
): Promise<CatalogueNames> {
  const idsOf = (kind: ReferenceKind) => references.filter((ref) => ref.kind === kind).map((ref) => ref.id);
  const [catalogue, units, groups, users] = await Promise.all([
    new RuleRepository(caller.tenant).catalogueNames(),
    existing(idsOf('unit'), (ids) => new UnitRepository(caller.tenant).getMany(ids)),
    existing(idsOf('userGroup'), (ids) => new UserGroupRepository(caller.tenant).getMany(ids)),
    existing(idsOf('user'), (ids) => new UserRepository(caller.tenant).getMany(ids)),
  ]);
  const known: Record<ReferenceKind, ReadonlySet<string>> = {
    unit: units,
    userGroup: groups,
    user: users,
    resource: catalogue.resourceIds,
    template: catalogue.templateIds,
    qualification: catalogue.qualificationIds,
  };
  const issues = references
    .filter((ref) => !known[ref.kind].has(ref.id))
    .map((ref) => fieldIssue(ref.path, unknownKeys[ref.kind], language));
  if (issues.length) throw AppError.validation(issues);
  return catalogue;
}
