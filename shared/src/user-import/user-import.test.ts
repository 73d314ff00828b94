import { describe, expect, it } from 'vitest';
import { parseCsv, rowProblems, rowsOf } from './user-import';

describe('user import files', () => {
  it('reads CSV with semicolons or commas, quoted fields with separators, quotes and line breaks', () => {
    expect(parseCsv('\uFEFFUsername;Name;E-Mail\r\nemma;"Example; Emma";emma@example.com\r\n')).toEqual([
      ['Username', 'Name', 'E-Mail'],
      ['emma', 'Example; Emma', 'emma@example.com'],
    ]);
    expect(parseCsv('username,name,email\njo,"Jo ""JJ""\nSmith",jo@example.com')).toEqual([
      ['username', 'name', 'email'],
      ['jo', 'Jo "JJ"\nSmith', 'jo@example.com'],
    ]);
  });

  it('finds the columns by German or English headers and numbers rows as the sheet does', () => {
    const { rows, missing } = rowsOf([
      ['Benutzername', 'Anzeigename', 'E-Mail', 'Sprache', 'Rolle'],
      ['emma', 'Emma', 'emma@example.com', 'EN', 'Planer'],
      ['', '', '', '', ''],
      ['jo', 'Jo', 'jo@example.com', '', ''],
    ]);
    expect(missing).toEqual([]);
    expect(rows).toEqual([
      {
        row: 2,
        username: 'emma',
        displayName: 'Emma',
        email: 'emma@example.com',
        language: 'en',
        role: 'Planer',
      },
      {
        row: 4,
        username: 'jo',
        displayName: 'Jo',
        email: 'jo@example.com',
        language: undefined,
        role: undefined,
      },
    ]);
    expect(rowsOf([['Name', 'Sprache']]).missing).toEqual(['username', 'email']);
  });

  it('names what is wrong with a row', () => {
    const row = {
      row: 2,
      username: 'ok.name',
      displayName: 'Ok',
      email: 'ok@example.com',
      language: undefined,
      role: undefined,
    };
    expect(rowProblems(row)).toEqual([]);
    expect(rowProblems({ ...row, username: 'A B', displayName: '', email: 'nope', language: 'fr' })).toEqual([
      'username',
      'displayName',
      'email',
      'language',
    ]);
  });
});
