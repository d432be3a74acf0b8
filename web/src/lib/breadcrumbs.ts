import { matchPath } from 'react-router';

/** `title` is an i18n key, or, when `literal` is set, text to show as it is (a loft's name). */
export type Crumb = { path: string; title: string; disabled: boolean; literal?: true };

export type CrumbSource = {
  /** Route patterns that are pages, with their title keys. */
  pages: { path: string; title: string }[];
  /** Patterns that only name a segment (not linked). */
  segments: { path: string; title: string }[];
  /** Titles set by screens for a concrete path, e.g. '/lofts/1' → the loft's name. */
  overrides: Record<string, string>;
};

function find(list: { path: string; title: string }[], path: string) {
  return list.find((entry) => matchPath({ path: entry.path, end: true }, path));
}

/**
 * Builds the breadcrumbs of `pathname` from the root: one crumb per URL segment, titled by the
 * override for that path, else the segment's or route's title, else the segment itself. A crumb is
 * disabled when its last segment is the literal `null` or when no page answers its path.
 */
export function buildBreadcrumbs(pathname: string, source: CrumbSource): Crumb[] {
  const segments = pathname.split('/').filter(Boolean);
  const home = find(source.pages, '/');
  const crumbs: Crumb[] = [{ path: '/', title: home?.title ?? '/', disabled: false }];
  let path = '';
  for (const segment of segments) {
    path += `/${segment}`;
    // Named segments win over pages: '/lofts/3/teams/pigeons' is the pigeons segment of the
    // pigeon route without team id, not a team called 'pigeons'.
    const named = find(source.segments, path);
    const page = named ? undefined : find(source.pages, path);
    const override = source.overrides[path];
    const key = (named ?? page)?.title;
    const crumb: Crumb = { path, title: override ?? key ?? decodeURIComponent(segment), disabled: segment === 'null' || !page };
    if (override !== undefined || key === undefined) crumb.literal = true;
    crumbs.push(crumb);
  }
  return crumbs;
}

/** On extra-small screens only the last two crumbs are shown (SPEC §2). */
export function visibleCrumbs(crumbs: Crumb[], extraSmall: boolean): Crumb[] {
  return extraSmall ? crumbs.slice(-2) : crumbs;
}
