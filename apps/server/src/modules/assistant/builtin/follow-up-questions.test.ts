import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cities } from '../../../db/schema';
import { createTestApp } from '../../../test-support/test-app';
import { understand } from '../brain/understand';
import { baseContext } from '../brain/test-catalogue';
import { sayToBuiltinBrain } from './builtin-chat.fixtures';

/**
 * Questions as travellers ask them, one after another about the same place (trav-145, 154,
 * 158, 165): a short follow-up asks the last question again for a new month or place, a price
 * of one thing is not answered with a week's budget, and a season's dates are said to be
 * unknown instead of "How many days would you like?".
 */
describe('follow-up questions and prices of single things', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp({ catalogue: true });
  });
  afterAll(async () => {
    await t.close();
  });

  it('reads a month question, a season question and an item price', async () => {
    const read = async (text: string) => (await understand(text, baseContext()))[0];
    expect(await read('is early april ok for a wedding outside in paris?')).toMatchObject({
      type: 'city_climate',
      month: 4,
      rain: true,
    });
    expect(await read('when is cherry blossom in paris')).toMatchObject({
      type: 'best_time',
      activity: 'cherry blossom',
    });
    expect(await read("when's the rainy season in paris")).toMatchObject({
      type: 'city_climate',
      rain: true,
    });
    expect(await read('rough price of a beer in paris in pounds?')).toMatchObject({
      type: 'costs',
      item: 'beer',
      currency: 'GBP',
    });
    expect(await read('how much does a week in paris cost?')).not.toHaveProperty('item');
  });

  it('answers a month asked after a weather question for the same place', async () => {
    const { answer } = await sayToBuiltinBrain(
      t,
      "when's the rainy season in marseille",
      'so is early april ok for a wedding outside?',
    );
    expect(answer).toContain('April');
    expect(answer).toMatch(/no rainfall figures for Marseille/);
    expect(answer).not.toMatch(/Where would you like to go/);
  });

  it('asks the same question again for another place or month', async () => {
    const place = await sayToBuiltinBrain(t, 'how expensive is paris?', 'and marseille?');
    expect(place.answer).toMatch(/Marseille/);
    expect(place.answer).toMatch(/\$[\d,]+/);
    expect(place.answer).not.toMatch(/How many days/);
    const month = await sayToBuiltinBrain(t, 'weather in paris in may?', 'and in october?');
    expect(month.answer).toMatch(/Paris/);
    expect(month.answer).toMatch(/October/);
    const days = await sayToBuiltinBrain(
      t,
      'how many days do i need for paris',
      'and if i add marseille?',
    );
    expect(days.answer).toMatch(/Paris/);
    expect(days.answer).toMatch(/Marseille/);
    expect(days.answer).not.toMatch(/no trip to change/);
    expect(days.trip).toBeNull();
  });

  it('says it has no price of a beer, and gives a day in the asked currency at a dated rate', async () => {
    const { answer } = await sayToBuiltinBrain(t, 'rough price of a beer in paris in pounds?');
    expect(answer).toMatch(/don't have the price of a beer in Paris/);
    expect(answer).toMatch(/\$272/); // 1,901 a week / 7
    expect(answer).toMatch(/£[\d,]+ at the ECB reference rate of \d{4}-\d{2}-\d{2}/);
    expect(answer).not.toMatch(/for a week in Paris/);
  });

  it('offers the closest beaches with a cooler sea, each sea named, rather than nothing (trav-037)', async () => {
    // Valletta as a candidate: priced and with sights, as a real catalogue city is.
    await t.database.db
      .update(cities)
      .set({ costForWeek: 900, attractionsCount: 12 })
      .where(eq(cities.slug, 'valletta'));
    const { answer } = await sayToBuiltinBrain(
      t,
      'me and my mate chad want somewhere warm with beaches in europe in june',
    );
    expect(answer).toMatch(/the closest fits/);
    expect(answer).toMatch(/Valletta, Malta: around 30°C by day, sea 18°C/);
    expect(answer).not.toMatch(/Chad/);
  });

  it('answers "something less touristy than that" with other, less visited places (trav-124)', async () => {
    await t.database.db.update(cities).set({ costForWeek: 900, attractionsCount: 12 });
    const first = await sayToBuiltinBrain(t, 'somewhere warm in europe in july');
    const offered = [...first.answer.matchAll(/^\d\. ([^,]+),/gm)].map((m) => m[1]!);
    expect(offered.length).toBeGreaterThan(0);
    const { answer } = await sayToBuiltinBrain(
      t,
      'somewhere warm in europe in july',
      'hmm something less touristy than that',
    );
    expect(answer).toMatch(
      /^Less visited places warm, in Europe in July, judged by how few sights/,
    );
    for (const name of offered) expect(answer).not.toMatch(new RegExp(`^\\d\\. ${name},`, 'm'));
    expect(answer).toMatch(/^1\. /m);
  });

  it('says it has no dates for a season, and gives the months it knows', async () => {
    const { answer } = await sayToBuiltinBrain(t, 'when is cherry blossom in paris');
    expect(answer).toMatch(/don't know when cherry blossom is in Paris/);
    expect(answer).not.toMatch(/How many days/);
  });
});
