import { Anchor, Breadcrumbs as MantineBreadcrumbs, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { BREAKPOINTS_PX } from '@/config/constants';
import { paths, segmentTitles } from '@/config/paths';
import { buildBreadcrumbs, visibleCrumbs, type Crumb } from '@/lib/breadcrumbs';
import { useBreadcrumbOverrides } from '@/lib/page-meta';
import classes from './layout.module.css';

const pages = Object.values(paths).map((p) => ({ path: p.path, title: p.title }));

/** Names (lofts, teams, rings) are shown as they are; route titles are translated. */
function crumbText(crumb: Crumb, t: (key: string) => string): string {
  return crumb.literal ? crumb.title : t(crumb.title);
}

/** The crumbs of the current URL; also keeps the document title in step with the last one. */
export function useCrumbs(): Crumb[] {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const overrides = useBreadcrumbOverrides();
  const crumbs = useMemo(() => buildBreadcrumbs(pathname, { pages, segments: segmentTitles, overrides }), [pathname, overrides]);
  const last = crumbs[crumbs.length - 1];
  const lastTitle = last ? crumbText(last, t) : '';
  useEffect(() => {
    document.title = pathname === '/' ? `oneloft – ${t('app.tagline')}` : `${lastTitle} | oneloft`;
  }, [lastTitle, pathname, t]);
  return crumbs;
}

/** Breadcrumbs from the URL segments; on extra-small screens only the last two. */
export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  const { t } = useTranslation();
  const extraSmall = useMediaQuery(`(max-width: ${BREAKPOINTS_PX.xs - 0.02}px)`) ?? false;
  const shown = visibleCrumbs(crumbs, extraSmall);
  return (
    <nav aria-label={t('breadcrumbs.label')} className={classes.breadcrumbs} data-testid="breadcrumbs">
      <MantineBreadcrumbs separatorMargin={6}>
        {shown.map((crumb, i) =>
          crumb.disabled || i === shown.length - 1 ? (
            <Text key={crumb.path} size="sm" c="dimmed" data-disabled={crumb.disabled || undefined} aria-current={i === shown.length - 1 ? 'page' : undefined}>
              {crumbText(crumb, t)}
            </Text>
          ) : (
            <Anchor key={crumb.path} component={Link} to={crumb.path} size="sm">
              {crumbText(crumb, t)}
            </Anchor>
          ),
        )}
      </MantineBreadcrumbs>
    </nav>
  );
}
