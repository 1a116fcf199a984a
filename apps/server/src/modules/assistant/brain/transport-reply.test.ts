import { describe, expect, it } from 'vitest';
import { transportSentence } from './transport-reply';

describe('transportSentence', () => {
  it('says why a leg kept its transport where no passenger train runs', () => {
    const none = transportSentence({
      kind: 'transport',
      mode: 'railroads',
      legs: 0,
      noRail: 2,
      day: null,
    });
    expect(none).toBe(
      'No leg suits going by train: no passenger trains run there. I left 2 legs as they were: no passenger trains run in that country.',
    );
    const some = transportSentence({
      kind: 'transport',
      mode: 'railroads',
      legs: 1,
      noRail: 1,
      day: null,
    });
    expect(some).toBe(
      '1 leg now goes by train. I left 1 leg as it was: no passenger trains run in that country.',
    );
  });

  it('says a leg kept its transport where no railway station is near an end (trav-023)', () => {
    expect(
      transportSentence({ kind: 'transport', mode: 'railroads', legs: 3, noStation: 2, day: null }),
    ).toBe(
      '3 legs now go by train. I left 2 legs as they were: I know of no railway station near one end of each.',
    );
    expect(
      transportSentence({ kind: 'transport', mode: 'railroads', legs: 0, noStation: 1, day: 2 }),
    ).toBe(
      'No leg on day 2 suits going by train: I know of no railway station near the stops. I left 1 leg as it was: I know of no railway station near one of its ends.',
    );
  });

  it('says a leg kept over water for its straight line, not that the vehicle cannot go (trav-007)', () => {
    expect(
      transportSentence({ kind: 'transport', mode: 'railroads', legs: 2, water: 1, day: null }),
    ).toBe(
      "2 legs now go by train. I left 1 leg as it was: its straight line runs over the sea, so I kept the ferry or flight (my data can't tell whether a train goes round by land).",
    );
  });
});
