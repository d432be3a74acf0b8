import { Anchor, List } from '@mantine/core';
import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { PageTitle } from '@/components/ui/page-title';
import { paths } from '@/config/paths';
import { getLoftQueryOptions } from '@/lib/api/lofts/get-loft';
import { useAuth } from '@/lib/auth';
import { staffLofts } from '@/lib/authorization';

/** `/overview`: the lofts the user is an active merchant or agent of, each linking to its overview. */
export function OverviewList() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const ids = staffLofts(user);
  const lofts = useQueries({ queries: ids.map((id) => getLoftQueryOptions(id)) });
  return (
    <>
      <PageTitle>{t('overview.title')}</PageTitle>
      {ids.length === 0 ? (
        <EmptyState>{t('lofts.empty')}</EmptyState>
      ) : (
        <List data-testid="overview-list">
          {ids.map((id, i) => (
            <List.Item key={id}>
              <Anchor component={Link} to={paths.overviewLoft.getHref(id)}>
                {lofts[i]?.data?.name ?? `#${id}`}
              </Anchor>
            </List.Item>
          ))}
        </List>
      )}
    </>
  );
}
