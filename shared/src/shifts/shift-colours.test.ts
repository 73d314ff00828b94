import { describe, expect, it } from 'vitest';
import { ZColor } from '../resources/resource';
import { defaultShiftColour, nextShiftColour, shiftColours } from './shift-colours';

/** WCAG's relative luminance of `#rrggbb`. */
function luminance(colour: string): number {
  const channels = [1, 3, 5].map((start) => Number.parseInt(colour.slice(start, start + 2), 16) / 255);
  const [red = 0, green = 0, blue = 0] = channels.map((value) =>
    value <= 0.039_28 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

const contrast = (one: string, other: string) => {
  const [light, dark] = [luminance(one), luminance(other)].sort((a, b) => b - a);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
};

describe('shift colours', () => {
  it('offers ten to twelve distinct colours, each with text that reads well on it', () => {
    expect(shiftColours.length).toBeGreaterThanOrEqual(10);
    expect(shiftColours.length).toBeLessThanOrEqual(12);
    expect(new Set(shiftColours.map((colour) => colour.backColor)).size).toBe(shiftColours.length);
    for (const { backColor, foreColor } of shiftColours) {
      expect(ZColor.safeParse(backColor).success && ZColor.safeParse(foreColor).success).toBe(true);
      expect(contrast(backColor, foreColor)).toBeGreaterThanOrEqual(7);
    }
  });

  it('proposes the first colour no template uses yet, in any case of its letters', () => {
    expect(nextShiftColour([])).toEqual(defaultShiftColour);
    expect(nextShiftColour(['#E0F2FE', '#123456'])).toEqual(shiftColours[1]);
    expect(nextShiftColour([shiftColours[0]?.backColor ?? '', shiftColours[2]?.backColor ?? ''])).toEqual(
      shiftColours[1],
    );
  });

  it('once every colour is taken, proposes the one used least often', () => {
    const everyOnce = shiftColours.map((colour) => colour.backColor);
    expect(nextShiftColour(everyOnce)).toEqual(shiftColours[0]);
    const firstTwice = [...everyOnce, ...everyOnce.slice(0, 3)];
    expect(nextShiftColour(firstTwice)).toEqual(shiftColours[3]);
  });
});
