import i18next, { type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import ar from '@/locales/ar.json';
import en from '@/locales/en.json';
import { formatLoftTime, fromLoftInput, loftDay, toLoftInput, zoneAbbr } from './loft-time';

let t: TFunction;
let tAr: TFunction;

beforeAll(async () => {
  const i = i18next.createInstance();
  await i.init({ lng: 'en', resources: { en: { translation: en }, ar: { translation: ar } }, interpolation: { escapeValue: false } });
  t = i.getFixedT('en');
  tAr = i.getFixedT('ar');
});

// 06:30 UTC on 1 July is 07:30 in Lisbon (summer time, WEST); 07:30 UTC on 15 January is 07:30 there (WET).
const SUMMER = '2026-07-01T06:30:00Z';
const WINTER = '2026-01-15T07:30:00Z';

describe('formatLoftTime', () => {
  it('writes the loft clock with the zone of the day, summer and winter', () => {
    const at = (iso: string) => formatLoftTime(iso, t, { intlLocale: 'en-GB', timeZone: 'Europe/Lisbon', viewerZone: 'Europe/Lisbon' });
    expect(at(SUMMER)).toBe('1 Jul 2026, 07:30 WEST, loft time');
    expect(at(WINTER)).toBe('15 Jan 2026, 07:30 WET, loft time');
  });

  it('adds the viewer’s own time when their clock reads otherwise', () => {
    expect(formatLoftTime(SUMMER, t, { intlLocale: 'en-GB', timeZone: 'Europe/Lisbon', viewerZone: 'Europe/Berlin' })).toBe(
      '1 Jul 2026, 07:30 WEST, loft time (08:30 CEST your time)',
    );
    // another day on the viewer's calendar: with the date
    expect(formatLoftTime(SUMMER, t, { intlLocale: 'en-GB', timeZone: 'Europe/Lisbon', viewerZone: 'America/Los_Angeles' })).toBe(
      '1 Jul 2026, 07:30 WEST, loft time (30 Jun 2026, 23:30 PDT your time)',
    );
    // another zone with the same clock at that moment says nothing more
    expect(formatLoftTime(WINTER, t, { intlLocale: 'en-GB', timeZone: 'Europe/Lisbon', viewerZone: 'Europe/London' })).toBe('15 Jan 2026, 07:30 WET, loft time');
  });

  it('writes arrival seconds and dates on the loft clock', () => {
    const ms = Date.parse('2026-07-01T22:15:07Z');
    expect(formatLoftTime(ms, t, { intlLocale: 'en-GB', timeZone: 'Asia/Dubai', style: 'seconds', viewerZone: 'Asia/Dubai' })).toBe('02:15:07 GST, loft time');
    expect(formatLoftTime(ms, t, { intlLocale: 'en-GB', timeZone: 'Asia/Dubai', style: 'date', viewerZone: 'UTC' })).toBe('2 Jul 2026 GST, loft time');
  });

  it('speaks Arabic', () => {
    const text = formatLoftTime(SUMMER, tAr, { intlLocale: 'ar', timeZone: 'Europe/Lisbon', viewerZone: 'Asia/Dubai' });
    expect(text).toContain('بتوقيت البرج');
    expect(text).toContain('بتوقيتك');
    expect(text).toContain(new Intl.DateTimeFormat('ar', { timeStyle: 'short', timeZone: 'Europe/Lisbon' }).format(new Date(SUMMER)));
    expect(text).toContain(new Intl.DateTimeFormat('ar', { timeStyle: 'short', timeZone: 'Asia/Dubai' }).format(new Date(SUMMER)));
  });

  it('falls back to UTC for a zone this browser does not know, and leaves bad input as it is', () => {
    expect(formatLoftTime(SUMMER, t, { intlLocale: 'en-GB', timeZone: 'Mars/Olympus', viewerZone: 'UTC' })).toBe('1 Jul 2026, 06:30 UTC, loft time');
    expect(formatLoftTime('not a time', t, { intlLocale: 'en-GB', timeZone: 'UTC' })).toBe('not a time');
  });
});

describe('zoneAbbr', () => {
  it('names zones in English and falls back to an offset', () => {
    const d = new Date(SUMMER);
    expect(zoneAbbr(d, 'Europe/Berlin', 'en')).toBe('CEST');
    expect(zoneAbbr(d, 'America/Phoenix', 'en')).toBe('MST');
    expect(zoneAbbr(d, 'Asia/Kathmandu', 'en')).toBe('GMT+5:45');
  });
});

describe('loft inputs', () => {
  it('shows and reads a typed time on the loft clock, across the summer change', () => {
    expect(toLoftInput(SUMMER, 'Europe/Lisbon')).toBe('2026-07-01T07:30');
    expect(fromLoftInput('2026-07-01T07:30', 'Europe/Lisbon')).toBe('2026-07-01T06:30:00.000Z');
    expect(fromLoftInput('2026-01-15T07:30', 'Europe/Lisbon')).toBe(WINTER.replace('Z', '.000Z'));
    expect(fromLoftInput('2026-03-29T00:30', 'Europe/Berlin')).toBe('2026-03-28T23:30:00.000Z');
    expect(fromLoftInput('2026-03-29T03:30', 'Europe/Berlin')).toBe('2026-03-29T01:30:00.000Z');
    expect(fromLoftInput('2026-07-01T07:30', 'America/Phoenix')).toBe('2026-07-01T14:30:00.000Z');
  });

  it('refuses what is not a time', () => {
    expect(fromLoftInput('', 'UTC')).toBe('');
    expect(fromLoftInput('tomorrow', 'UTC')).toBe('');
    expect(toLoftInput('garbage', 'UTC')).toBe('');
  });
});

describe('loftDay', () => {
  it.each([
    ['Auckland is a day ahead', 'Pacific/Auckland', '2026-03-31T11:30:00Z', 0, '2026-04-01'],
    ['Auckland before its midnight', 'Pacific/Auckland', '2026-03-31T10:30:00Z', 0, '2026-03-31'],
    ['Los Angeles is a day behind', 'America/Los_Angeles', '2026-04-01T06:59:00Z', 0, '2026-03-31'],
    ['tomorrow across a month end', 'America/Los_Angeles', '2026-04-01T06:59:00Z', 1, '2026-04-01'],
    ['tomorrow across a year end', 'Europe/Lisbon', '2026-12-31T12:00:00Z', 1, '2027-01-01'],
    ['an unknown zone reads UTC', 'Mars/Olympus', '2026-03-31T23:30:00Z', 0, '2026-03-31'],
  ])('%s', (_name, zone, at, days, want) => {
    expect(loftDay(zone, new Date(at), days)).toBe(want);
  });
});
