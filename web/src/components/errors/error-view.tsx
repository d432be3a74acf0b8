import { Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

/** 404: 'This page could not be found'; any other status: 'An error occurred - {status}'. Both link home. */
export function ErrorView({ status }: { status: number }) {
  const { t } = useTranslation();
  const title = status === 404 ? t('errors.notFound') : t('errors.occurred', { status });
  return (
    <Stack align="center" py={60} gap="md" data-testid="error-view" data-status={status}>
      <Text fz={64} fw={800} c="teal.7" lh={1}>
        {status}
      </Text>
      <Title order={1} ta="center" fz="xl">
        {title}
      </Title>
      <Button component={Link} to={paths.home.getHref()} variant="light">
        {t('errors.backHome')}
      </Button>
    </Stack>
  );
}

export function NotFound() {
  return <ErrorView status={404} />;
}
