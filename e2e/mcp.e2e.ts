import { AUTH_COOKIE, MCP_PATH, mcpTools } from '@ai-map/contracts';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2E, type E2E } from './support/harness';
import { newAccount, visible } from './support/ui';

let e2e: E2E;
let client: Client | undefined;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await client?.close();
  await e2e?.close();
});

/** A signed-up traveller's token, by the API (no browser involved). */
async function signUp(): Promise<string> {
  const account = newAccount();
  const response = await fetch(`${e2e.baseUrl}/api/v1/ai_map/users/registration/`, {
    method: 'POST',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: JSON.stringify({
      full_name: account.fullName,
      email: account.email,
      password1: account.password,
      password2: account.password,
      userAgreement: true,
    }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { key: string }).key;
}

interface TripView {
  trip_id: number;
  web_url: string;
  itinerary: { day: number; stops: { stop_id: number; name: string; place_id: number }[] }[];
}

async function json<T>(name: string, args: Record<string, unknown>): Promise<T> {
  const result = (await client!.callTool({ name, arguments: args })) as {
    content: { text: string }[];
    isError?: boolean;
  };
  expect(result.isError, result.content[0]?.text).toBeFalsy();
  return JSON.parse(result.content[0]!.text) as T;
}

describe('an MCP client and an open browser', () => {
  it('plans a trip through MCP, and an edit through MCP shows in the open trip without a reload', async () => {
    const key = await signUp();
    client = new Client({ name: 'e2e', version: '1' });
    await client.connect(
      new StreamableHTTPClientTransport(new URL(`${e2e.baseUrl}${MCP_PATH}`), {
        requestInit: { headers: { authorization: `Bearer ${key}` } },
      }),
    );
    const { trip } = await json<{ trip: TripView }>(mcpTools.planTrip, {
      destinations: ['Valletta'],
      days: 1,
      pace: 'relaxed',
    });
    const planned = trip.itinerary.flatMap((day) => day.stops);
    expect(planned.length).toBeGreaterThan(0);

    const { context, page } = await e2e.newPage();
    try {
      await context.addCookies([{ name: AUTH_COOKIE, value: key, url: e2e.baseUrl }]);
      await page.goto(new URL(trip.web_url).pathname);
      const count = (n: number) => `Trip (${n} ${n === 1 ? 'Place' : 'Places'})`;
      const tab = await visible(page.getByRole('tab', { name: count(planned.length) }), 90_000);
      await tab.click();
      const panel = await visible(page.getByTestId('trip-panel'), 60_000);
      await visible(panel.getByText(planned[0]!.name).first());

      // A place the trip does not have yet, from the same search a model would make.
      const found = await json<{
        places: { place_id: number; place_type: string; name: string }[];
      }>(mcpTools.searchPlaces, { near: 'Valletta', kind: 'attraction', limit: 30 });
      const fresh = found.places.find(
        (place) =>
          !planned.some((stop) => stop.place_id === place.place_id || stop.name === place.name),
      )!;
      expect(fresh, 'a Valletta sight outside the trip').toBeDefined();
      const added = await json<{ added_stop_id: number }>(mcpTools.addStop, {
        trip_id: trip.trip_id,
        place_id: fresh.place_id,
        place_type: fresh.place_type,
        day: 1,
      });

      // The realtime bus tells the open page; no reload.
      await visible(page.getByRole('tab', { name: count(planned.length + 1) }), 30_000);
      await visible(panel.locator(`li[data-stop="${added.added_stop_id}"]`), 30_000);
      await visible(panel.getByText(fresh.name).first());
    } finally {
      await context.close();
    }
  });
});
