/**
 * Windows-1252 encoding for the payroll files (payroll.md section 1: DATEV reads ANSI; no BOM). A character cp1252
 * cannot hold becomes its NFKD base letter when that one fits (`Łukasz` has none: `?ukasz`), else `?`; the caller
 * logs how many were replaced.
 */

/**
 * The 27 characters cp1252 puts at 0x80-0x9F (the WHATWG index; the five gaps 0x81, 0x8D, 0x8F, 0x90, 0x9D hold
 * none). Typed here because Node 20.18.3+/22.13+ decodes this range as Latin-1 (nodejs/node#56542), which would
 * turn `€` and `–` of a wage type's caption into `?`. Bytes 0x00-0x7F and 0xA0-0xFF are the code points themselves.
 */
const upperControls: Record<number, number> = {
  0x80: 0x20ac,
  0x82: 0x201a,
  0x83: 0x0192,
  0x84: 0x201e,
  0x85: 0x2026,
  0x86: 0x2020,
  0x87: 0x2021,
  0x88: 0x02c6,
  0x89: 0x2030,
  0x8a: 0x0160,
  0x8b: 0x2039,
  0x8c: 0x0152,
  0x8e: 0x017d,
  0x91: 0x2018,
  0x92: 0x2019,
  0x93: 0x201c,
  0x94: 0x201d,
  0x95: 0x2022,
  0x96: 0x2013,
  0x97: 0x2014,
  0x98: 0x02dc,
  0x99: 0x2122,
  0x9a: 0x0161,
  0x9b: 0x203a,
  0x9c: 0x0153,
  0x9e: 0x017e,
  0x9f: 0x0178,
};

let byteOf: Map<string, number> | undefined;

function byteMap(): Map<string, number> {
  if (byteOf) return byteOf;
  const map = new Map<string, number>();
  for (let byte = 0; byte <= 0xff; byte += 1) {
    if (byte >= 0x80 && byte <= 0x9f) {
      const code = upperControls[byte];
      if (code !== undefined) map.set(String.fromCodePoint(code), byte);
    } else map.set(String.fromCodePoint(byte), byte);
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

/** A field value without what would break a line: separators, line ends, tabs and quotes. */
export function sanitizeField(text: string): string {
  return text.replace(/[;\r\n\t"']/g, '');
}
