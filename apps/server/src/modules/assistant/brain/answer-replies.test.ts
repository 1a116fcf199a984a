import { describe, expect, it } from 'vitest';
import { whereReply } from './answer-replies';

describe('whereReply', () => {
  it('says the flight limit it kept to, with the distance it stands for (trav-136)', () => {
    const text = whereReply({
      kind: 'where',
      month: 12,
      feel: 'warm',
      beach: true,
      maxWeekly: null,
      region: null,
      days: 7,
      flight: { hours: 5, from: 'Germany', km: 3600 },
      results: [
        {
          name: 'Sharm el-Sheikh',
          country: 'Egypt',
          day: 23,
          water: 24,
          costForWeek: 354,
          sights: 3,
        },
      ],
    });
    expect(text).toMatch(
      /^Somewhere warm, with beaches, within about 5 hours of flying from Germany \(3,600 km as the crow flies\) in December/,
    );
    expect(text).toContain('1. Sharm el-Sheikh, Egypt: around 23°C by day, sea 24°C');
  });
});
