import { describe, it, expect } from 'vitest';
import { names, plan } from './understand.fixtures';

/**
 * Issue 27 §3, words read as places in traveller-written messages (the traveller part of the
 * evaluation: trav-035, trav-040, trav-073): a verb, a compass word and a comparison are no
 * destinations.
 */
describe('understand: ordinary words are no places', () => {
  it('reads "split a week between" as dividing the time, not Split in Croatia', async () => {
    const p = await plan(
      'we want to split a week between vienna and budapest, train between, love coffee houses and baths',
    );
    expect(names(p)).toEqual(['Vienna:AT', 'Budapest:HU']);
    expect(p.days).toBe(7);
  });

  it('reads "north to south" as a direction, not the South Region of Cameroon', async () => {
    const p = await plan(
      'we have 12 days and want the whole of portugal, north to south, train+bus',
    );
    expect(names(p)).toEqual(['Portugal:PT']);
    expect(p.days).toBe(12);
  });

  it('reads "X type stuff" as a comparison, not a second destination', async () => {
    const p = await plan('palace hopping in amsterdam? we love versailles type stuff. 3 days');
    expect(names(p)).toEqual(['Amsterdam:NL']);
  });

  it('still reads Split and the south where they name a place', async () => {
    expect(names(await plan('4 days in Split'))).toEqual(['Split:HR']);
    expect(names(await plan('a week in the south of france'))).toEqual(['France:FR']);
  });
});
