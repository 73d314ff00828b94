import { describe, expect, it } from 'vitest';
import { isImageOfType } from './user-photo';

const bytes = (...values: (number | string)[]) =>
  new Uint8Array(
    values.flatMap((value) => (typeof value === 'string' ? [...value].map((c) => c.charCodeAt(0)) : [value])),
  );
const pad = (head: Uint8Array) => new Uint8Array([...head, ...new Array<number>(16).fill(0)]);

describe('photo types', () => {
  it('recognises JPEG, PNG, GIF and WebP by their first bytes', () => {
    expect(isImageOfType(pad(bytes(0xff, 0xd8, 0xff, 0xe0)), 'image/jpeg')).toBe(true);
    expect(isImageOfType(pad(bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a)), 'image/png')).toBe(true);
    expect(isImageOfType(pad(bytes('GIF89a')), 'image/gif')).toBe(true);
    expect(isImageOfType(pad(bytes('RIFF', 0, 0, 0, 0, 'WEBP')), 'image/webp')).toBe(true);
  });

  it('refuses a file that is not what it claims, and one too short to tell', () => {
    expect(isImageOfType(pad(bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a)), 'image/jpeg')).toBe(false);
    expect(isImageOfType(pad(bytes('%PDF-1.7')), 'image/png')).toBe(false);
    expect(isImageOfType(pad(bytes('GIF87b')), 'image/gif')).toBe(false);
    expect(isImageOfType(bytes(0xff, 0xd8, 0xff), 'image/jpeg')).toBe(false);
  });
});
