import { describe, expect, it } from 'vitest';
import { localTime, utcOffset, zonePlace } from './local-time';

// 12:30 UTC on a winter day and on a summer day.
const winter = new Date('2025-01-15T12:30:00Z');
const summer = new Date('2025-07-15T12:30:00Z');

describe('local time of a time zone', () => {
  it('reads the clock of the zone with its daylight saving time', () => {
    expect(localTime('Europe/Paris', winter)).toBe('13:30');
    expect(localTime('Europe/Paris', summer)).toBe('14:30');
    expect(localTime('Asia/Kolkata', winter)).toBe('18:00');
    expect(localTime('America/New_York', winter)).toBe('07:30');
  });

  it('names the offset from UTC', () => {
    expect(utcOffset('Europe/Paris', winter)).toBe('UTC+1');
    expect(utcOffset('Europe/Paris', summer)).toBe('UTC+2');
    expect(utcOffset('Asia/Kolkata', winter)).toBe('UTC+5:30');
    expect(utcOffset('America/St_Johns', winter)).toBe('UTC−3:30');
    expect(utcOffset('Europe/London', winter)).toBe('UTC');
  });

  it('says nothing for a zone it does not know', () => {
    expect(localTime('Mars/Olympus_Mons', winter)).toBeNull();
    expect(utcOffset('Mars/Olympus_Mons', winter)).toBeNull();
  });

  it('names the place a zone is called after', () => {
    expect(zonePlace('America/Argentina/Buenos_Aires')).toBe('Buenos Aires');
    expect(zonePlace('Europe/Paris')).toBe('Paris');
    expect(zonePlace('UTC')).toBe('UTC');
  });
});
