import { describe, expect, it } from 'vitest';
import { encodeCp1252, sanitizeField } from './cp1252';

describe('Windows-1252 encoding', () => {
  it('encodes umlauts, ß and the euro sign as their cp1252 bytes', () => {
    expect(encodeCp1252('Müller')).toEqual({
      bytes: Uint8Array.from([0x4d, 0xfc, 0x6c, 0x6c, 0x65, 0x72]),
      replaced: 0,
    });
    expect([...encodeCp1252('Straße').bytes].at(-2)).toBe(0xdf);
  });

  it('writes €, dashes and typographic quotes as their cp1252 bytes, never a C1 control', () => {
    expect(encodeCp1252('€ – „x“ ™')).toEqual({
      bytes: Uint8Array.from([0x80, 0x20, 0x96, 0x20, 0x84, 0x78, 0x93, 0x20, 0x99]),
      replaced: 0,
    });
    expect(encodeCp1252('\u0080\u0081')).toEqual({ bytes: Uint8Array.from([0x3f, 0x3f]), replaced: 2 });
  });

  it('keeps ë (cp1252 holds it) also when typed as e + combining diaeresis', () => {
    expect(encodeCp1252('Zoë')).toEqual({ bytes: Uint8Array.from([0x5a, 0x6f, 0xeb]), replaced: 0 });
    expect(encodeCp1252('Zoe\u0308')).toEqual({ bytes: Uint8Array.from([0x5a, 0x6f, 0xeb]), replaced: 0 });
  });

  it('replaces what cp1252 cannot hold by the base letter, else ?, and counts each', () => {
    const decode = (bytes: Uint8Array) => new TextDecoder('windows-1252').decode(bytes);
    const polish = encodeCp1252('Łukasz Dvořák');
    expect(decode(polish.bytes)).toBe('?ukasz Dvorák');
    expect(polish.replaced).toBe(2);
    expect(encodeCp1252('Łukasz').replaced).toBe(1);
    const more = encodeCp1252('Zoë Ørsted 李 ﬁ');
    expect(decode(more.bytes)).toBe('Zoë Ørsted ? fi');
    expect(more.replaced).toBe(2);
  });

  it('strips what would break a delimited line', () => {
    expect(sanitizeField('Kost;en\r\nst\t"el"le')).toBe('Kostenstelle');
  });
});
