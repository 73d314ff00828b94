/**
 * Text and colours for the printed calendar's PDF: the standard fonts (Helvetica) are not embedded and write
 * WinAnsi, which holds German's umlauts, ß and €; other characters lose their accent or become `?`. Texts are cut
 * to a width with an ellipsis, and times shrink a little before they are cut.
 */
import { rgb, type PDFFont, type RGB } from 'pdf-lib';

/** `#rgb` or `#rrggbb` as a colour; anything else is the fallback. */
export function colour(value: string, fallback: RGB): RGB {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value.trim())?.[1];
  if (!hex) return fallback;
  const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
  const channel = (index: number) => parseInt(full.slice(index, index + 2), 16) / 255;
  return rgb(channel(0), channel(2), channel(4));
}

/** Characters of the WinAnsi code page that pdf-lib can write with the standard fonts. */
const winAnsiExtras = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';

function encodable(character: string): boolean {
  const code = character.codePointAt(0) ?? 0;
  return (
    (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || winAnsiExtras.includes(character)
  );
}

/**
 * The text with only characters the standard fonts can write: German (ä ö ü ß €) and the other Western European
 * letters stay; other accented letters lose their accent (`ł` has none to lose and becomes `?`, as do scripts
 * WinAnsi lacks).
 */
export function winAnsiOnly(text: string): string {
  let result = '';
  for (const character of text) {
    // Control characters (a line break in a name) become spaces.
    if ((character.codePointAt(0) ?? 0) < 0x20 || character === '\u007f') result += ' ';
    else if (encodable(character)) result += character;
    else {
      const bare = character.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
      result += bare && [...bare].every(encodable) ? bare : '?';
    }
  }
  return result;
}

export function winAnsi(text: string, font: PDFFont): string {
  const safe = winAnsiOnly(text);
  // The font's own list is the final word (it is WinAnsi for every standard font but Symbol and ZapfDingbats).
  const known = new Set(font.getCharacterSet());
  return [...safe].map((character) => (known.has(character.codePointAt(0) ?? 0) ? character : '?')).join('');
}

/** The text cut to `width` at `size`, with an ellipsis when cut. */
export function fit(text: string, font: PDFFont, size: number, width: number): string {
  const safe = winAnsi(text, font);
  if (font.widthOfTextAtSize(safe, size) <= width) return safe;
  let cut = safe;
  while (cut.length > 0 && font.widthOfTextAtSize(`${cut}…`, size) > width) cut = cut.slice(0, -1);
  return cut.length ? `${cut}…` : '';
}

/** Times shrink to fit a narrow day before they are cut (`06:00–14:00` stays whole down to 4.5 pt). */
export function fitShrinking(
  text: string,
  font: PDFFont,
  size: number,
  width: number,
): { text: string; size: number } {
  const safe = winAnsi(text, font);
  const natural = font.widthOfTextAtSize(safe, size);
  if (natural <= width) return { text: safe, size };
  // A little under the exact ratio: widths are summed in floating point.
  const smaller = Math.max(4.5, (size * width * 0.98) / natural);
  return { text: fit(safe, font, smaller, width), size: smaller };
}
