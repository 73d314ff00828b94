/** Colours chosen by a company (shift templates, tags) drawn so that their text stays readable (WCAG 2.1). */

function channels(color: string): [number, number, number] | null {
  const hex = /^#([\da-f]{3}|[\da-f]{6})$/i.exec(color.trim())?.[1];
  if (!hex) return null;
  const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
  const [r = 0, g = 0, b = 0] = [0, 2, 4].map((start) => parseInt(full.slice(start, start + 2), 16) / 255);
  return [r, g, b];
}

/** Relative luminance of #rgb or #rrggbb; null for anything else. */
function luminance(color: string): number | null {
  const rgb = channels(color);
  if (!rgb) return null;
  const linear = (c: number) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  return 0.2126 * linear(rgb[0]) + 0.7152 * linear(rgb[1]) + 0.0722 * linear(rgb[2]);
}

/** Black or white, whichever reads better on `color` (black for a colour that is not #rgb / #rrggbb). */
export function readableTextColor(color: string): '#000' | '#fff' {
  // Above about 0.18 black text has the better contrast.
  return (luminance(color) ?? 1) > 0.179 ? '#000' : '#fff';
}

/** The contrast ratio of two colours (1 to 21); null when one is not #rgb / #rrggbb. */
export function contrastRatio(a: string, b: string): number | null {
  const first = luminance(a);
  const second = luminance(b);
  if (first === null || second === null) return null;
  return (Math.max(first, second) + 0.05) / (Math.min(first, second) + 0.05);
}

/** Small text needs 4.5 : 1 (WCAG 1.4.3, level AA). */
const smallTextContrast = 4.5;

/** The company's text colour on its background when it is readable there, else black or white. */
export function textColorOn(background: string, chosen: string): string {
  const ratio = contrastRatio(background, chosen);
  if (ratio !== null && ratio >= smallTextContrast) return chosen;
  return readableTextColor(background);
}
