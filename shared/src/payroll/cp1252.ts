/**
 * Windows-1252 encoding for the payroll files (payroll.md section 1: DATEV reads ANSI; no BOM). The byte map is
 * built from the platform's own decoder of windows-1252, so no table is typed by hand. A character cp1252 cannot
 * hold becomes its NFKD base letter when that one fits (`Łukasz` has none: `?ukasz`), else `?`; the caller logs
 * how many were replaced.
 */

let byteOf: Map<string, number> | undefined;

function byteMap(): Map<string, number> {
  if (byteOf) return byteOf;
  const decoder = new TextDecoder('windows-1252');
  const map = new Map<string, number>();
  for (let byte = 0; byte <= 0xff; byte += 1) {
    const char = decoder.decode(new Uint8Array([byte]));
    // C1 controls are never written: cp1252's undefined bytes (0x81, 0x8D, ...) decode to them, and Node
    // 20.18.3+/22.13+ decodes all of 0x80-0x9F as Latin-1 (nodejs/node#56542, #60888), where writing U+0080 as
    // 0x80 would put a € into the file. On such a runtime € and „“ become `?` (counted) rather than wrong bytes.
    const code = char.codePointAt(0) ?? 0;
    if (code >= 0x80 && code <= 0x9f) continue;
    if (!map.has(char)) map.set(char, byte);
  }
  byteOf = map;
  return map;
}

/** The NFKD base letters of a character without its marks (ř -> r, ﬁ -> fi) when cp1252 holds them, else `?`. */
function baseLetters(char: string, map: Map<string, number>): number[] {
  const base = char.normalize('NFKD').replace(/\p{M}/gu, '');
  const codes = [...base].map((part) => map.get(part));
  const printable = codes.filter((code): code is number => code !== undefined && code >= 0x20);
  if (base === '' || base === char || printable.length !== codes.length) return [0x3f];
  return printable;
}

/** Encodes text as Windows-1252, replacing what it cannot hold, and counts the replacements. */
export function encodeCp1252(text: string): { bytes: Uint8Array; replaced: number } {
  const map = byteMap();
  const bytes: number[] = [];
  let replaced = 0;
  // NFC first: a decomposed `e` + U+0308 is the `ë` cp1252 holds (0xEB), not a replacement.
  for (const char of text.normalize('NFC')) {
    const byte = map.get(char);
    if (byte !== undefined) {
      bytes.push(byte);
      continue;
    }
    replaced += 1;
    bytes.push(...baseLetters(char, map));
  }
  return { bytes: Uint8Array.from(bytes), replaced };
}

/** Whether a text encodes without replacements (for the log's warning and the tests). */
export function cp1252Replacements(text: string): number {
  return encodeCp1252(text).replaced;
}

/** A field value without what would break a line: separators, line ends, tabs and quotes. */
export function sanitizeField(text: string): string {
  return text.replace(/[;\r\n\t"']/g, '');
}
