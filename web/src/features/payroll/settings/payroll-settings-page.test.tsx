// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TAbsenceType } from '@app/shared/absence-types/absence-type';
import type { TWageType } from '@app/shared/payroll-data/wage-type';
import {
  lugFields,
  sageColumns,
  type TPayrollSettings,
  type TPayrollSystem,
  type TPersonnelPayroll,
} from '@app/shared/payroll/payroll-settings';
import { renderSignedIn } from '#test/signed-in-app';
import { errorResponse, jsonResponse, sessionFixture, type FetchRoute } from '#test/fixtures';

const hours: TWageType = {
  id: '00000000-0000-4000-8000-000000000011',
  caption: 'Grundlohn',
  wageType: 6,
  calcType: 1,
  bookingKey: '1000',
  bookingAccount: '',
  value: null,
  enabled: true,
  version: 1,
};
const leave: TAbsenceType = {
  id: '00000000-0000-4000-8000-000000000021',
  caption: { de: 'Urlaub', en: 'Leave' },
  shortName: 'U',
  itemClass: 1,
  category: '',
  comment: '',
  backColor: '#00aa00',
  account: '',
  accountNumber: '',
  ruleCalcActualHours: 0,
  ruleCalcValue: null,
  enabled: true,
  version: 1,
};
const settingsOf = (system: TPayrollSystem): TPayrollSettings => ({
  system,
  consultantNumber: '',
  clientNumber: '',
  wageTypes: [],
  rates: [],
  absenceKeys: [],
  costCentres: [],
  lugFieldOrder: [...lugFields],
  lodasAbsences: 'stammdaten',
  dayCountersWithoutLohnart: false,
  lugCalendar: 'both',
  sage: {
    separator: ';',
    decimalSeparator: ',',
    dateFormat: 'DD.MM.YYYY',
    columns: [...sageColumns],
    absenceFile: true,
    encoding: 'windows-1252',
  },
  version: 0,
});
const anna: TPersonnelPayroll = {
  userId: '00000000-0000-4000-8000-000000000031',
  displayName: 'Anna Albers',
  personnelNumber: null,
  costCentre: '',
  version: 0,
};

const leaveDays: TWageType = {
  ...hours,
  id: '00000000-0000-4000-8000-000000000012',
  caption: 'Urlaubstage',
  wageType: 5,
  calcType: 0,
  bookingKey: '71',
};
const remaining: TWageType = {
  ...hours,
  id: '00000000-0000-4000-8000-000000000013',
  caption: 'Resturlaub',
  wageType: 8,
  calcType: 0,
  bookingKey: '1800',
};
const sick: TAbsenceType = {
  ...leave,
  id: '00000000-0000-4000-8000-000000000022',
  caption: { de: 'Krank', en: 'Sick' },
  shortName: 'K',
  itemClass: 2,
};

function renderPage(...routes: FetchRoute[]) {
  return renderWith({}, ...routes);
}

/** The page with other wage types or absence types, or stored settings of one system. */
function renderWith(
  catalogue: {
    wageTypes?: TWageType[];
    absenceTypes?: TAbsenceType[];
    stored?: Partial<TPayrollSettings> & { system: TPayrollSystem };
  },
  ...routes: FetchRoute[]
) {
  return renderSignedIn('/payroll/settings', { session: sessionFixture() }, ...routes, ({ url }) => {
    if (url === '/api/payroll/settings')
      return jsonResponse(
        (['lodas', 'lug', 'sage'] as const).map((system) =>
          catalogue.stored?.system === system
            ? { ...settingsOf(system), ...catalogue.stored }
            : settingsOf(system),
        ),
      );
    if (url === '/api/wage-types?enabled=all') return jsonResponse(catalogue.wageTypes ?? [hours]);
    if (url === '/api/hourly-rates?enabled=all') return jsonResponse([]);
    if (url === '/api/absence-types?enabled=all') return jsonResponse(catalogue.absenceTypes ?? [leave]);
    if (url === '/api/cost-units?limit=100')
      return jsonResponse({ items: [{ code: 'WB1', name: 'Wohnbereich 1', version: 1 }] });
    if (url.startsWith('/api/payroll/personnel?')) return jsonResponse({ items: [anna] });
    return undefined;
  });
}

describe('payroll settings page', () => {
  it("asks for both numbers in the spec's words, warns outside DATEV's range, and sends only filled rows", async () => {
    const server = renderPage(({ url, method, body }) =>
      url === '/api/payroll/settings/lodas' && method === 'PUT'
        ? jsonResponse({ ...settingsOf('lodas'), ...(body as object), system: 'lodas', version: 1 })
        : undefined,
    );
    const consultant = await screen.findByLabelText('Beraternummer');
    expect(screen.getByText('DATEV nimmt Beraternummern von 1000 bis 9999999.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Bitte Beraternummer eingeben')).toBeTruthy();
    expect(screen.getByText('Bitte Mandantennummer eingeben')).toBeTruthy();

    fireEvent.change(consultant, { target: { value: '12' } });
    expect(await screen.findByText(/Außerhalb des DATEV-Bereichs 1000 bis 9999999/)).toBeTruthy();
    fireEvent.change(consultant, { target: { value: '1234567' } });
    await waitFor(() => expect(screen.queryByText(/Außerhalb des DATEV-Bereichs 1000/)).toBeNull());
    fireEvent.change(screen.getByLabelText('Mandantennummer'), { target: { value: '12345' } });

    const lohnart = screen.getByLabelText('Lohnart von Grundlohn');
    expect(lohnart.getAttribute('placeholder')).toBe('1000');
    expect(screen.getByLabelText('Bearbeitungsschlüssel von Grundlohn').getAttribute('placeholder')).toBe(
      '1',
    );
    fireEvent.change(lohnart, { target: { value: 'abc' } });
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Eine Lohnart hat höchstens 4 Ziffern.')).toBeTruthy();
    fireEvent.change(lohnart, { target: { value: '2000' } });
    fireEvent.change(screen.getByLabelText('Kostenstelle von Wohnbereich 1'), { target: { value: '4711' } });
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));

    await waitFor(() => expect(server.calls.some((call) => call.method === 'PUT')).toBe(true));
    const put = server.calls.find((call) => call.method === 'PUT');
    expect(put?.body).toMatchObject({
      consultantNumber: '1234567',
      clientNumber: '12345',
      wageTypes: [{ wageTypeId: hours.id, lohnart: '2000', processingKey: '' }],
      absenceKeys: [],
      costCentres: [{ costUnitCode: 'WB1', costCentre: '4711' }],
      version: 0,
    });
  });

  it('shows absence keys with U as the default for leave on LuG, and the Sage notice', async () => {
    renderPage();
    await screen.findByLabelText('Beraternummer');
    expect(screen.queryByLabelText('Schlüssel von Urlaub')).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'DATEV Lohn und Gehalt' }));
    expect((await screen.findByLabelText('Schlüssel von Urlaub')).getAttribute('placeholder')).toBe('U');
    expect(screen.getByRole('button', { name: 'Formatbeschreibung herunterladen (INI)' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Kalendertag nach oben' }));
    const order = within(screen.getByRole('list', { name: 'Feldreihenfolge' })).getAllByRole('listitem');
    expect(order.map((item) => item.textContent?.replace(/[↑↓]/g, ''))).toEqual(
      expect.arrayContaining(['1. Kalendertag', '2. Personalnummer']),
    );
    fireEvent.click(screen.getByRole('tab', { name: 'Sage' }));
    expect(
      await screen.findByText('Vorlage vor Produktivnahme mit Ihrer Sage-Installation/Kanzlei abstimmen'),
    ).toBeTruthy();
  });
});

describe('payroll settings of absences and wage types', () => {
  const put =
    (system: TPayrollSystem): FetchRoute =>
    ({ url, method, body }) =>
      url === `/api/payroll/settings/${system}` && method === 'PUT'
        ? jsonResponse({ ...settingsOf(system), ...(body as object), system, version: 1 })
        : undefined;

  it('maps LODAS Fehlzeiten reason codes (103 for sickness by default, digits only) and where they go', async () => {
    const server = renderWith(
      {
        absenceTypes: [leave, sick],
        stored: { system: 'lodas', consultantNumber: '1234567', clientNumber: '1' },
      },
      put('lodas'),
    );
    const sickCode = await screen.findByLabelText('Fehlzeitengrund von Krank');
    expect(sickCode.getAttribute('placeholder')).toBe('103');
    // Leave is no Fehlzeit by default: its BS 71 counter carries it.
    expect(screen.getByLabelText('Fehlzeitengrund von Urlaub').getAttribute('placeholder')).toBe('');
    const table = screen.getByLabelText<HTMLSelectElement>('Fehlzeiten schreiben als');
    expect(table.value).toBe('stammdaten');
    expect(
      screen.getByText(/Tabelle und Fehlzeitengründe, auch die 103, gibt Ihr Lohnbüro vor/),
    ).toBeTruthy();

    fireEvent.change(sickCode, { target: { value: 'K' } });
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(
      await screen.findByText('Ein Fehlzeitengrund ist eine Zahl mit höchstens 4 Ziffern.'),
    ).toBeTruthy();
    expect(server.calls.some((call) => call.method === 'PUT')).toBe(false);

    fireEvent.change(sickCode, { target: { value: '200' } });
    fireEvent.change(table, { target: { value: 'bewegungsdaten' } });
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(server.calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(server.calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      absenceKeys: [{ absenceTypeId: sick.id, key: '200' }],
      lodasAbsences: 'bewegungsdaten',
      dayCountersWithoutLohnart: false,
    });
  });

  it('gives the LODAS day counters a Lohnart unless ticked off, and shows why a wage type is not exported', async () => {
    const server = renderWith(
      {
        wageTypes: [hours, leaveDays, remaining],
        // A row saved for Resturlaub before it was refused is not sent again.
        stored: {
          system: 'lodas',
          consultantNumber: '1234567',
          clientNumber: '1',
          wageTypes: [{ wageTypeId: remaining.id, lohnart: '1800', processingKey: '' }],
        },
      },
      put('lodas'),
    );
    const counter = await screen.findByLabelText('Lohnart von Urlaubstage');
    // The booking key 71 names the counter, not a Lohnart: DATEV's 1605 Urlaub.
    expect(counter.getAttribute('placeholder')).toBe('1605');
    expect(screen.getByLabelText('Bearbeitungsschlüssel von Urlaubstage').getAttribute('placeholder')).toBe(
      '71',
    );
    expect(screen.queryByLabelText('Lohnart von Resturlaub')).toBeNull();
    const row = screen.getByRole('rowheader', { name: 'Resturlaub' }).closest('tr') as HTMLElement;
    expect(within(row).getByText(/Nicht exportiert: Resturlaub ist ein Saldo/)).toBeTruthy();

    fireEvent.click(screen.getByLabelText(/Urlaubs- und Krankheitstage \(BS 71\/72\) ohne Lohnart senden/));
    await waitFor(() => expect(counter.getAttribute('placeholder')).toBe(''));
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(server.calls.some((call) => call.method === 'PUT')).toBe(true));
    const body = server.calls.find((call) => call.method === 'PUT')?.body as TPayrollSettings;
    expect(body.dayCountersWithoutLohnart).toBe(true);
    expect(body.wageTypes).toEqual([]);
  });

  it('chooses what LuG calendar lines carry: hours and days by default', async () => {
    const server = renderWith(
      { stored: { system: 'lug', consultantNumber: '1234567', clientNumber: '1' } },
      put('lug'),
    );
    await screen.findByLabelText('Beraternummer');
    fireEvent.click(screen.getByRole('tab', { name: 'DATEV Lohn und Gehalt' }));
    const carry = await screen.findByLabelText<HTMLSelectElement>('Abwesenheitstage tragen');
    expect(carry.value).toBe('both');
    expect(screen.getByRole('option', { name: 'nur Stunden' })).toBeTruthy();
    fireEvent.change(carry, { target: { value: 'hours' } });
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(server.calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(server.calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ lugCalendar: 'hours' });
  });
});

describe('personnel numbers tab', () => {
  it('saves a row at its version, refuses numbers outside 1 to 99999, and says when a number is taken', async () => {
    let taken = true;
    const server = renderPage(({ url, method, body }) => {
      if (url !== `/api/payroll/personnel/${anna.userId}` || method !== 'PUT') return undefined;
      if (taken) {
        taken = false;
        return errorResponse(
          409,
          'PERSONNEL_NUMBER_TAKEN',
          'Eine andere Person des Unternehmens hat diese Personalnummer bereits.',
        );
      }
      return jsonResponse({ ...anna, ...(body as object), version: 1 });
    });
    fireEvent.click(await screen.findByRole('tab', { name: 'Personalnummern' }));
    const number = await screen.findByLabelText('Personalnummer von Anna Albers');
    const save = screen.getByRole('button', { name: 'Anna Albers speichern' });
    fireEvent.change(number, { target: { value: '100000' } });
    fireEvent.click(save);
    expect(await screen.findByText('DATEV nimmt Personalnummern von 1 bis 99999.')).toBeTruthy();
    expect(server.calls.some((call) => call.method === 'PUT')).toBe(false);

    fireEvent.change(number, { target: { value: '101' } });
    fireEvent.change(screen.getByLabelText('Standard-Kostenstelle von Anna Albers'), {
      target: { value: '4711' },
    });
    fireEvent.click(save);
    const row = number.closest('tr');
    expect(
      await within(row as HTMLElement).findByText(
        'Eine andere Person des Unternehmens hat diese Personalnummer bereits.',
      ),
    ).toBeTruthy();
    fireEvent.click(save);
    expect(await within(row as HTMLElement).findByText('Gespeichert.')).toBeTruthy();
    const puts = server.calls.filter((call) => call.method === 'PUT');
    expect(puts.at(-1)?.body).toEqual({ personnelNumber: 101, costCentre: '4711', version: 0 });
  });
});
