import { describe, expect, it } from 'vitest';
import { baseContext, romeTrip } from './test-catalogue';
import { understand } from './understand';
import { tripCheckReply } from './trip-check';

/**
 * "Wait, is that the Alhambra in Spain or is there a Granada in Nicaragua too?? we're going to
 * Spain" (trav-178) was offered a new trip; a question naming the trip's own place, its
 * country or a namesake checks the trip instead.
 */
describe('a question that checks which place the trip is in', () => {
  const read = async (text: string) => (await understand(text, baseContext({ trip: romeTrip })))[0];

  it('confirms the trip and names the namesake as another place', async () => {
    const check = await read(
      'wait, is that the colosseum in italy or is there a rome in the united states too?? we are going to italy',
    );
    expect(check).toMatchObject({
      type: 'trip_check',
      places: [{ name: 'Rome', countryName: 'Italy' }],
    });
    const reply = tripCheckReply(check as never);
    expect(reply).toMatch(/^Yes, your trip is in Rome, Italy/);
    expect(reply).toMatch(/Rome, United States is another place of that name/);
  });

  it('names a namesake the question asks about', () => {
    expect(
      tripCheckReply({
        places: [{ name: 'Granada', countryName: 'Spain' }],
        namesakes: [{ name: 'Granada', countryName: 'Nicaragua' }],
        sights: [{ name: 'Alhambra', day: 2 }],
      }),
    ).toBe(
      'Yes, your trip is in Granada, Spain: Alhambra is on day 2. Granada, Nicaragua is another place of that name; nothing in your trip is there.',
    );
  });

  it('leaves requests and other places alone', async () => {
    expect((await read('is paris worth it?'))?.type).not.toBe('trip_check');
    expect((await read('3 days in rome instead?'))?.type).not.toBe('trip_check');
    expect((await read('rome is great'))?.type).not.toBe('trip_check');
  });
});
