import { Button, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

const FEATURES = ['home.featureRegister', 'home.featureLive', 'home.featureNews'] as const;

/** What the product is. */
export function HomeIntro() {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Title order={2} fz="h3">
        {t('home.whatTitle')}
      </Title>
      <Text>{t('home.what')}</Text>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {FEATURES.map((key) => (
          <Card key={key} withBorder radius="md" padding="md">
            <Text size="sm">{t(key)}</Text>
          </Card>
        ))}
      </SimpleGrid>
      <Button component={Link} to={paths.browseSeasons.getHref()} variant="light" w="fit-content" data-testid="home-browse-seasons">
        {t('browse.browseSeasons')}
      </Button>
    </Stack>
  );
}
