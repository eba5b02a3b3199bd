import { describe, expect, it } from 'vitest';
import { assertPaise, formatInr, fromRupees, mulDivHalfUp, parseMoney, parseMoneyStrict, toRupees } from '../../src/domain/money.js';

describe('parseMoney', () => {
  it.each([
    ['₹5,000', 500_000],
    ['Rs 5000.50', 500_050],
    ['5k', 500_000],
    ['INR 1,20,000', 12_000_000],
    ['2.5 lakh', 25_000_000],
    ['1 crore', 1_000_000_000],
    ['Rs. 5,000/-', 500_000],
    ['5000 rupees', 500_000],
    ['₹ 12,999.00', 1_299_900],
    ['1.5L', 15_000_000],
    ['0.5', 50],
  ])('reads %s as %i paise', (text, paise) => {
    expect(parseMoney(text)).toBe(paise);
  });

  it.each(['abc', '', '5,00,0', '12.345', 'Rs', '5 apples'])('rejects %j', (text) => {
    expect(parseMoney(text)).toBeNull();
  });

  it('throws a typed error naming the field in strict mode', () => {
    expect(() => parseMoneyStrict('abc', 'refund')).toThrow(expect.objectContaining({ code: 'INVALID_MONEY', field: 'refund' }));
    expect(parseMoneyStrict('₹1,000')).toBe(100_000);
  });
});

describe('formatInr', () => {
  it.each([
    [0, '₹0.00'],
    [5, '₹0.05'],
    [530_000, '₹5,300.00'],
    [12_000_000, '₹1,20,000.00'],
    [1_200_000_000, '₹1,20,00,000.00'],
    [1_696_099, '₹16,960.99'],
    [-530_000, '-₹5,300.00'],
  ])('formats %i paise as %s', (paise, text) => {
    expect(formatInr(paise)).toBe(text);
  });

  it('leaves out the symbol on request', () => {
    expect(formatInr(12_345_678, { symbol: false })).toBe('1,23,456.78');
  });

  it('refuses a fractional number of paise', () => {
    expect(() => formatInr(1.5)).toThrow(expect.objectContaining({ code: 'INVALID_MONEY' }));
    expect(() => assertPaise(Number.NaN)).toThrow();
  });
});

describe('rupee conversion', () => {
  it('converts rupees with up to two decimals exactly', () => {
    expect(fromRupees(16_960.99)).toBe(1_696_099);
    expect(fromRupees(0.1 + 0.2)).toBe(30);
    expect(toRupees(42_466)).toBe(424.66);
  });

  it('rejects more than two decimals', () => {
    expect(() => fromRupees(10.005)).toThrow(expect.objectContaining({ code: 'INVALID_MONEY' }));
  });
});

describe('mulDivHalfUp', () => {
  it.each([
    ['exact', 10, 3, 2, 15],
    ['below half rounds down', 14, 1, 10, 1],
    ['a tie rounds up', 5, 1, 2, 3],
    ['another tie rounds up', 3, 1, 2, 2],
    ['a negative tie rounds away from zero', -5, 1, 2, -3],
    ['a negative divisor', 5, 1, -2, -3],
    ['the free-look risk premium 18,000 × 20 / 364', 1_800_000, 20, 364, 98_901],
    ['claim interest 40,000 × 7.75% × 50 / 365', 4_000_000 * 775, 50, 3_650_000, 42_466],
  ])('%s', (_label, a, b, c, expected) => {
    expect(mulDivHalfUp(a, b, c)).toBe(expected);
  });

  it('stays exact beyond the double range of the product', () => {
    expect(mulDivHalfUp(9_000_000_000_000, 9_000_000, 9_000_000)).toBe(9_000_000_000_000);
  });

  it('refuses division by zero', () => {
    expect(() => mulDivHalfUp(1, 1, 0)).toThrow(expect.objectContaining({ code: 'INVALID_MONEY' }));
  });
});
