// @vitest-environment jsdom
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { renderWithApp } from '#test/render-with-app';
import { contactHref, MemoField, StringField, type StringInputProps } from './string-field';

afterEach(() => cleanup());

function Text(props: Omit<StringInputProps, 'value' | 'onChange'> & { initial?: string }) {
  const [value, setValue] = useState<string | null | undefined>(props.initial ?? '');
  return <StringField {...props} value={value} onChange={setValue} />;
}

function Memo({ maxLength }: { maxLength?: number }) {
  const [value, setValue] = useState<string | null | undefined>('');
  return <MemoField label="Notiz" maxLength={maxLength} value={value} onChange={setValue} />;
}

describe('StringField', () => {
  it('allows 50 characters, titles 200 and e-mail addresses 100', () => {
    renderWithApp(
      <>
        <Text label="Kürzel" />
        <Text label="Betreff" kind="title" />
        <Text label="E-Mail" kind="mail" />
        <Text label="Nummer" maxLength={12} />
      </>,
    );
    const max = (name: string) => screen.getByRole('textbox', { name }).getAttribute('maxLength');
    expect(max('Kürzel')).toBe('50');
    expect(max('Betreff')).toBe('200');
    expect(max('E-Mail')).toBe('100');
    expect(max('Nummer')).toBe('12');
  });

  it('shows and hides a password', () => {
    renderWithApp(<Text label="Passwort" kind="password" initial="geheim" />);
    const input = screen.getByLabelText('Passwort', { selector: 'input' });
    const toggle = screen.getByRole('button', { name: 'Passwort anzeigen' });
    expect(input.getAttribute('type')).toBe('password');
    fireEvent.click(toggle);
    expect(input.getAttribute('type')).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(toggle);
    expect(input.getAttribute('type')).toBe('password');
  });

  it('links a phone number to call and an address to write to', () => {
    renderWithApp(
      <>
        <Text label="Telefon" kind="phone" initial="+49 (0)30 / 123-45" />
        <Text label="E-Mail" kind="mail" initial="anna@example.com" />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Telefon' }).getAttribute('type')).toBe('tel');
    expect(screen.getByRole('link', { name: '+49 (0)30 / 123-45 anrufen' }).getAttribute('href')).toBe(
      'tel:+4903012345',
    );
    expect(
      screen.getByRole('link', { name: 'E-Mail an anna@example.com schreiben' }).getAttribute('href'),
    ).toBe('mailto:anna@example.com');
  });

  it('offers no link before there is something to call or write to', () => {
    expect(contactHref('phone', '  ')).toBeNull();
    expect(contactHref('mail', 'anna@')).toBeNull();
    renderWithApp(<Text label="Telefon" kind="phone" />);
    expect(screen.queryByRole('link')).toBeNull();
  });
});

describe('MemoField', () => {
  it('has 10 rows and counts what is left of a limit', () => {
    renderWithApp(<Memo maxLength={100} />);
    const memo = screen.getByRole('textbox', { name: 'Notiz' });
    expect(memo.getAttribute('rows')).toBe('10');
    fireEvent.change(memo, { target: { value: 'Schlüssel abgeben' } });
    expect(screen.getByText('Noch 83 Zeichen')).toBeTruthy();
  });
});
