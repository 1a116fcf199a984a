import { expect } from 'vitest';
import { IntentSchema, type Intent, type IntentOf, type UnderstandContext } from './intents';
import { baseContext, romeTrip } from './test-catalogue';
import { understand } from './understand';

/** The shared helpers of the understand-*.test.ts files. */

export async function one(text: string, extra: Partial<UnderstandContext> = {}): Promise<Intent> {
  const intents = await understand(text, baseContext(extra));
  for (const intent of intents) IntentSchema.parse(intent);
  return intents[0]!;
}

export async function plan(text: string, extra: Partial<UnderstandContext> = {}) {
  const intent = await one(text, extra);
  expect(intent.type, JSON.stringify(intent)).toBe('plan_trip');
  return intent as IntentOf<'plan_trip'>;
}

export const inRome = { trip: romeTrip, userLocation: { lat: 41.9, lng: 12.5 } };
export const names = (p: IntentOf<'plan_trip'>) =>
  p.destinations.map((d) => `${d.name}:${d.countryCode}`);
export const slugs = (p: { interests: { category: string }[] }) =>
  p.interests.map((i) => i.category);
