import { List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/ui/page-title';

const HISTORY = ['loft', 'clock', 'chips', 'network', 'today'] as const;

/** `/about` (SPEC §1): the device maker behind oneloft and its history; open even when the site has a password. */
export function Component() {
  const { t } = useTranslation();
  return (
    <Stack maw={760} gap="md" data-testid="about">
      <PageTitle>{t('about.title')}</PageTitle>
      <Text size="lg">{t('about.lead')}</Text>
      <Title order={2} fz="h4">
        {t('about.historyTitle')}
      </Title>
      {HISTORY.map((k) => (
        <Stack key={k} gap={4} data-testid="about-chapter">
          <Title order={3} fz="h6">
            {t(`about.history.${k}.title`)}
          </Title>
          <Text>{t(`about.history.${k}.text`)}</Text>
        </Stack>
      ))}
      <Title order={2} fz="h4">
        {t('about.devicesTitle')}
      </Title>
      <List spacing={4}>
        <List.Item>{t('about.devices.clock')}</List.Item>
        <List.Item>{t('about.devices.antenna')}</List.Item>
        <List.Item>{t('about.devices.pc')}</List.Item>
      </List>
    </Stack>
  );
}
