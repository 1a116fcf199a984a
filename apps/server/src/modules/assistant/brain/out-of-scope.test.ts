import { describe, expect, it } from 'vitest';
import { IntentSchema } from './intents';
import { baseContext, romeTrip } from './test-catalogue';
import { understand } from './understand';
import { composeReply } from './compose-reply';

async function read(text: string, trip = false) {
  const intents = await understand(text, baseContext(trip ? { trip: romeTrip } : {}));
  return intents.map((i) => IntentSchema.parse(i));
}
const types = (intents: Awaited<ReturnType<typeof read>>) =>
  intents.map((i) => (i.type === 'out_of_scope' ? `${i.type}:${i.topic}` : i.type));

describe('questions out of our data, asked beside a plan', () => {
  it('plans the trip and answers the visa question in a line of its own (trav-150)', async () => {
    const intents = await read('uk passport, do i need a visa for japan, 2 weeks');
    expect(types(intents)).toEqual(['plan_trip', 'out_of_scope:visa']);
    expect(intents[0]).toMatchObject({ days: 14, destinations: [{ name: 'Japan' }] });
    expect(intents[1]).toMatchObject({ aside: true });
  });

  it('answers pram and guide questions asked with a plan or about the trip (trav-174, 128)', async () => {
    expect(types(await read('Rome with a toddler for 2 nights, is it pram friendly??'))).toEqual([
      'plan_trip',
      'out_of_scope:accessibility',
    ]);
    expect(
      types(await read('do i need a guide in the national park or can i wander alone?', true)),
    ).toEqual(['out_of_scope:guides']);
    // trav-133: polar bears around Longyearbyen; the question got no line.
    expect(types(await read('rome 4 days in march, can i walk around alone?'))).toEqual([
      'plan_trip',
      'out_of_scope:guides',
    ]);
    expect(types(await read('is it possible as an American?', true))).toEqual([
      'out_of_scope:visa',
    ]);
    expect(types(await read('how do we even get there?', true))).toEqual([
      'out_of_scope:getting_there',
    ]);
  });

  it('names the safety-at-night question beside a city plan (trav-014)', async () => {
    expect(
      types(
        await read(
          'solo female 28, first time in rome, 5 days. want food markets and honestly which areas are safe to walk at night',
        ),
      ),
    ).toEqual(['plan_trip', 'out_of_scope:local_safety']);
  });

  it('keeps wishes that are no questions as wishes, with no line of regret', async () => {
    for (const text of [
      'Plan 3 days in Rome, flying in from Oslo',
      '4 days in Lisbon, my mum uses a wheelchair',
      '3 days in Rome, we want a guided tour of the Colosseum',
      '5 days in Paris, I will book the hotel myself',
      // A wish, not a question about flights (trav-007 got "I can't help with flights").
      '2 weeks japan. going north to south by bus/train, NO flights pls. love hiking',
    ]) {
      expect(types(await read(text)), text).toEqual(['plan_trip']);
    }
  });

  it('says each topic once and where to check it', async () => {
    const intents = await read('2 weeks in Japan. Do we need a visa? And is a visa on arrival ok?');
    expect(types(intents)).toEqual(['plan_trip', 'out_of_scope:visa']);
    const line = composeReply({ kind: 'out_of_scope', topic: 'visa', aside: true }, '');
    expect(line).toMatch(/^As for visa and entry rules: that isn't in our data/);
    expect(line).toMatch(/embassy/);
    expect(line).not.toMatch(/I can plan a trip/);
    const whole = composeReply({ kind: 'out_of_scope', topic: 'guides' }, '');
    expect(whole).toMatch(/^I can't help with whether a guide or permit is required/);
  });
});

describe('a question out of our data that names the place of the plan', () => {
  it('plans the place it names and answers the question after it (trav-132, 134)', async () => {
    const intents = await read('want to go to japan, is that possible as an american? 4 days');
    expect(types(intents)).toEqual(['plan_trip', 'out_of_scope:visa']);
    expect(intents[0]).toMatchObject({ days: 4, destinations: [{ name: 'Japan' }] });
    expect(intents[1]).toMatchObject({ aside: true });
  });

  it('makes a whole-clause question an aside when a plan comes with it (trav-014)', async () => {
    const intents = await read(
      '5 days in rome. want food markets and honestly which areas are safe to walk at night',
    );
    expect(types(intents)).toEqual(['plan_trip', 'out_of_scope:local_safety']);
    expect(intents[1]).toMatchObject({ aside: true });
  });

  it('answers a lone question out of our data without planning', async () => {
    expect(types(await read('do i need a visa for japan?'))).toEqual(['out_of_scope:visa']);
  });
});

describe('a question out of our data with no plan beside it', () => {
  it('is not turned into a plan by a clause that asks for none (unseen4-1062)', async () => {
    expect(types(await read('best sim card for japan? need data'))).toEqual([
      'out_of_scope:practical',
    ]);
  });
});

describe('a question the trip answers', () => {
  it('gets no line of regret beside the answer from the trip (trav-176)', async () => {
    expect(types(await read('how do we get to the colosseum by train, is it long?', true))).toEqual(
      ['trip_leg'],
    );
  });
});
