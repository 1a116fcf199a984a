import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../../../app-context';
import { places } from '../../../db/schema';
import { createTestApp } from '../../../test-support/test-app';
import { catalogueBox, placeFacts } from './toolbox';

describe('placeFacts (the assistant tools, the language model and the built-in brain)', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  // placeFacts reads the database only.
  const box = () => catalogueBox({ db: t.database.db } as AppContext);
  const idOf = async (name: string) =>
    (await t.database.db.select().from(places).where(eq(places.name, name)))[0]!.id;

  beforeAll(async () => {
    t = await createTestApp({ catalogue: true });
    await t.database.db
      .update(places)
      .set({ phone: '+33 892 70 12 39', website: 'https://www.toureiffel.paris/' })
      .where(eq(places.name, 'Eiffel Tower'));
    await t.database.db
      .update(places)
      .set({ website: 'https://example.org/caffe-cordina' })
      .where(eq(places.name, 'Caffe Cordina'));
  }, 120_000);
  afterAll(() => t?.close());

  it("keeps an attraction's phone and website back, as get_contacts does for the plan's limit", async () => {
    const facts = await placeFacts(box(), await idOf('Eiffel Tower'));
    expect(facts).toMatchObject({ name: 'Eiffel Tower', phone: null, website: null });
  });

  it("gives a food place's website, which its card shows to everyone", async () => {
    const facts = await placeFacts(box(), await idOf('Caffe Cordina'));
    expect(facts?.website).toBe('https://example.org/caffe-cordina');
  });
});
