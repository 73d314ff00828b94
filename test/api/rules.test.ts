/**
 * Rules (issue 13): the ten types saved, listed by type and name, named, copied, switched off and deleted with
 * versions; every id a rule names must be the tenant's and of the right kind; at most `maxRules`; the legal
 * profile; every change audited; the catalogue read (what the engine gets) parses what was stored.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { auditContracts } from '@app/shared/audit/audit.contracts';
import { rulesContracts as contracts } from '@app/shared/rules/rules.contracts';
import { maxRules, type TRuleSave } from '@app/shared/rules/rule';
import { AuditRepository } from '@app/functions/audit/audit.repository';
import { auditEntry } from '@app/functions/audit/audit.service';
import { CalendarReadsRepository } from '@app/functions/calendar/calendar-reads.repository';
import { RuleRepository } from '@app/functions/rules/rule.repository';
import { createUserAndSignIn, signUpTenant, useTestApi, type TestTenant } from '../support/api';
import { tokenSubject } from '../support/present';

const api = useTestApi();
let admin: TestTenant;
let stranger: TestTenant;
let employee: { id: string; token: string };
const ids: Record<string, string> = {};

async function post(token: string, path: string, body: unknown): Promise<string> {
  const answer = await api.call('POST', path, { token, body });
  if (answer.status !== 201 && answer.status !== 200)
    throw new Error(`${path}: ${answer.status} ${answer.text}`);
  return (answer.body as { id: string }).id;
}

async function save(body: TRuleSave, token = admin.token, language: 'de' | 'en' = 'en') {
  return api.send(contracts.saveRule, { body }, { token, language });
}

async function saved(body: TRuleSave) {
  const answer = await save(body);
  if (!answer.data) throw new Error(`save ${body.name}: ${answer.status} ${JSON.stringify(answer.error)}`);
  return answer.data;
}

function issuePaths(answer: { status: number; error?: { details?: unknown } | undefined }) {
  const details = answer.error?.details as { issues?: { path: string; messageKey?: string }[] } | undefined;
  return (details?.issues ?? []).map((issue) => `${issue.path} ${issue.messageKey ?? ''}`.trim());
}

const unitScope = () => ({ kind: 'unit' as const, ids: [ids.unit ?? ''] });

beforeAll(async () => {
  [admin, stranger] = await Promise.all([signUpTenant(api, { language: 'de' }), signUpTenant(api)]);
  employee = await createUserAndSignIn(api, admin, 'rule.reader', ['employee']);
  const units = await api.call('GET', '/api/units', { token: admin.token });
  ids.unit = (units.body as { id: string }[])[0]?.id ?? '';
  ids.resource = await post(admin.token, '/api/resources', { caption: 'Wohnbereich' });
  ids.template = await post(admin.token, '/api/shifts', {
    name: 'Nacht',
    shortName: 'N',
    resourceId: ids.resource,
    begin: '21:00',
    end: '06:00',
  });
  ids.qualification = await post(admin.token, '/api/qualifications', { name: 'Pflegefachkraft' });
  ids.group = await post(admin.token, '/api/user-groups', { name: 'Nachtwache' });
  ids.strangerResource = await post(stranger.token, '/api/resources', { caption: 'Fremd' });
});

describe('rules', () => {
  it('are saved for every type, listed by type and name (or of one type), read and named', async () => {
    const bodies: TRuleSave[] = [
      {
        ruleType: 'MINOC',
        name: 'Wochenende',
        scope: { kind: 'resource', ids: [ids.resource ?? ''] },
        validity: { weekdays: [6, 7] },
        settings: { minimum: 3, qualificationId: ids.qualification ?? '', from: '06:00', to: '14:00' },
      },
      { ruleType: 'MINOC', name: 'alltag', scope: unitScope(), settings: { minimum: 2 } },
      { ruleType: 'MAXABS', name: 'Höchstens zwei', scope: unitScope(), settings: { maxPeople: 2 } },
      {
        ruleType: 'DEPENCY',
        name: 'Ruhe nach Nacht',
        scope: { kind: 'company' },
        settings: { kind: 'restAfterNight' },
      },
      {
        ruleType: 'APPROVE',
        name: 'Zweistufig',
        scope: unitScope(),
        settings: { firstApproverIds: [employee.id], secondApproverIds: [] },
      },
      {
        ruleType: 'BARRIER',
        name: 'Weihnachten',
        scope: { kind: 'company' },
        validity: { from: '2026-12-20', to: '2026-12-31' },
        settings: { eventClasses: [3] },
      },
      {
        ruleType: 'QUAL',
        name: 'Nachtdienst',
        scope: { kind: 'template', ids: [ids.template ?? ''] },
        settings: { qualificationIds: [ids.qualification ?? ''] },
      },
      {
        ruleType: 'MSG',
        name: 'Hinweis',
        scope: { kind: 'userGroup', ids: [ids.group ?? ''] },
        settings: { text: 'Bitte Übergabe lesen', trigger: 'planned' },
      },
      { ruleType: 'TIMEBOOKING', name: 'Stempeln', scope: { kind: 'company' }, settings: {} },
      { ruleType: 'AUTOPAUSE', name: 'Pausen', scope: { kind: 'company' }, settings: {} },
      { ruleType: 'OVERTIMEREQUEST', name: 'Überstunden', scope: { kind: 'company' }, settings: {} },
    ];
    const rules = [];
    for (const body of bodies) rules.push(await saved(body));
    expect(rules.map((rule) => rule.version)).toEqual(bodies.map(() => 1));
    const autoPause = rules.find((rule) => rule.ruleType === 'AUTOPAUSE');
    expect(autoPause?.settings).toEqual({
      steps: [
        { afterMinutes: 360, pauseMinutes: 30 },
        { afterMinutes: 540, pauseMinutes: 45 },
      ],
      ignoreBookedPauses: false,
    });

    const all = await api.send(contracts.listRules, { query: {} }, { token: employee.token });
    expect(all.data?.map((rule) => `${rule.ruleType} ${rule.name}`)).toEqual([
      'APPROVE Zweistufig',
      'AUTOPAUSE Pausen',
      'BARRIER Weihnachten',
      'DEPENCY Ruhe nach Nacht',
      'MAXABS Höchstens zwei',
      'MINOC alltag',
      'MINOC Wochenende',
      'MSG Hinweis',
      'OVERTIMEREQUEST Überstunden',
      'QUAL Nachtdienst',
      'TIMEBOOKING Stempeln',
    ]);
    const minoc = await api.send(
      contracts.listRules,
      { query: { ruleType: 'MINOC' } },
      { token: admin.token },
    );
    expect(minoc.data?.map((rule) => rule.name)).toEqual(['alltag', 'Wochenende']);

    const weekend = rules[0];
    if (!weekend) throw new Error('no rule');
    const read = await api.send(contracts.getRule, { params: { id: weekend.id } }, { token: employee.token });
    expect(read.data).toEqual(weekend);
    const name = await api.send(
      contracts.ruleName,
      { params: { id: weekend.id }, query: { ruleType: 'MINOC' } },
      { token: admin.token },
    );
    expect(name.data).toEqual({ id: weekend.id, name: 'Wochenende' });
    const wrongType = await api.send(
      contracts.ruleName,
      { params: { id: weekend.id }, query: { ruleType: 'QUAL' } },
      { token: admin.token },
    );
    expect(wrongType.status).toBe(404);
    const foreign = await api.send(
      contracts.getRule,
      { params: { id: weekend.id } },
      { token: stranger.token },
    );
    expect(foreign.status).toBe(404);

    // What every Lambda's catalogue Query gives the engine: the same rules, parsed.
    const catalogue = await new CalendarReadsRepository({
      customerNo: admin.customerNo,
      userSub: tokenSubject(admin.token),
      username: admin.username,
    }).catalogue();
    expect(catalogue.rules?.find((rule) => rule.id === weekend.id)).toEqual(weekend);
  });

  it("refuse ids that are not the tenant's or not of the scope's kind, at their field, storing nothing", async () => {
    const before = (await api.send(contracts.listRules, { query: {} }, { token: admin.token })).data?.length;
    const unknown = '7d1c4b0e-2f7a-4c55-9d0e-6a3b8f1c2d4e';
    const cases: [TRuleSave, string[]][] = [
      [
        {
          ruleType: 'MINOC',
          name: 'x',
          scope: { kind: 'unit', ids: [ids.unit ?? '', unknown] },
          settings: { minimum: 1 },
        },
        ['body.scope.ids.1 rules.error.unknownUnit'],
      ],
      [
        // A unit is no resource, and another tenant's resource is none of this one's.
        {
          ruleType: 'MINOC',
          name: 'x',
          scope: { kind: 'resource', ids: [ids.unit ?? '', ids.strangerResource ?? ''] },
          settings: { minimum: 1 },
        },
        ['body.scope.ids.0 rules.error.unknownResource', 'body.scope.ids.1 rules.error.unknownResource'],
      ],
      [
        {
          ruleType: 'QUAL',
          name: 'x',
          scope: { kind: 'template', ids: [ids.resource ?? ''] },
          settings: { qualificationIds: [ids.qualification ?? '', unknown] },
        },
        [
          'body.scope.ids.0 rules.error.unknownTemplate',
          'body.settings.qualificationIds.1 rules.error.unknownQualification',
        ],
      ],
      [
        {
          ruleType: 'MSG',
          name: 'x',
          scope: { kind: 'userGroup', ids: [ids.unit ?? ''] },
          settings: { text: 'x', trigger: 'request' },
        },
        ['body.scope.ids.0 rules.error.unknownUserGroup'],
      ],
      [
        {
          ruleType: 'APPROVE',
          name: 'x',
          scope: unitScope(),
          settings: { firstApproverIds: [employee.id], secondApproverIds: [unknown] },
        },
        ['body.settings.secondApproverIds.0 rules.error.unknownUser'],
      ],
      [
        {
          ruleType: 'DEPENCY',
          name: 'x',
          scope: { kind: 'company' },
          settings: { kind: 'requiresShift', templateId: ids.template ?? '', requiredTemplateId: unknown },
        },
        ['body.settings.requiredTemplateId rules.error.unknownTemplate'],
      ],
      [
        {
          ruleType: 'DEPENCY',
          name: 'x',
          scope: { kind: 'company' },
          settings: { kind: 'neverWith', userId: unknown, otherUserId: employee.id },
        },
        ['body.settings.userId rules.error.unknownUser'],
      ],
      [
        {
          ruleType: 'MINOC',
          name: 'x',
          scope: unitScope(),
          settings: { minimum: 1, qualificationId: unknown },
        },
        ['body.settings.qualificationId rules.error.unknownQualification'],
      ],
    ];
    for (const [body, paths] of cases) {
      const answer = await save(body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(issuePaths(answer)).toEqual(paths);
    }
    const after = (await api.send(contracts.listRules, { query: {} }, { token: admin.token })).data?.length;
    expect(after).toBe(before);
  });

  it("refuse malformed rules with the field and its text in the caller's language", async () => {
    const cases: [TRuleSave, string][] = [
      [
        {
          ruleType: 'MINOC',
          name: 'x',
          scope: { kind: 'company', ids: [ids.unit ?? ''] },
          settings: { minimum: 1 },
        },
        'body.scope.ids rules.error.scopeIds',
      ],
      [
        { ruleType: 'MINOC', name: 'x', scope: { kind: 'unit', ids: [] }, settings: { minimum: 1 } },
        'body.scope.ids rules.error.scopeIds',
      ],
      [
        {
          ruleType: 'BARRIER',
          name: 'x',
          scope: { kind: 'company' },
          validity: { from: '2026-12-31', to: '2026-12-20' },
          settings: {},
        },
        'body.validity.to rules.error.range',
      ],
      [
        { ruleType: 'MINOC', name: 'x', scope: { kind: 'company' }, settings: { minimum: 1, from: '06:00' } },
        'body.settings.to rules.error.window',
      ],
      [
        { ruleType: 'MAXABS', name: 'x', scope: { kind: 'company' }, settings: {} },
        'body.settings.maxPeople rules.error.maxAbsLimit',
      ],
      [
        {
          ruleType: 'MSG',
          name: ' ',
          scope: { kind: 'company' },
          settings: { text: 'x', trigger: 'planned' },
        },
        'body.name rules.error.nameRequired',
      ],
    ];
    for (const [body, path] of cases) {
      const answer = await save(body, admin.token, 'de');
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(issuePaths(answer)).toEqual([path]);
    }
    const german = await save(cases[0]?.[0] ?? ({} as TRuleSave), admin.token, 'de');
    const issue = (german.error?.details as { issues: { message: string }[] } | undefined)?.issues[0];
    expect(issue?.message).toMatch(/Geltungsbereich/);
  });

  it('are changed with the version read, copied (inactive, "Kopie von"), switched off and deleted, all audited', async () => {
    // What the editor sends back: the rule as read, without its time of change.
    const { updatedAt: _at, ...rule } = await saved({
      ruleType: 'MSG',
      name: 'Übergabe',
      scope: unitScope(),
      settings: { text: 'Lesen', trigger: 'planned' },
    });
    if (rule.ruleType !== 'MSG') throw new Error('not a message rule');
    const changed = await save({
      ...rule,
      name: 'Übergabe Früh',
      settings: { text: 'Bitte lesen', trigger: 'planned' },
    });
    expect(changed.data).toMatchObject({
      id: rule.id,
      name: 'Übergabe Früh',
      version: 2,
      settings: { text: 'Bitte lesen' },
    });
    const stale = await save({ ...rule, name: 'Zu spät' });
    expect(stale.status).toBe(409);
    const { version: _version, ...withoutVersion } = rule;
    expect(issuePaths(await save(withoutVersion))).toEqual(['body.version rules.error.versionRequired']);

    const copyDe = await api.send(
      contracts.copyRule,
      { params: { id: rule.id } },
      { token: admin.token, language: 'de' },
    );
    expect(copyDe.status).toBe(201);
    expect(copyDe.data).toMatchObject({
      name: 'Kopie von Übergabe Früh',
      active: false,
      version: 1,
      ruleType: 'MSG',
    });
    expect(copyDe.data?.id).not.toBe(rule.id);
    const long = await saved({
      ruleType: 'MSG',
      name: 'L'.repeat(100),
      scope: unitScope(),
      settings: { text: 'x', trigger: 'planned' },
    });
    const copyEn = await api.send(
      contracts.copyRule,
      { params: { id: long.id } },
      { token: admin.token, language: 'en' },
    );
    expect(copyEn.data?.name).toBe(`Copy of ${'L'.repeat(92)}`);

    const off = await api.send(
      contracts.setRuleActive,
      { params: { id: rule.id }, body: { active: false, version: 2 } },
      { token: admin.token },
    );
    expect(off.data).toMatchObject({ active: false, version: 3 });
    const staleOff = await api.send(
      contracts.setRuleActive,
      { params: { id: rule.id }, body: { active: true, version: 2 } },
      { token: admin.token },
    );
    expect(staleOff.status).toBe(409);

    const staleDelete = await api.send(
      contracts.deleteRule,
      { params: { id: rule.id }, query: { version: 2 } },
      { token: admin.token },
    );
    expect(staleDelete.status).toBe(409);
    const deleted = await api.send(
      contracts.deleteRule,
      { params: { id: rule.id }, query: { version: 3 } },
      { token: admin.token },
    );
    expect(deleted.status).toBe(204);
    expect(
      (await api.send(contracts.getRule, { params: { id: rule.id } }, { token: admin.token })).status,
    ).toBe(404);
    expect((await save({ ...rule, version: 3 })).status).toBe(404);

    const audit = await api.send(
      auditContracts.list,
      { query: { search: 'Übergabe' } },
      { token: admin.token },
    );
    expect(audit.data?.items.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['rule.create', 'rule.update', 'rule.delete']),
    );
  });

  it('are changed only with masterdata.edit, read by everyone signed in', async () => {
    const body: TRuleSave = { ruleType: 'AUTOPAUSE', name: 'Nope', scope: { kind: 'company' }, settings: {} };
    expect((await save(body, employee.token)).status).toBe(403);
    expect(
      (await api.send(contracts.listRules, { query: { ruleType: 'AUTOPAUSE' } }, { token: employee.token }))
        .status,
    ).toBe(200);
  });
});

describe('the legal profile', () => {
  it('answers the defaults with version 0 until saved, then the saved profile; stale saves are 409', async () => {
    const tenant = await signUpTenant(api);
    const first = await api.send(contracts.ruleProfile, {}, { token: tenant.token });
    expect(first.data).toMatchObject({
      version: 0,
      legal: { profile: 'DE_ARBZG', maxDailyMinutes: 600 },
      defaults: { absence: 'WRN' },
    });
    const saved1 = await api.send(
      contracts.saveRuleProfile,
      {
        body: {
          legal: { profile: 'DE_ARBZG', level: 'ERR', minRestMinutes: 600 },
          defaults: { manning: 'OFF' },
          version: 0,
        },
      },
      { token: tenant.token },
    );
    expect(saved1.data).toMatchObject({
      version: 1,
      legal: { level: 'ERR', minRestMinutes: 600, maxDailyMinutes: 600 },
      defaults: { manning: 'OFF', absence: 'WRN' },
    });
    const again = await api.send(
      contracts.saveRuleProfile,
      { body: { legal: {}, defaults: {}, version: 0 } },
      { token: tenant.token },
    );
    expect(again.status).toBe(409);
    const read = await api.send(contracts.ruleProfile, {}, { token: tenant.token });
    expect(read.data).toEqual(saved1.data);
    const off = await api.send(
      contracts.saveRuleProfile,
      { body: { legal: { profile: 'OFF' }, defaults: {}, version: 1 } },
      { token: tenant.token },
    );
    expect(off.data).toMatchObject({ version: 2, legal: { profile: 'OFF' } });

    const catalogue = await new CalendarReadsRepository({
      customerNo: tenant.customerNo,
      userSub: tokenSubject(tenant.token),
      username: tenant.username,
    }).catalogue();
    expect(catalogue.ruleProfile?.legal.profile).toBe('OFF');
    const audit = await api.send(
      auditContracts.list,
      { query: { action: 'ruleProfile.save' } },
      { token: tenant.token },
    );
    expect(audit.data?.items).toHaveLength(2);
  });

  it('is saved only with settings.manage', async () => {
    const planner = await createUserAndSignIn(api, admin, 'rule.planner', ['planner']);
    const answer = await api.send(
      contracts.saveRuleProfile,
      { body: { legal: {}, defaults: {}, version: 0 } },
      { token: planner.token },
    );
    expect(answer.status).toBe(403);
  });
});

describe('the number of rules', () => {
  it(`stops at ${maxRules}: a new rule and a copy are refused`, async () => {
    const tenant = await signUpTenant(api);
    const context = {
      customerNo: tenant.customerNo,
      userSub: tokenSubject(tenant.token),
      username: tenant.username,
    };
    const rules = new RuleRepository(context);
    const at = new Date().toISOString();
    // Stored directly, 99 a transaction (with its audit entry), so that the test does not make 500 requests.
    for (let start = 0; start < maxRules - 1; start += 99) {
      const writes = Array.from({ length: Math.min(99, maxRules - 1 - start) }, (_, index) =>
        rules.createWrite({
          id: crypto.randomUUID(),
          ruleType: 'MSG',
          name: `Regel ${start + index}`,
          notes: '',
          scope: { kind: 'company', ids: [], includeSubUnits: false },
          validity: { from: null, to: null, weekdays: [], holidays: 'any' },
          severity: { level: 'WRN', allowForce: true },
          active: true,
          settings: { text: 'x', trigger: 'planned' },
          updatedAt: at,
        }),
      );
      await new AuditRepository(context).commit(
        auditEntry('rule.create', { id: null, name: 'test' }, { type: 'rule', id: null, name: null }, {}),
        writes,
      );
    }
    const body: TRuleSave = {
      ruleType: 'AUTOPAUSE',
      name: 'Die letzte',
      scope: { kind: 'company' },
      settings: {},
    };
    const last = await save(body, tenant.token);
    expect(last.status).toBe(200);
    const over = await save({ ...body, name: 'Eine zu viel' }, tenant.token);
    expect(over.status).toBe(400);
    expect(issuePaths(over)).toEqual(['body rules.error.tooMany']);
    const copy = await api.send(
      contracts.copyRule,
      { params: { id: last.data?.id ?? '' } },
      { token: tenant.token },
    );
    expect(copy.status).toBe(400);
    const list = await api.send(contracts.listRules, { query: {} }, { token: tenant.token });
    expect(list.data).toHaveLength(maxRules);
    // A change of an existing rule is no new rule.
    const changed = await save(
      { ...body, id: last.data?.id ?? '', version: 1, name: 'Die allerletzte' },
      tenant.token,
    );
    expect(changed.status).toBe(200);
  }, 60_000);
});
