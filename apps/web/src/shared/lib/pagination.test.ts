import { describe, expect, it } from 'vitest';
import { listSearch, pageCount, pageItems, parseOrdering, parsePage } from './pagination';

describe('pageCount', () => {
  it('rounds up and has at least one page', () => {
    expect(pageCount(250, 48)).toBe(6);
    expect(pageCount(48, 48)).toBe(1);
    expect(pageCount(49, 48)).toBe(2);
    expect(pageCount(0, 48)).toBe(1);
  });
});

describe('parsePage', () => {
  it('accepts positive integers only', () => {
    expect(parsePage('3')).toBe(3);
    expect(parsePage(null)).toBe(1);
    expect(parsePage('0')).toBe(1);
    expect(parsePage('-2')).toBe(1);
    expect(parsePage('2.5')).toBe(1);
    expect(parsePage('abc')).toBe(1);
  });
});

describe('parseOrdering', () => {
  const allowed = ['-rating', 'name'] as const;
  it('keeps a known ordering and falls back otherwise', () => {
    expect(parseOrdering('name', allowed, '-rating')).toBe('name');
    expect(parseOrdering('population', allowed, '-rating')).toBe('-rating');
    expect(parseOrdering(null, allowed, '-rating')).toBe('-rating');
  });
});

describe('pageItems', () => {
  it('lists every page of a short list', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(2, 6)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(pageItems(1, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
  it('keeps first, last and the neighbours of the current page', () => {
    expect(pageItems(1, 20)).toEqual([1, 2, 'gap', 20]);
    expect(pageItems(10, 20)).toEqual([1, 'gap', 9, 10, 11, 'gap', 20]);
    expect(pageItems(20, 20)).toEqual([1, 'gap', 19, 20]);
  });
  it('shows a single skipped page instead of a gap', () => {
    expect(pageItems(4, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
    expect(pageItems(17, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20]);
  });
  it('clamps a page beyond the end', () => {
    expect(pageItems(99, 20)).toEqual([1, 'gap', 19, 20]);
  });
});

describe('listSearch', () => {
  it('leaves defaults out of the URL', () => {
    expect(listSearch(1, '-rating', '-rating')).toBe('');
    expect(listSearch(3, '-rating', '-rating')).toBe('?page=3');
    expect(listSearch(2, 'name', '-rating')).toBe('?page=2&ordering=name');
  });

  it('puts non-empty filters first', () => {
    expect(listSearch(1, '-rating', '-rating', { type: 'bakery', country: '' })).toBe(
      '?type=bakery',
    );
    expect(listSearch(2, 'name', '-rating', { country: 'malta', category: null })).toBe(
      '?country=malta&page=2&ordering=name',
    );
  });
});
