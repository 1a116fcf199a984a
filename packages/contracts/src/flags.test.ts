import { describe, expect, it } from 'vitest';
import { defaultFeatureFlags, guideEnabled, parseFeatureFlags } from './flags';

describe('feature flags', () => {
  it('has the defaults both spec documents list', () => {
    const flags = defaultFeatureFlags();
    expect(flags.favoritesTab).toBe('OFF');
    expect(flags.navigationsTab).toBe('OFF');
    expect(flags.eventsTab).toBe('DISABLED');
    expect(flags.costsInsideBrand).toBe('DISABLED');
    expect(Object.values(flags).filter((v) => v === 'OFF')).toHaveLength(7);
    expect(Object.values(flags).filter((v) => v === 'DISABLED')).toHaveLength(11);
  });

  it('reads stored values over the defaults and drops what it does not know', () => {
    const flags = parseFeatureFlags(
      JSON.stringify({ eventsTab: 'ON', bogus: 'ON', balance: 'maybe' }),
    );
    expect(flags.eventsTab).toBe('ON');
    expect(flags.balance).toBe('OFF');
    expect('bogus' in flags).toBe(false);
  });

  it('survives a corrupt cookie', () => {
    expect(parseFeatureFlags('{not json')).toEqual(defaultFeatureFlags());
    expect(parseFeatureFlags('"ON"')).toEqual(defaultFeatureFlags());
  });

  it('turns the guide on for non-mobile devices when the smartAI cookie is absent', () => {
    expect(guideEnabled(undefined, false)).toBe(true);
    expect(guideEnabled(undefined, true)).toBe(false);
    expect(guideEnabled('false', false)).toBe(false);
    expect(guideEnabled('true', true)).toBe(true);
  });
});
