import { act, within } from '@testing-library/react';

/**
 * Types `digits` (DDMMYYYY) into the date field whose group is `group`, from its day segment on. Each digit is
 * a `beforeinput` event, which is what react-aria's segments read (a full segment moves on by itself).
 */
export function typeDate(group: HTMLElement, digits: string): void {
  const [day] = within(group).getAllByRole('spinbutton');
  if (!day) throw new Error('The date field has no segments');
  act(() => day.focus());
  for (const data of digits) {
    act(() => {
      document.activeElement?.dispatchEvent(
        new InputEvent('beforeinput', { data, inputType: 'insertText', bubbles: true, cancelable: true }),
      );
    });
  }
}
