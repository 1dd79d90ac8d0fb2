import { describe, expect, test } from 'vitest';
import {
  closedWeek,
  formatDay,
  isTimeZone,
  openStatus,
  parseDay,
  validRanges,
  type WeeklyHours,
} from './opening-hours';

const week = (days: Partial<WeeklyHours>): WeeklyHours => ({ ...closedWeek(), ...days });
// 2026-06-10 is a Wednesday; Rome is UTC+2 in June (summer time), UTC+1 in January.
const ROME = 'Europe/Rome';

describe('openStatus', () => {
  const lunchAndDinner = week({ wed: '12:00-15:00,19:00-23:00', thu: '12:00-15:00' });

  test('open inside a range, with its closing time', () => {
    expect(openStatus(lunchAndDinner, ROME, new Date('2026-06-10T18:30:00Z'))).toEqual({
      open: true,
      at: '23:00',
      inDays: 0,
      day: 'wed',
    });
  });

  test('closed between two ranges opens later today', () => {
    expect(openStatus(lunchAndDinner, ROME, new Date('2026-06-10T14:00:00Z'))).toMatchObject({
      open: false,
      at: '19:00',
      inDays: 0,
    });
  });

  test('closed after the last range opens tomorrow', () => {
    expect(openStatus(lunchAndDinner, ROME, new Date('2026-06-10T21:30:00Z'))).toMatchObject({
      open: false,
      at: '12:00',
      inDays: 1,
      day: 'thu',
    });
  });

  test('closed days are skipped up to the next open weekday', () => {
    expect(openStatus(lunchAndDinner, ROME, new Date('2026-06-11T14:00:00Z'))).toMatchObject({
      open: false,
      at: '12:00',
      inDays: 6,
      day: 'wed',
    });
  });

  test('a range past midnight is open after midnight and closes the next day', () => {
    const late = week({ fri: '19:00-02:00' });
    // Saturday 01:00 in Rome.
    expect(openStatus(late, ROME, new Date('2026-06-12T23:00:00Z'))).toMatchObject({
      open: true,
      at: '02:00',
      inDays: 0,
      day: 'sat',
    });
    // Friday 23:00: closes at 02:00 tomorrow.
    expect(openStatus(late, ROME, new Date('2026-06-12T21:00:00Z'))).toMatchObject({
      open: true,
      at: '02:00',
      inDays: 1,
    });
  });

  test('Sunday night past midnight reaches Monday morning', () => {
    const sunday = week({ sun: '20:00-01:00' });
    // Monday 2026-06-15 00:30 in Rome.
    expect(openStatus(sunday, ROME, new Date('2026-06-14T22:30:00Z'))).toMatchObject({
      open: true,
      at: '01:00',
    });
  });

  test('touching ranges close at the end of the last one', () => {
    expect(
      openStatus(week({ wed: '12:00-15:00,15:00-18:00' }), ROME, new Date('2026-06-10T11:00:00Z')),
    ).toMatchObject({ open: true, at: '18:00' });
  });

  test('the wall clock follows daylight saving time in the restaurant zone', () => {
    const noon = week({ mon: '12:00-13:00', tue: '12:00-13:00', wed: '12:00-13:00', thu: '12:00-13:00' });
    // 11:30 UTC is 13:30 in Rome in summer (closed) and 12:30 in winter (open).
    expect(openStatus(noon, ROME, new Date('2026-06-10T11:30:00Z'))?.open).toBe(false);
    expect(openStatus(noon, ROME, new Date('2026-01-14T11:30:00Z'))?.open).toBe(true);
    // The same instant in New York is early morning: closed, opens at 12:00 today.
    expect(openStatus(noon, 'America/New_York', new Date('2026-06-10T11:30:00Z'))).toMatchObject({
      open: false,
      at: '12:00',
      inDays: 0,
    });
  });

  test('no hours at all, or open round the clock: nothing to say', () => {
    expect(openStatus(closedWeek(), ROME, new Date())).toBeNull();
    const always = week(
      Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((d) => [d, '00:00-00:00'])),
    );
    expect(openStatus(always, ROME, new Date())).toBeNull();
  });
});

describe('stored days', () => {
  test('parse and format round trip, malformed ranges dropped', () => {
    expect(parseDay('12:00-15:00,19:00-23:30')).toEqual([
      { open: '12:00', close: '15:00' },
      { open: '19:00', close: '23:30' },
    ]);
    expect(parseDay('')).toEqual([]);
    expect(parseDay('25:00-26:00')).toEqual([]);
    expect(formatDay(parseDay('12:00-15:00,19:00-23:30'))).toBe('12:00-15:00,19:00-23:30');
  });

  test('validRanges: at most three ranges of two different valid times', () => {
    expect(validRanges([{ open: '19:00', close: '02:00' }])).toBe(true);
    expect(validRanges([{ open: '12:00', close: '12:00' }])).toBe(false);
    expect(validRanges([{ open: '1200', close: '13:00' }])).toBe(false);
    expect(validRanges(Array(4).fill({ open: '10:00', close: '11:00' }))).toBe(false);
  });

  test('isTimeZone knows IANA names', () => {
    expect(isTimeZone('Europe/Rome')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });
});
