import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { describeIssues, validatePayrollFile } from '@app/shared/payroll-validator/index';
import { demo, dismissToasts, screenshot, signIn } from './support';

/** Starts an export in the open page's dialog and waits for the file the finished task hands out. */
async function exportAndDownload(page: Page, system: string): Promise<Uint8Array> {
  await page.getByRole('button', { name: `${system} exportieren…` }).click();
  const dialog = page.getByRole('dialog', { name: `Export: ${system}` });
  // The first unit of the tree (the company, its sub-units included) and the whole of last month.
  await expect(dialog.getByRole('combobox', { name: /^Bereich/ })).toHaveValue(/[0-9a-f-]{36}/);
  const downloading = page.waitForEvent('download', { timeout: 60_000 });
  await dialog.getByRole('button', { name: 'Export starten' }).click();
  const download = await downloading;
  await expect(dialog.getByText('Die Datei ist fertig')).toBeVisible();
  const path = await download.path();
  const bytes = new Uint8Array(await readFile(path));
  await dialog.getByRole('button', { name: 'Abbrechen' }).click();
  return bytes;
}

/** Every line ends with CR LF: no LF without its CR. */
function crlfOnly(bytes: Uint8Array): boolean {
  return bytes.every((byte, index) => byte !== 0x0a || (index > 0 && bytes[index - 1] === 0x0d));
}

test('the office sets the DATEV numbers, exports LODAS and LuG for last month and downloads both', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.goto('/account/login');
  await signIn(page, demo.customerNo, 'admin', demo.password);
  await expect(page.getByRole('heading', { name: /^Willkommen/ })).toBeVisible();

  // The numbers and one Lohnart on the settings page (the demo has them already: new ones show in the file).
  const consultantNumber = String(1_000_000 + Math.floor(Math.random() * 8_999_999));
  const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
  await nav.getByRole('link', { name: 'Lohnexport-Einstellungen' }).click();
  await page.getByLabel('Beraternummer').fill(consultantNumber);
  await page.getByLabel('Mandantennummer').fill('10001');
  await page.getByLabel('Lohnart von Stundenlohn (Ist-Stunden)').fill('1001');
  await page.getByRole('button', { name: 'Speichern', exact: true }).click();
  await expect(page.getByText('Lohnexport-Einstellungen gespeichert.')).toBeVisible();
  await dismissToasts(page);

  await nav.getByRole('link', { name: 'Lohnexport', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Lohnexport' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'DATEV LODAS' })).toContainText(consultantNumber);

  const lodasFile = await exportAndDownload(page, 'DATEV LODAS');
  expect(new TextDecoder('windows-1252').decode(lodasFile.subarray(0, 11))).toBe('[Allgemein]');
  expect(crlfOnly(lodasFile)).toBe(true);
  const lodasText = new TextDecoder('windows-1252').decode(lodasFile);
  expect(lodasText).toContain(`BeraterNr=${consultantNumber}\r\n`);
  // The changed Lohnart is the one the file books.
  expect(lodasText).toMatch(/^10;\d+;\d\d\.\d\d\.\d{4};1001;1;\d+,\d\d;/m);
  const lodasCheck = validatePayrollFile(lodasFile, { system: 'lodas' });
  expect(lodasCheck.ok, describeIssues(lodasCheck)).toBe(true);
  expect(lodasCheck.records).toBeGreaterThan(0);

  const lugFile = await exportAndDownload(page, 'DATEV Lohn und Gehalt');
  expect(crlfOnly(lugFile)).toBe(true);
  expect(new TextDecoder('windows-1252').decode(lugFile).split('\r\n')[0]).toMatch(/^\d+;\d+;\d\d\/\d{4}$/);
  const lugCheck = validatePayrollFile(lugFile, { system: 'lug' });
  expect(lugCheck.ok, describeIssues(lugCheck)).toBe(true);

  // Both runs are kept with their files, newest first.
  const runs = page.getByRole('table', { name: 'Exporte' });
  await expect(runs.getByRole('row').nth(1)).toContainText('DATEV Lohn und Gehalt');
  await expect(runs.getByRole('row').nth(2)).toContainText('DATEV LODAS');
  await dismissToasts(page);
  await screenshot(page, 'payroll-export');
});
