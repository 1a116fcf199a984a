import type { LiveArea } from '@ai-map/contracts';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LiveAreaLine, unreachableNotice } from './live-area-status';

const area = (city: string, overrides: Partial<LiveArea> = {}): LiveArea => ({
  enabled: true,
  reachable: true,
  city_name: city,
  status: null,
  places: null,
  finished_at: null,
  ...overrides,
});
const line = (value: LiveArea | null) => renderToStaticMarkup(<LiveAreaLine area={value} />);

describe('the live-area line', () => {
  it('says once that OpenStreetMap is out of reach, never shows a pill then, and drops it for good once the visitor moves on', () => {
    expect(line(area('Paris', { status: 'running' }))).toContain('Fetching places around Paris');
    const paris = area('Paris', { reachable: false, status: 'queued' });
    expect(line(paris)).toContain(unreachableNotice);
    expect(line(paris)).not.toContain('Fetching');
    // Moving on: nothing about the place left, and no second notice anywhere after.
    expect(line(area('Rome', { reachable: false, status: 'failed' }))).toBe('');
    expect(line(paris)).toBe('');
    expect(line(null)).toBe('');
  });
});
