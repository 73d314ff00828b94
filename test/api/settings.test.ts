/** Settings of the tenant and of each person, the options dialog's calls and the notices shown once. */
import { beforeAll, describe, expect, it } from 'vitest';
import { auditContracts } from '@app/shared/audit/audit.contracts';
import { sessionContracts } from '@app/shared/session/session.contracts';
import { settingsContracts as contracts } from '@app/shared/settings/settings.contracts';
import { createUserAndSignIn, signUpTenant, useTestApi, type TestTenant } from '../support/api';

const api = useTestApi();
let admin: TestTenant;
let employee: { token: string };

beforeAll(async () => {
  admin = await signUpTenant(api, { language: 'en' });
  employee = await createUserAndSignIn(api, admin, 'settings.employee', ['employee']);
});

describe('settings with their defaults', () => {
  it('answers every catalogue setting with its default until it is saved', async () => {
    const all = await api.send(contracts.all, {}, { token: employee.token });
    expect(all.data?.global).toMatchObject({ 'calendar.weekStart': 1, 'calendar.showWeekends': true });
    expect(all.data?.user).toMatchObject({
      'calendar.defaultView': 'MONTH',
      'weektemplate.options': { overwrite: false, noCollision: false, skipHolidays: false },
    });
    const one = await api.send(
      contracts.getGlobal,
      { params: { key: 'calendar.weekStart' } },
      { token: employee.token },
    );
    expect(one.data).toEqual({
      key: 'calendar.weekStart',
      scope: 'global',
      kind: 'int',
      value: 1,
      isDefault: true,
    });
  });

  it("keeps a person's setting for that person only", async () => {
    const saved = await api.send(
      contracts.saveMine,
      { params: { key: 'calendar.defaultView' }, body: { value: 'WEEK' } },
      { token: employee.token },
    );
    expect(saved.data).toMatchObject({ value: 'WEEK', isDefault: false });
    const mine = await api.send(
      contracts.getMine,
      { params: { key: 'calendar.defaultView' } },
      { token: employee.token },
    );
    expect(mine.data?.value).toBe('WEEK');
    const theirs = await api.send(contracts.all, {}, { token: admin.token });
    expect(theirs.data?.user['calendar.defaultView']).toBe('MONTH');
  });

  it('remembers the selected tab of a dialog under Layout.SelectedTab.{name}', async () => {
    const params = { key: 'Layout.SelectedTab.options' };
    await api.send(
      contracts.saveMine,
      { params, body: { value: 'notifications' } },
      { token: employee.token },
    );
    const tab = await api.send(contracts.getMine, { params }, { token: employee.token });
    expect(tab.data).toMatchObject({ kind: 'text', value: 'notifications' });
  });

  it('refuses an unknown key, a key of the other scope and a value of the wrong kind with 400', async () => {
    const unknown = await api.send(
      contracts.saveMine,
      { params: { key: 'no.such.setting' }, body: { value: true } },
      { token: employee.token },
    );
    expect(unknown.status).toBe(400);
    const otherScope = await api.send(
      contracts.getMine,
      { params: { key: 'calendar.weekStart' } },
      { token: employee.token },
    );
    expect(otherScope.status).toBe(400);
    for (const [key, value] of [
      ['calendar.weekStart', 'Monday'],
      ['calendar.weekStart', 3],
      ['calendar.showWeekends', 1],
    ] as const) {
      const wrong = await api.send(
        contracts.saveGlobal,
        { params: { key }, body: { value } },
        { token: admin.token },
      );
      expect(wrong.status, `${key} = ${JSON.stringify(value)}`).toBe(400);
      expect(wrong.error?.code).toBe('VALIDATION');
    }
    const unchanged = await api.send(
      contracts.getGlobal,
      { params: { key: 'calendar.weekStart' } },
      { token: admin.token },
    );
    expect(unchanged.data?.isDefault).toBe(true);
  });

  it('lets only a settings manager change a tenant setting, audited', async () => {
    const denied = await api.send(
      contracts.saveGlobal,
      { params: { key: 'calendar.weekStart' }, body: { value: 0 } },
      { token: employee.token },
    );
    expect(denied.status).toBe(403);
    const saved = await api.send(
      contracts.saveGlobal,
      { params: { key: 'calendar.weekStart' }, body: { value: 0 } },
      { token: admin.token },
    );
    expect(saved.data?.value).toBe(0);
    const seen = await api.send(contracts.all, {}, { token: employee.token });
    expect(seen.data?.global['calendar.weekStart']).toBe(0);
    const audit = await api.send(auditContracts.list, { query: {} }, { token: admin.token });
    expect(audit.data?.items.map((entry) => `${entry.action} ${entry.targetName ?? ''}`)).toContain(
      'setting.update calendar.weekStart',
    );
  });
});

describe('the options dialog', () => {
  it('shows a person their own options by category, and the tenant options only to a manager', async () => {
    const mine = await api.send(contracts.options, {}, { token: employee.token });
    const tabs = mine.data?.tabs ?? [];
    expect(tabs.map((tab) => tab.category)).toEqual(['calendar', 'notifications']);
    const keys = tabs.flatMap((tab) => tab.options.map((option) => option.key));
    expect(keys).toContain('calendar.defaultView');
    // A planner's tool (the week templates' options) means nothing to an employee.
    expect(keys).not.toContain('weektemplate.options');
    expect(keys).not.toContain('calendar.weekStart');
    const managed = await api.send(contracts.options, {}, { token: admin.token });
    const calendar = managed.data?.tabs.find((tab) => tab.category === 'calendar');
    expect(calendar?.options.map((option) => option.key)).toContain('weektemplate.options');
    expect(calendar?.options.find((option) => option.key === 'calendar.weekStart')).toMatchObject({
      control: 'dropdown',
      choices: [1, 0],
    });
  });

  it('sets an option by its command and refuses a value of the wrong kind', async () => {
    const done = await api.send(
      contracts.executeOption,
      { body: { module: 'options', command: 'notify.mail', value: false } },
      { token: employee.token },
    );
    expect(done.data).toEqual({ success: true, message: '' });
    const wrong = await api.send(
      contracts.executeOption,
      { body: { command: 'weektemplate.options', value: { overwrite: 'yes' } } },
      { token: employee.token },
    );
    expect(wrong.status).toBe(400);
    const forbidden = await api.send(
      contracts.executeOption,
      { body: { command: 'calendar.showWeekends', value: false } },
      { token: employee.token },
    );
    expect(forbidden.status).toBe(403);
    const mail = await api.send(
      contracts.getMine,
      { params: { key: 'notify.mail' } },
      { token: employee.token },
    );
    expect(mail.data?.value).toBe(false);
  });
});

describe('notices', () => {
  it('shows the welcome notice until "do not show again" is kept ticked', async () => {
    const params = { name: 'welcome' } as const;
    expect((await api.send(contracts.notice, { params }, { token: employee.token })).data?.show).toBe(true);
    // Unticked: shown again next time.
    await api.send(contracts.hideNotice, { params, body: { hidden: false } }, { token: employee.token });
    expect((await api.send(contracts.notice, { params }, { token: employee.token })).data?.show).toBe(true);
    const hidden = await api.send(
      contracts.hideNotice,
      { params, body: { hidden: true } },
      { token: employee.token },
    );
    expect(hidden.data?.show).toBe(false);
    expect((await api.send(contracts.notice, { params }, { token: admin.token })).data?.show).toBe(true);
  });

  it("remembers the employee's own welcome per person, apart from the administrator's", async () => {
    const params = { name: 'employeeWelcome' } as const;
    expect((await api.send(contracts.notice, { params }, { token: employee.token })).data).toEqual({
      name: 'employeeWelcome',
      show: true,
      text: null,
    });
    const hidden = await api.send(
      contracts.hideNotice,
      { params, body: { hidden: true } },
      { token: employee.token },
    );
    expect(hidden.data?.show).toBe(false);
    expect((await api.send(contracts.notice, { params }, { token: employee.token })).data?.show).toBe(false);
    expect((await api.send(contracts.notice, { params }, { token: admin.token })).data?.show).toBe(true);
  });

  it('shows the maintenance message only while the tenant has one', async () => {
    const params = { name: 'maintenance' } as const;
    expect((await api.send(contracts.notice, { params }, { token: employee.token })).data).toEqual({
      name: 'maintenance',
      show: false,
      text: null,
    });
    await api.send(
      contracts.saveGlobal,
      { params: { key: 'notice.maintenance' }, body: { value: 'Update on Sunday 22:00' } },
      { token: admin.token },
    );
    expect((await api.send(contracts.notice, { params }, { token: employee.token })).data).toEqual({
      name: 'maintenance',
      show: true,
      text: 'Update on Sunday 22:00',
    });
  });
});

describe('how tracked time is shown', () => {
  it("puts the company's choice (days of 7 hours, seconds) into everyone's session", async () => {
    const before = await api.send(sessionContracts.get, {}, { token: employee.token });
    expect(before.data).toMatchObject({
      timeDisplayMode: 'hours',
      timeDisplayModeFactor: 8,
      showBookingSeconds: false,
    });
    for (const [key, value] of [
      ['time.displayMode', 'days'],
      ['time.hoursPerDay', 7],
      ['time.showBookingSeconds', true],
    ] as const) {
      const saved = await api.send(
        contracts.saveGlobal,
        { params: { key }, body: { value } },
        { token: admin.token },
      );
      expect(saved.status, key).toBe(200);
    }
    const refused = await api.send(
      contracts.saveGlobal,
      { params: { key: 'time.hoursPerDay' }, body: { value: 30 } },
      { token: admin.token },
    );
    expect(refused.status).toBe(400);
    const after = await api.send(sessionContracts.get, {}, { token: employee.token });
    expect(after.data).toMatchObject({
      timeDisplayMode: 'days',
      timeDisplayModeFactor: 7,
      showBookingSeconds: true,
    });
  });
});
