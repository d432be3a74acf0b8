import { describe, expect, it } from 'vitest';
import { paths, segmentTitles } from '@/config/paths';
import { buildBreadcrumbs, visibleCrumbs } from './breadcrumbs';

const pages = Object.values(paths).map((p) => ({ path: p.path, title: p.title }));
const build = (pathname: string, overrides: Record<string, string> = {}) => buildBreadcrumbs(pathname, { pages, segments: segmentTitles, overrides });

describe('buildBreadcrumbs', () => {
  it('gives only home for /', () => {
    expect(build('/')).toEqual([{ path: '/', title: 'nav.home', disabled: false }]);
  });

  it('builds one crumb per segment from the root with route titles', () => {
    expect(build('/lofts/3')).toEqual([
      { path: '/', title: 'nav.home', disabled: false },
      { path: '/lofts', title: 'nav.lofts', disabled: false },
      { path: '/lofts/3', title: 'lofts.loft', disabled: false },
    ]);
  });

  it('uses overrides before route titles', () => {
    const crumbs = build('/lofts/3/teams/7', { '/lofts/3': 'Golden Loft: 2026', '/lofts/3/teams/7': 'Team Wind' });
    expect(crumbs.map((c) => c.title)).toEqual(['nav.home', 'nav.lofts', 'Golden Loft: 2026', 'teams.teams', 'Team Wind']);
    // names are shown as they are, route titles are i18n keys
    expect(crumbs.map((c) => c.literal ?? false)).toEqual([false, false, true, false, true]);
  });

  it('shows segments that are no page of their own, disabled', () => {
    const crumbs = build('/lofts/3/teams/7');
    expect(crumbs[3]).toEqual({ path: '/lofts/3/teams', title: 'teams.teams', disabled: true });
    expect(crumbs[4]).toEqual({ path: '/lofts/3/teams/7', title: 'teams.team', disabled: false });
  });

  it('disables a segment whose last part is the literal null', () => {
    const crumbs = build('/lofts/3/teams/null/pigeons/9');
    const nullCrumb = crumbs.find((c) => c.path === '/lofts/3/teams/null');
    expect(nullCrumb).toEqual({ path: '/lofts/3/teams/null', title: 'teams.team', disabled: true });
    expect(crumbs[crumbs.length - 1]).toEqual({ path: '/lofts/3/teams/null/pigeons/9', title: 'pigeons.pigeon', disabled: false });
  });

  it('handles the pigeon route without team id', () => {
    const crumbs = build('/lofts/3/teams/pigeons/9');
    expect(crumbs.map((c) => c.title)).toEqual(['nav.home', 'nav.lofts', 'lofts.loft', 'teams.teams', 'pigeons.pigeons', 'pigeons.pigeon']);
  });

  it('falls back to the segment text for unknown paths, disabled', () => {
    const crumbs = build('/nothing/here');
    expect(crumbs[1]).toEqual({ path: '/nothing', title: 'nothing', disabled: true, literal: true });
    expect(crumbs[2]).toEqual({ path: '/nothing/here', title: 'here', disabled: true, literal: true });
  });

  it('ignores a trailing slash', () => {
    expect(build('/lofts/').map((c) => c.path)).toEqual(['/', '/lofts']);
  });

  it('titles the admin and misc routes', () => {
    expect(build('/admin/seasons/create').map((c) => [c.title, c.disabled])).toEqual([
      ['nav.home', false],
      ['admin.title', true],
      ['admin.seasons', false],
      ['admin.createSeason', false],
    ]);
    expect(build('/misc/healthcheck').map((c) => c.title)).toEqual(['nav.home', 'misc.title', 'misc.healthcheck']);
  });
});

describe('visibleCrumbs', () => {
  const crumbs = build('/lofts/3/teams/7');
  it('keeps all crumbs on larger screens', () => {
    expect(visibleCrumbs(crumbs, false)).toHaveLength(5);
  });
  it('keeps only the last two on extra-small screens', () => {
    expect(visibleCrumbs(crumbs, true).map((c) => c.path)).toEqual(['/lofts/3/teams', '/lofts/3/teams/7']);
  });
  it('keeps a single crumb as it is', () => {
    expect(visibleCrumbs(build('/'), true)).toHaveLength(1);
  });
});
