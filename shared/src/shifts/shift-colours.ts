/** A shift's colours as the calendar draws it: the chip's background and its text. */
export interface ShiftColour {
  backColor: string;
  foreColor: string;
}

/** The colour a template gets when nothing else is known: the first of the palette. */
export const defaultShiftColour: ShiftColour = { backColor: '#e0f2fe', foreColor: '#0c4a6e' };

/**
 * Light backgrounds with a dark text of the same hue: each pair reads at a contrast of 7:1 or more (WCAG AAA)
 * and stays calm in a month of chips. Neighbours differ in hue, so that the first templates of a company, which
 * take them in this order, are told apart at a glance.
 */
export const shiftColours: readonly ShiftColour[] = [
  defaultShiftColour,
  { backColor: '#fef3c7', foreColor: '#78350f' },
  { backColor: '#dcfce7', foreColor: '#14532d' },
  { backColor: '#fce7f3', foreColor: '#831843' },
  { backColor: '#e0e7ff', foreColor: '#312e81' },
  { backColor: '#ffedd5', foreColor: '#7c2d12' },
  { backColor: '#ccfbf1', foreColor: '#134e4a' },
  { backColor: '#f3e8ff', foreColor: '#581c87' },
  { backColor: '#ecfccb', foreColor: '#365314' },
  { backColor: '#fee2e2', foreColor: '#7f1d1d' },
  { backColor: '#cffafe', foreColor: '#164e63' },
  { backColor: '#e7e5e4', foreColor: '#292524' },
];

/**
 * The colours a new template should get: the first of the palette no template uses yet (colours compared in any
 * case). Once all are taken, the one used least often, so that the colours stay spread as templates grow.
 */
export function nextShiftColour(usedBackColours: readonly string[]): ShiftColour {
  const uses = new Map<string, number>();
  for (const colour of usedBackColours) {
    const key = colour.toLowerCase();
    uses.set(key, (uses.get(key) ?? 0) + 1);
  }
  let best = defaultShiftColour;
  let fewest = Number.POSITIVE_INFINITY;
  for (const colour of shiftColours) {
    const count = uses.get(colour.backColor) ?? 0;
    if (count < fewest) [best, fewest] = [colour, count];
  }
  return best;
}
