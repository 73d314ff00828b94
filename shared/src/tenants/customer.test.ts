import { describe, expect, it } from 'vitest';
import { customerNoFrom, dammCheckDigit, isCustomerNo, ZCustomerNo } from './customer';

describe('customer numbers', () => {
  it('computes the Damm check digit (the published example 572 -> 4)', () => {
    expect(dammCheckDigit('572')).toBe(4);
    expect(customerNoFrom(482913)).toBe('4829138');
    expect(isCustomerNo('4829138')).toBe(true);
  });

  it('keeps the five-digit numbers of the first scheme, the demo tenant 10001 among them', () => {
    expect(isCustomerNo('10001')).toBe(true);
    expect(ZCustomerNo.safeParse('10001').success).toBe(true);
    expect(isCustomerNo('99999')).toBe(true);
  });

  it('catches every changed digit and every swap of neighbours in new numbers', () => {
    for (const randomPart of [100000, 482913, 731205, 999999]) {
      const valid = customerNoFrom(randomPart);
      expect(valid).toMatch(/^[1-9]\d{6}$/);
      for (let position = 0; position < valid.length; position++) {
        for (let digit = 0; digit <= 9; digit++) {
          const typo = `${valid.slice(0, position)}${digit}${valid.slice(position + 1)}`;
          if (typo !== valid) expect(isCustomerNo(typo), typo).toBe(false);
        }
        const swapped = `${valid.slice(0, position)}${valid[position + 1] ?? ''}${valid[position]}${valid.slice(position + 2)}`;
        if (position < valid.length - 1 && swapped !== valid)
          expect(isCustomerNo(swapped), swapped).toBe(false);
      }
    }
  });

  it('refuses other lengths, leading zeros and non-digits, with the i18n key of its message', () => {
    for (const value of ['1234', '123456', '12345678', '0482913', '01000', '48291a8', ' 4829138']) {
      expect(isCustomerNo(value), value).toBe(false);
    }
    const result = ZCustomerNo.safeParse('4829139');
    expect(result.error?.issues[0]?.message).toBe('customerNo.invalid');
  });

  it('draws the random part from six digits only', () => {
    expect(() => customerNoFrom(99999)).toThrow();
    expect(() => customerNoFrom(1000000)).toThrow();
    expect(() => customerNoFrom(4829.5)).toThrow();
  });
});
