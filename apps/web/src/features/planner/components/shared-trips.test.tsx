import type { SharedTrip } from '@ai-map/contracts';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SharedTripList } from './shared-trips';

const trip = (overrides: Partial<SharedTrip> = {}): SharedTrip => ({
  id: 7,
  title: 'Porto weekend',
  chat_slug: 'porto-weekend',
  duration_days: 2,
  start_date: null,
  places_count: 4,
  role: 'editor',
  owner: { id: 3, name: 'Maria Silva' },
  updated_at: '2026-11-01T10:00:00.000Z',
  ...overrides,
});

const render = (trips: SharedTrip[], options: { more?: number; collapsed?: boolean } = {}) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <SharedTripList
        trips={trips}
        more={options.more ?? 0}
        collapsed={options.collapsed ?? false}
      />
    </MemoryRouter>,
  );

describe('"Shared with me"', () => {
  it('links each trip to its chat with who shared it and the role the user has', () => {
    const html = render([
      trip(),
      trip({ id: 8, title: 'Kyoto', chat_slug: 'kyoto', role: 'viewer', owner: null }),
    ]);
    expect(html).toContain('href="/chat/porto-weekend"');
    expect(html).toContain('Porto weekend');
    expect(html).toContain('Shared by Maria Silva · Editor');
    expect(html).toContain('href="/chat/kyoto"');
    // A trip planned without an account has no owner to name.
    expect(html).toContain('Shared with you · Viewer');
  });

  it('says what will appear while nothing is shared, and how many more there are', () => {
    expect(render([])).toContain('Trips that friends invite you to will appear here.');
    expect(render([trip()], { more: 2 })).toContain('and 2 more shared trips');
    expect(render([trip()])).not.toContain('more shared');
  });

  it('names the trip and its sharer on the icon rail, where only the icon shows', () => {
    const html = render([trip()], { collapsed: true });
    expect(html).toContain('aria-label="Porto weekend: Shared by Maria Silva · Editor"');
    expect(html).not.toContain('>Porto weekend<');
  });

  it('lists a trip without a chat without a link to nowhere', () => {
    const html = render([trip({ chat_slug: null })]);
    expect(html).toContain('Porto weekend');
    expect(html).not.toContain('href=');
  });
});
