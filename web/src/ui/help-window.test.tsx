// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithApp } from '../test/render-with-app';
import { helpParagraphs, HelpWindow } from './help-window';

afterEach(() => cleanup());

describe('helpParagraphs', () => {
  it('splits a help text at empty lines', () => {
    expect(helpParagraphs('Erster Absatz.\n\nZweiter\nAbsatz.\n  \nDritter.')).toEqual([
      'Erster Absatz.',
      'Zweiter\nAbsatz.',
      'Dritter.',
    ]);
  });
});

describe('HelpWindow', () => {
  it('opens the page help from "?" and closes it with Esc, focus back on the button', async () => {
    // Any two keys with texts do: the help of a page has a title and a body like these.
    renderWithApp(<HelpWindow titleKey="widgets.dateRange.from" bodyKey="widgets.time.hint" />);
    const button = screen.getByRole('button', { name: 'Hilfe: Von' });
    expect(button.textContent).toBe('?');
    act(() => button.focus());
    fireEvent.click(button);
    const dialog = screen.getByRole('dialog', { name: 'Von' });
    expect(within(dialog).getByText(/730 oder 7:30 für 07:30/)).toBeTruthy();
    // The focus moves into the panel after the frame that shows it.
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    fireEvent.keyUp(document.activeElement as Element, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(button));
  });

  it('closes with its close button', () => {
    renderWithApp(<HelpWindow titleKey="widgets.dateRange.from" bodyKey="widgets.time.hint" />, {
      language: 'en',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Help: From' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close help' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
