import { afterAll, afterEach, beforeAll } from 'vitest';
import { cleanup } from '@testing-library/react';

/**
 * jsdom lays nothing out: for the tests of a file, the calendar grid's scroll area (`data-calendar-grid`) gets a
 * viewport of 1000 x 600 pixels (every other element stays 0), and each test's render is cleaned up. Call at the
 * top of a test file.
 */
export function fakeCalendarGridViewport(): void {
  const sizes = { clientWidth: 1000, clientHeight: 600 } as const;
  const originals = Object.fromEntries(
    Object.keys(sizes).map((name) => [name, Object.getOwnPropertyDescriptor(HTMLElement.prototype, name)]),
  );
  afterEach(() => cleanup());
  beforeAll(() => {
    for (const [name, value] of Object.entries(sizes)) {
      Object.defineProperty(HTMLElement.prototype, name, {
        configurable: true,
        get(this: HTMLElement) {
          return this.dataset.calendarGrid ? value : 0;
        },
      });
    }
  });
  afterAll(() => {
    for (const [name, descriptor] of Object.entries(originals)) {
      if (descriptor) Object.defineProperty(HTMLElement.prototype, name, descriptor);
    }
  });
}
