import { describe, expect, it } from 'vitest';
import { contrastRatio, readableTextColor, textColorOn } from './colour';

describe('readableTextColor', () => {
  it('writes white on dark and black on light colours', () => {
    expect(readableTextColor('#c62828')).toBe('#fff');
    expect(readableTextColor('#1565c0')).toBe('#fff');
    expect(readableTextColor('#ffeb3b')).toBe('#000');
    expect(readableTextColor('#fff')).toBe('#000');
  });
});

describe('contrastRatio', () => {
  it('is 21 for black on white and 1 for a colour on itself', () => {
    expect(contrastRatio('#000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#4caf50', '#4caf50')).toBe(1);
    expect(contrastRatio('red', '#fff')).toBeNull();
  });
});

describe('textColorOn', () => {
  it("keeps the company's text colour where it reads and replaces it where it does not", () => {
    expect(textColorOn('#1565c0', '#ffffff')).toBe('#ffffff');
    // Black on a dark blue (3.7 : 1) and white on a light green (2.0 : 1) are too weak for small text.
    expect(textColorOn('#1565c0', '#000000')).toBe('#fff');
    expect(textColorOn('#81c784', '#ffffff')).toBe('#000');
  });
});
