import { Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { useBreadcrumbOverride } from '@/lib/page-meta';

/** 404: 'This page could not be found'; any other status: 'An error occurred - {status}'. Both link home. */
export function ErrorView({ status }: { status: number }) {
  const { t } = useTranslation();
  const title = status === 404 ? t('errors.notFound') : t('errors.occurred', { status });
  // The last crumb, and with it the document title, names the error.
  useBreadcrumbOverride(useLocation().pathname, title);
  return (
    <Stack align="center" py={60} gap="md" data-testid="error-view" data-status={status}>
      <Text fz={64} fw={800} c="teal.7" lh={1} aria-hidden>
        {status}
      </Text>
      <Text component="h1" fz="xl" fw={700} ta="center" m={0}>
        {title}
      </Text>
      <Anchor component={Link} to={paths.home.getHref()} fw={600} data-testid="back-home">
        {t('errors.backHome')}
      </Anchor>
    </Stack>
  );
}

export function NotFound() {
  return <ErrorView status={404} />;
}
