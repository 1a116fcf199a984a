import { describe, expect, it } from 'vitest';
import { inRome, one } from './understand.fixtures';

/**
 * Messages that refer to the chat's last edit (trav-096: "actually put it back but on the last
 * morning" got "I couldn't read that"; trav-099: "what's now on the day the vatican used to
 * be?" was looked up as a place).
 */
const removedUffizi = {
  removed: [{ placeId: 42, kind: 'attraction' as const, name: 'Uffizi Museum', day: 1 }],
  swapped: null,
};

describe('edit memory: what the last edit did', () => {
  it('puts the removed stop back, on the day named and first when it says morning', async () => {
    expect(
      await one('actually put it back but on the last morning', {
        ...inRome,
        lastEdit: removedUffizi,
      }),
    ).toEqual({ type: 'restore_stops', stops: removedUffizi.removed, day: 3, first: true });
    expect(await one('undo that', { ...inRome, lastEdit: removedUffizi })).toMatchObject({
      type: 'restore_stops',
      day: null,
      first: false,
    });
    // Another name than the removed stop's restores nothing.
    expect(
      (await one('add the colosseum again', { ...inRome, lastEdit: removedUffizi })).type,
    ).not.toBe('restore_stops');
    expect(
      await one('put the uffizi back on day 2', { ...inRome, lastEdit: removedUffizi }),
    ).toMatchObject({ type: 'restore_stops', day: 2 });
    // With nothing removed, "put it back" is not read as a restore.
    expect((await one('actually put it back but on the last morning', inRome)).type).not.toBe(
      'restore_stops',
    );
  });

  it('answers which stops are on the day a swapped stop used to be', async () => {
    // After "vatican on day 1 instead" swapped days 2 and 1, the Vatican Museums are on day 2
    // of the test trip; the day they used to be is the other one.
    const lastEdit = { removed: [], swapped: [2, 1] as [number, number] };
    expect(
      await one("and what's now on the day the vatican used to be?", { ...inRome, lastEdit }),
    ).toEqual({ type: 'trip_lookup', day: 1, asked: [] });
    // A stop on neither swapped day is not guessed at.
    expect(
      await one("what's now on the day the pizzeria used to be?", { ...inRome, lastEdit }),
    ).not.toMatchObject({ type: 'trip_lookup', day: 1 });
  });
});
