/**
 * The setup guide (issue 29): each step's state comes from the company's data, a company template fills work
 * areas, shift templates, teams and a staffing rule in the company's language once, the sample plan is a week of
 * open shifts deleted in one step, and another company sees nothing of it.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { resourceContracts } from '@app/shared/resources/resources.contracts';
import { rulesContracts } from '@app/shared/rules/rules.contracts';
import { setupContracts, type TSetupGuide } from '@app/shared/setup/setup.contracts';
import { shiftItemTypes } from '@app/shared/shifts/shift-template';
import { shiftContracts } from '@app/shared/shifts/shifts.contracts';
import { unitContracts } from '@app/shared/units/units.contracts';
import { createUserAndSignIn, signUpTenant, useTestApi, type TestTenant } from '../support/api';

const api = useTestApi();
let cafe: TestTenant;
let careHome: TestTenant;
let stranger: TestTenant;

const guideOf = async (tenant: { token: string }): Promise<TSetupGuide> => {
  const answer = await api.send(setupContracts.guide, {}, { token: tenant.token });
  expect(answer.status, JSON.stringify(answer.error)).toBe(200);
  if (!answer.data) throw new Error('no guide');
  return answer.data;
};
const stepsOf = (guide: TSetupGuide) =>
  Object.fromEntries(guide.steps.map((step) => [step.step, { done: step.done, count: step.count }]));

beforeAll(async () => {
  [cafe, careHome, stranger] = await Promise.all([
    signUpTenant(api, { language: 'de', companyName: 'Café am Markt' }),
    signUpTenant(api, { language: 'en', region: undefined }),
    signUpTenant(api),
  ]);
});

describe('the setup guide', () => {
  it('reads a new company as a company with its region and nothing else yet', async () => {
    const guide = await guideOf(cafe);
    expect(guide.steps.map((step) => step.step)).toEqual([
      'company',
      'areas',
      'shifts',
      'people',
      'rules',
      'plan',
      'publish',
    ]);
    expect(stepsOf(guide)).toMatchObject({
      company: { done: true },
      areas: { done: false, count: 0 },
      shifts: { done: false, count: 0 },
      people: { done: false, count: 0 },
      rules: { done: false },
      plan: { done: false, count: 0 },
      publish: { done: false },
    });
    expect(guide.companyType).toBeNull();
    expect(guide.hidden).toBe(false);
    // Until the sign-up's address is confirmed the company mails nobody: the guide says so first.
    expect(guide.emailConfirmed).toBe(false);
    // Without a region the company step is still to do.
    expect(stepsOf(await guideOf(careHome)).company).toEqual({ done: false, count: 0 });
  });

  it('fills a café from its template in German, with a sample week of open shifts', async () => {
    const applied = await api.send(
      setupContracts.applyTemplate,
      { body: { companyType: 'restaurant', samplePlan: true } },
      { token: cafe.token },
    );
    expect(applied.status, JSON.stringify(applied.error)).toBe(200);
    // Four shifts Monday to Saturday: 24 open shifts.
    expect(applied.data).toEqual({ teams: 0, areas: 3, shifts: 4, rules: 1, sampleShifts: 24 });

    const resources = await api.send(resourceContracts.list, { body: {} }, { token: cafe.token });
    expect(resources.data?.map((resource) => resource.caption).sort()).toEqual(['Küche', 'Service', 'Theke']);
    const shifts = await api.send(shiftContracts.list, { body: {} }, { token: cafe.token });
    const byName = new Map(shifts.data?.map((shift) => [shift.name, shift]));
    expect(byName.get('Service Spät')).toMatchObject({
      itemClass: shiftItemTypes.late,
      begin: '14:30',
      end: '22:30',
      pause1: { mode: 1, begin: '18:00', end: '18:30' },
    });
    expect(byName.get('Theke Tag')).toMatchObject({ itemClass: shiftItemTypes.day, pause1: { mode: 0 } });
    // Each template its own colour.
    const colours = [...byName.values()].map((shift) => shift.backColor);
    expect(new Set(colours).size).toBe(colours.length);
    const rules = await api.send(rulesContracts.listRules, { query: {} }, { token: cafe.token });
    expect(rules.data).toEqual([
      expect.objectContaining({ ruleType: 'MINOC', name: 'Service am Samstag: mindestens zwei' }),
    ]);

    const guide = await guideOf(cafe);
    expect(guide.companyType).toBe('restaurant');
    expect(guide.sampleShifts).toBe(24);
    expect(stepsOf(guide)).toMatchObject({
      areas: { done: true, count: 3 },
      shifts: { done: true, count: 4 },
      rules: { done: true, count: 1 },
      // Open shifts are what a plan is made from, not yet a plan.
      plan: { done: false, count: 0 },
      publish: { done: false },
    });
  });

  it('applies a template once: a second time is refused in words and changes nothing', async () => {
    const again = await api.send(
      setupContracts.applyTemplate,
      { body: { companyType: 'retail' } },
      { token: cafe.token, language: 'de' },
    );
    expect(again.status).toBe(409);
    expect(again.error?.message).toMatch(/schon übernommen/);
    const resources = await api.send(resourceContracts.list, { body: {} }, { token: cafe.token });
    expect(resources.data).toHaveLength(3);
  });

  it('refuses a company type it does not know, and changes nothing', async () => {
    const answer = await api.call('POST', '/api/setup/template', {
      token: careHome.token,
      body: { companyType: 'zoo' },
    });
    expect(answer.status).toBe(400);
    expect((await guideOf(careHome)).companyType).toBeNull();
  });

  it('builds a care home in English with its wards, reusing a work area that exists', async () => {
    await api.send(resourceContracts.create, { body: { caption: 'Kitchen' } }, { token: careHome.token });
    const applied = await api.send(
      setupContracts.applyTemplate,
      { body: { companyType: 'careHome' } },
      { token: careHome.token },
    );
    expect(applied.data).toEqual({ teams: 3, areas: 3, shifts: 5, rules: 1, sampleShifts: 0 });
    const resources = await api.send(resourceContracts.list, { body: {} }, { token: careHome.token });
    expect(resources.data?.map((resource) => resource.caption).sort()).toEqual([
      'Care',
      'Kitchen',
      'Night watch',
    ]);
    const units = await api.send(unitContracts.list, {}, { token: careHome.token });
    expect(units.data?.map((unit) => unit.name)).toEqual(
      expect.arrayContaining(['Ward 1', 'Ward 2', 'Kitchen']),
    );
    expect(stepsOf(await guideOf(careHome)).plan).toEqual({ done: false, count: 0 });
  });

  it('deletes the sample plan in one step', async () => {
    const deleted = await api.send(setupContracts.deleteSamplePlan, {}, { token: cafe.token });
    expect(deleted.data).toEqual({ deleted: 24 });
    const guide = await guideOf(cafe);
    expect(guide.sampleShifts).toBe(0);
    expect(stepsOf(guide).plan).toEqual({ done: false, count: 0 });
    // The template's master data stays.
    expect(stepsOf(guide).shifts?.count).toBe(4);
  });

  it('counts the people and is hidden from the home page on request', async () => {
    await createUserAndSignIn(api, cafe, 'mia', ['employee']);
    expect(stepsOf(await guideOf(cafe)).people).toEqual({ done: true, count: 1 });
    const hidden = await api.send(setupContracts.hide, { body: { hidden: true } }, { token: cafe.token });
    expect(hidden.status).toBe(204);
    expect((await guideOf(cafe)).hidden).toBe(true);
  });

  it('is the administrators’ alone, and shows another company nothing', async () => {
    const employee = await createUserAndSignIn(api, cafe, 'ole', ['employee']);
    const refused = await api.send(setupContracts.guide, {}, { token: employee.token });
    expect(refused.status).toBe(403);
    const planner = await createUserAndSignIn(api, cafe, 'pia', ['planner']);
    const template = await api.send(
      setupContracts.applyTemplate,
      { body: { companyType: 'office' } },
      { token: planner.token },
    );
    expect(template.status).toBe(403);
    expect(stepsOf(await guideOf(stranger))).toMatchObject({
      areas: { count: 0 },
      shifts: { count: 0 },
      plan: { count: 0 },
    });
    expect((await guideOf(stranger)).companyType).toBeNull();
  });
});
