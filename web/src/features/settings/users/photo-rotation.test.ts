import { describe, expect, it } from 'vitest';
import { outputTypeOf, rotatedSize, turned } from './photo-rotation';

describe('image editor rotation', () => {
  it('turns left and right through the four quarter turns', () => {
    expect(turned(0, 1)).toBe(1);
    expect(turned(3, 1)).toBe(0);
    expect(turned(0, -1)).toBe(3);
    expect(turned(turned(2, -1), 1)).toBe(2);
  });

  it('swaps width and height for a quarter turn and scales a large photo down to 1024 px', () => {
    expect(rotatedSize(400, 300, 0)).toEqual({ width: 400, height: 300, scale: 1 });
    expect(rotatedSize(400, 300, 1)).toEqual({ width: 300, height: 400, scale: 1 });
    expect(rotatedSize(400, 300, 2)).toEqual({ width: 400, height: 300, scale: 1 });
    expect(rotatedSize(4000, 3000, 3)).toEqual({ width: 768, height: 1024, scale: 0.256 });
  });

  it('keeps PNG and stores everything else as JPEG', () => {
    expect(outputTypeOf('image/png')).toBe('image/png');
    expect(outputTypeOf('image/webp')).toBe('image/jpeg');
    expect(outputTypeOf('image/jpeg')).toBe('image/jpeg');
  });
});
