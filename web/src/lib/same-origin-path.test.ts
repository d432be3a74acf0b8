import { describe, expect, it } from 'vitest';
import { sameOriginPath } from './same-origin-path';

const ORIGIN = 'https://race.example';

describe('sameOriginPath', () => {
  it.each([
    ['/lofts/1', '/lofts/1'],
    ['/lofts/1?tab=news#top', '/lofts/1?tab=news#top'],
    ['/registrations', '/registrations'],
  ])('keeps a path of the site: %s', (next, want) => {
    expect(sameOriginPath(next, ORIGIN)).toBe(want);
  });

  it.each([
    [null],
    [''],
    ['lofts'],
    ['https://evil.example/'],
    ['//evil.example/'],
    ['/\\evil.example'],
    ['/\\/evil.example'],
    ['/\t/evil.example'],
    ['/\n/evil.example'],
    ['/\r\n/evil.example'],
    ['javascript:alert(1)'],
    [' /evil'],
  ])('goes home instead of leaving the site: %j', (next) => {
    expect(sameOriginPath(next, ORIGIN)).toBe('/');
  });

  it('reads the decoded forms of the review: /%5Chost and /%09/host', () => {
    // URLSearchParams decodes them before the page sees them.
    for (const raw of ['/%5Cevil.example', '/%09/evil.example']) {
      const next = new URLSearchParams(`next=${raw}`).get('next');
      expect(sameOriginPath(next, ORIGIN)).toBe('/');
    }
  });
});
