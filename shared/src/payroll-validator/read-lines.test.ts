import { describe, expect, it } from 'vitest';
import { concat, cp1252, fileOf, lodasExample, sageExample } from './fixtures';
import { validatePayrollFile } from './index';

const utf8 = (text: string) => new TextEncoder().encode(text);

describe('reading a payroll file back', () => {
  it('takes Windows-1252 umlauts and "?" placeholders', () => {
    const lines = [
      ...lodasExample.slice(0, 11),
      '* Müller, Jörg; Ärger? Straße €',
      ...lodasExample.slice(11),
    ];
    const validation = validatePayrollFile(fileOf(lines), { system: 'lodas' });
    expect(validation.issues).toEqual([]);
  });

  it('names bytes Windows-1252 leaves undefined', () => {
    const bytes = concat(
      fileOf(lodasExample.slice(0, 11)),
      cp1252('* M'),
      Uint8Array.of(0x81),
      cp1252('ller\r\n'),
      fileOf(lodasExample.slice(11)),
    );
    const validation = validatePayrollFile(bytes, { system: 'lodas' });
    expect(validation.issues).toEqual([{ line: 12, message: 'Byte 0x81 is not a Windows-1252 character' }]);
  });

  it('names UTF-8 text in a Windows-1252 file', () => {
    const bytes = concat(
      fileOf(lodasExample.slice(0, 11)),
      utf8('* Müller\r\n'),
      fileOf(lodasExample.slice(11)),
    );
    const validation = validatePayrollFile(bytes, { system: 'lodas' });
    expect(validation.issues).toEqual([
      { line: 12, message: 'Text is UTF-8 encoded, not Windows-1252 ("ü")' },
    ]);
  });

  it('reads a UTF-8 Sage file when the template says so, and refuses broken UTF-8 in it', () => {
    const lines = sageExample.map((line) => line.replace(/;$/, ';Müller'));
    const good = utf8(lines.map((line) => `${line}\r\n`).join(''));
    expect(validatePayrollFile(good, { system: 'sage', encoding: 'utf-8' }).issues).toEqual([]);
    const broken = validatePayrollFile(fileOf(lines), { system: 'sage', encoding: 'utf-8' });
    expect(broken.issues).toContainEqual({ line: 1, message: 'Not valid UTF-8' });
  });

  it('names lone CR, control characters and an empty file', () => {
    const bytes = concat(
      fileOf(lodasExample.slice(0, 2)),
      cp1252('Version_SST=1.0\r'),
      fileOf(lodasExample.slice(3)),
    );
    expect(validatePayrollFile(bytes, { system: 'lodas' }).issues).toContainEqual({
      line: 3,
      message: 'Line ends with CR only (CRLF expected)',
    });
    const tab = [...lodasExample.slice(0, 11), '* a\u0001b', ...lodasExample.slice(11)];
    expect(validatePayrollFile(fileOf(tab), { system: 'lodas' }).issues).toEqual([
      { line: 12, message: 'Control character U+0001' },
    ]);
    expect(validatePayrollFile(new Uint8Array(), { system: 'lug' })).toEqual({
      ok: false,
      issues: [{ line: 1, message: 'The file is empty' }],
      records: 0,
    });
  });
});
