import { describe, expect, it } from 'vitest';
import { formatShare, religionFeatures, topReligions, type MapReligion } from './general-religion';

const india = [
  { id: 'hindu', name: 'Hindu', percentage: 79.8 },
  { id: 'muslim', name: 'Muslim', percentage: 14.2 },
  { id: 'christian', name: 'Christian', percentage: 2.3 },
  { id: 'sikh', name: 'Sikh', percentage: 1.7 },
  { id: 'jain', name: 'Jain', percentage: 0.4 },
];

describe('topReligions', () => {
  it('shows the two largest religions without a filter', () => {
    expect(topReligions(india, null)!.map((r) => r.id)).toEqual(['hindu', 'muslim']);
    expect(topReligions([india[3]!], null)!.map((r) => r.id)).toEqual(['sikh']);
    expect(topReligions([], null)).toEqual([]);
  });

  it('puts the filtered religion first when it has at least 1 %', () => {
    expect(topReligions(india, 'sikh')!.map((r) => r.id)).toEqual(['sikh', 'hindu']);
    expect(topReligions(india, 'hindu')!.map((r) => r.id)).toEqual(['hindu', 'muslim']);
  });

  it('leaves out a country where the filtered religion is below 1 % or absent', () => {
    expect(topReligions(india, 'jain')).toBeNull();
    expect(topReligions(india, 'buddhist')).toBeNull();
  });

  it('counts no entry below 1 % as the second one under a filter', () => {
    const tiny = [
      { id: 'catholic', name: 'Catholic', percentage: 99.5 },
      { id: 'other', name: 'Other', percentage: 0.5 },
    ];
    expect(topReligions(tiny, 'catholic')!.map((r) => r.id)).toEqual(['catholic']);
    expect(topReligions(tiny, null)!.map((r) => r.id)).toEqual(['catholic', 'other']);
  });
});

describe('religion markers', () => {
  it('formats shares as whole numbers from 10 % and one decimal below', () => {
    expect(formatShare(79.8)).toBe('80%');
    expect(formatShare(2.34)).toBe('2.3%');
    expect(formatShare(1)).toBe('1%');
  });

  it('colours entries from the map list and greys unlisted ones', () => {
    const list: MapReligion[] = [
      {
        religion_id: 'hindu',
        name: 'Hindu',
        color: '#d62728',
        icon: 'hinduism',
        countries_count: 3,
      },
    ];
    const collection = religionFeatures(
      [
        { countryId: 1, name: 'India', point: [78, 21], religions: india },
        { countryId: 2, name: 'Nowhere', point: [0, 0], religions: [] },
      ],
      list,
      null,
    );
    expect(collection.features).toHaveLength(1);
    expect(collection.features[0]!.properties).toEqual({
      countryId: 1,
      name: 'India',
      colors: ['#d62728', '#94a3b8'],
      label: '80% · 14%',
      title: 'Hindu 80%, Muslim 14%',
    });
    const single = religionFeatures(
      [{ countryId: 3, name: 'Malta', point: [14, 36], religions: [india[0]!] }],
      list,
      null,
    );
    expect(single.features[0]!.properties).toMatchObject({
      colors: ['#d62728', '#d62728'],
      label: '80%',
    });
  });
});
