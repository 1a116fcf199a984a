import { describe, it, expect } from 'vitest';
import { baseContext } from './test-catalogue';
import { understand } from './understand';
import { inRome, names, one, plan } from './understand.fixtures';

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

  it('reads a friend’s name and "surprise me" as no place (trav-037, trav-124)', async () => {
    const mates = await one(
      'me and my mate chad want a cheap 5 day trip somewhere sunny in europe in may',
    );
    expect(JSON.stringify(mates)).not.toContain('"Chad"');
    // The friend's name kept the open question from being one: a list, not "Where to?".
    expect(mates).toMatchObject({ type: 'where_to_go', month: 5, continent: 'Europe' });
    const sister = await one(
      'Georgia (my sister) is vegetarian, does that change anything?',
      inRome,
    );
    expect(JSON.stringify(sister)).not.toContain('"countryCode":"GE"');
    // A word after the relation ("my sister lol") did not hide the name before it (trav-042).
    const lol = await one(
      'georgia (my sister lol) is vegetarian, does that change anything?',
      inRome,
    );
    expect(JSON.stringify(lol)).not.toContain('"name":"Georgia"');
    const surprise = await one('somewhere warm in february, 10 days, surprise me!');
    expect(JSON.stringify(surprise)).not.toContain('Surprise');
  });

  it('asks which place a drive across an ocean means, naming the one it knows (trav-043, 044)', async () => {
    const far = await one('lisbon for a long weekend, we are driving up from new york city');
    expect(far).toMatchObject({ type: 'clarify', missing: 'destination' });
    expect(JSON.stringify(far)).toMatch(
      /The Lisbon I know is in Portugal, about 5,4\d\d km from New York City: no drive goes there/,
    );
    expect(await one('driving from lisbon to porto, 4 days')).toMatchObject({ type: 'plan_trip' });
  });

  it('reads a little word in capitals as stress, not as a writer of capitalised names (trav-149)', async () => {
    expect(await one('best month for rome if i want gelato AND a shot at sunshine')).toMatchObject({
      type: 'best_time',
      destination: { name: 'Rome' },
    });
  });

  it('reads "we\'re from Prague" as home, never as the trip (trav-123 planned Toronto)', async () => {
    const home = await one(
      "5 days somewhere warm in february. we're from prague, about 5k for two",
    );
    expect(JSON.stringify(home)).not.toContain('"name":"Prague"');
    // "From London", "UK passport": where the traveller comes from, even with no other place
    // named (trav-043, 059, 124, 136, 150 planned the home); "day trips from Paris" is the base.
    for (const text of [
      '10 days in europe in june, first time, flying from london',
      'surprise me! 1 week, cheap, exotic. from london',
      'a london passport, do i need a visa for japan, 2 weeks',
    ]) {
      expect(JSON.stringify(await one(text)), text).not.toContain('"name":"London"');
    }
    expect(names(await plan('a week of day trips from paris'))).toEqual(['Paris:FR']);
    expect(names(await plan('from London to Rome, 5 days'))).toEqual(['Rome:IT']);
  });

  it('reads a far place a town’s name opens as that place, not the town (trav-127)', async () => {
    const day = await one('mont saint michel as a day trip from paris, no car');
    expect(JSON.stringify(day)).not.toContain('"name":"Mont"');
    // "No car" is a wish, never the transport asked (it set every leg to a car).
    expect(JSON.stringify(day)).not.toContain('"transport":"car"');
    expect((await plan("3 days in Rome, we don't drive")).transport).toBeNull();
    expect((await plan('3 days in Rome by car')).transport).toBe('car');
    // "One boat day" is an outing, not a ferry on every leg (Majorca went "by ferry" throughout).
    expect((await plan('5 days in Rome, we want one boat day')).transport).toBeNull();
    expect((await plan('5 days in Rome by boat')).transport).toBe('ferries');
    // A place in the town keeps the town: "paris louvre pyramid" is Paris.
    expect(names(await plan('2 days paris louvre pyramid and more'))).toEqual(['Paris:FR']);
  });

  it('says it does not know a named place instead of suggesting others far away (trav-016)', async () => {
    const unknown = await one(
      '6 friends, 5 days in zakynthos in september, we want one boat day and a beach club',
    );
    expect(unknown.type).toBe('clarify');
    expect(JSON.stringify(unknown)).toContain('I don\'t know \\"zakynthos\\"');
    const open = await one('somewhere warm with beaches in september, 5 days');
    expect(open.type).toBe('where_to_go');
    const region = await one('5 days in europe in september, somewhere with beaches');
    expect(region.type).toBe('where_to_go');
    // A continent and a month, no place (trav-059 planned the traveller's home, Chicago).
    expect(await one('10 days in europe in june, first time, from london')).toMatchObject({
      type: 'where_to_go',
      month: 6,
      continent: 'Europe',
    });
    // "Surprise me" with no month: next month (November 2026 → December), and the places
    // been to are not where to go (trav-124 planned the UK).
    const surprise = await understand(
      'surprise me! 1 week, cheap, exotic, done paris already. from london',
      baseContext(),
    );
    expect(surprise).toEqual([expect.objectContaining({ type: 'where_to_go', month: 12 })]);
  });

  it('reads a word that opens a place’s name in the destination as that place (trav-095)', async () => {
    const p = await plan('london 5 days, markets are our thing (borough, camden etc)');
    expect(names(p)).toEqual(['London:GB']);
    expect(names(await plan('5 days in camden'))).toEqual(['Camden:US']);
    expect(names(await plan('3 days in london and 2 in camden'))).toEqual([
      'London:GB',
      'Camden:US',
    ]);
  });

  it('reads a town after "near" as locating another, not as a second destination (trav-061)', async () => {
    const p = await plan('visiting lebanon for 5 days in july, the town near dartmouth');
    expect(names(p)).toEqual(['Lebanon:US']);
    expect(names(await plan('5 days in dartmouth'))).toEqual(['Dartmouth:CA']);
  });

  it('reads a name that ends in an ordinary word whole (trav-036: "the isle of man")', async () => {
    const p = await plan('planning 9 days on the isle of man, we just like walking and trains');
    expect(names(p)).toEqual(['Isle of Man:IM']);
    expect(JSON.stringify(await one('the best man speech is done, 3 days in Paris'))).not.toContain(
      'Ivory Coast',
    );
  });

  it('reads an area named with ordinary words after "the" (trav-025, trav-064), not a town so named', async () => {
    expect(names(await plan('a week in the lake district'))).toEqual(['Lake District:GB']);
    expect(names(await plan('10 days on the south island, campervan'))).toEqual([
      'South Island:NZ',
    ]);
    // A town of ordinary words is still read only where a name is plainly meant.
    expect(names(await plan('3 days in Rome, staying near the old town'))).toEqual(['Rome:IT']);
    expect(
      JSON.stringify(await one('we love the lake district vibe of swiss towns, 4 days in Zurich')),
    ).not.toContain('Old Town');
  });

  it('still reads Split and the south where they name a place', async () => {
    expect(names(await plan('4 days in Split'))).toEqual(['Split:HR']);
    expect(names(await plan('a week in the south of france'))).toEqual(['France:FR']);
  });
});

/**
 * A correction of the place in a chat with a trip ("wait my bad, Paris TEXAS"): the same trip
 * there, at the same length, not "How many days would you like to spend in Paris?" with the old
 * trip left standing (trav-052, trav-053).
 */
describe('understand: a corrected place replaces the trip’s, at its length', () => {
  const inParis = {
    trip: {
      id: 9,
      title: '4 days in Paris',
      days: 4,
      stops: [
        {
          id: 1,
          name: 'Louvre Museum',
          kind: 'attraction',
          day: 1,
          position: 1,
          numberInTrip: 1,
          placeId: 1,
          lat: 48.861,
          lng: 2.336,
        },
      ],
    },
  };

  it('reads "my bad, Paris TEXAS" as the Texan Paris for the same 4 days', async () => {
    const p = await plan('wait my bad, paris TEXAS, for a rodeo', inParis);
    expect(names(p)).toEqual(['Paris:US']);
    expect(p.days).toBe(4);
    expect(p.replace).toBe(true);
  });

  it('reads "X, not Y" as the trip moved to X', async () => {
    const p = await plan('spain, not france haha', inParis);
    expect(names(p)).toEqual(['Spain:ES']);
    expect(p.days).toBe(4);
    expect(p.replace).toBe(true);
  });
});
