import { Anchor, Container, Loader, SimpleGrid, Stack, Title, Group } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { appConfig } from '@/config/app-config';
import { paths } from '@/config/paths';
import { HomeHeader } from '@/features/home/components/home-header';
import { HomeIntro } from '@/features/home/components/home-intro';
import { RingSearch } from '@/features/home/components/ring-search';
import { RunningFlights } from '@/features/home/components/running-flights';
import { UpcomingFlights } from '@/features/home/components/upcoming-flights';
import { getLoftsQueryOptions } from '@/lib/api/lofts/get-lofts';
import { LoftCard } from '@/features/lofts/components/loft-card';

function FeaturedLofts() {
  const { t } = useTranslation();
  const { data, isPending } = useQuery(getLoftsQueryOptions({ page: 1, perPage: 25, search: '' }));
  const lofts = (data?.data ?? []).slice(0, appConfig.featuredLoftCount);
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={2} fz="h3">
          {t('home.featuredLofts')}
        </Title>
        <Anchor component={Link} to={paths.lofts.getHref()} size="sm">
          {t('home.allLofts')}
        </Anchor>
      </Group>
      {isPending ? (
        <Loader mx="auto" />
      ) : !lofts.length ? (
        <EmptyState testId="featured-lofts-empty">{t('home.noLofts')}</EmptyState>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} data-testid="featured-lofts">
          {lofts.map((loft) => (
            <LoftCard key={loft.id} loft={loft} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

export function Component() {
  return (
    <>
      <HomeHeader />
      <Container size="lg" px="md" pt={48} w="100%">
        <Stack gap={40}>
          <HomeIntro />
          <RunningFlights />
          <UpcomingFlights />
          <FeaturedLofts />
          <RingSearch />
        </Stack>
      </Container>
    </>
  );
}
