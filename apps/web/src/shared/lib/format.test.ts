import { describe, expect, it } from 'vitest';
import {
  copiedToastText,
  formatMillions,
  formatNumber,
  formatPrice,
  formatScore,
  ratingColour,
  scoreColour,
} from './format';

describe('prices', () => {
  it('show with a dollar sign and thousands separators', () => {
    expect(formatPrice(1059)).toBe('$1,059');
    expect(formatPrice(4236)).toBe('$4,236');
    expect(formatPrice(0)).toBe('$0');
    expect(formatPrice(99.6)).toBe('$100');
  });
  it('show a dash when unknown', () => {
    expect(formatPrice(null)).toBe('—');
    expect(formatPrice(undefined)).toBe('—');
  });
});

describe('numbers', () => {
  it('formats counts and millions', () => {
    expect(formatNumber(66553766)).toBe('66,553,766');
    expect(formatMillions(89.322)).toBe('89.3 million');
    expect(formatMillions(2.456)).toBe('2.46 million');
    expect(formatMillions(null)).toBe('—');
    expect(formatScore(9)).toBe('9.0');
  });
});

describe('score colours (0–10)', () => {
  it.each([
    [10, 'great'],
    [7.5, 'great'],
    [7.49, 'good'],
    [6, 'good'],
    [5.9, 'medium'],
    [4, 'medium'],
    [3.99, 'bad'],
    [0, 'bad'],
  ] as const)('%s is %s', (score, colour) => {
    expect(scoreColour(score)).toBe(colour);
  });
});

describe('rating colours (0–100)', () => {
  it('uses strict thresholds and "none" without data', () => {
    expect(ratingColour(81)).toBe('great');
    expect(ratingColour(80)).toBe('good');
    expect(ratingColour(60)).toBe('medium');
    expect(ratingColour(40)).toBe('bad');
    expect(ratingColour(null)).toBe('none');
  });
});

describe('clipboard toast', () => {
  it('keeps the spec spelling', () => {
    expect(copiedToastText('Address')).toBe('Address Successfuly copied');
    expect(copiedToastText('Phone')).toBe('Phone Successfuly copied');
  });
});
