import { Anchor, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { loftCalendarHref } from '../api/loft-calendar';

/** The loft's iCal feed: a link a calendar app can subscribe to, or that downloads the races once. */
export function LoftCalendarLink({ loftId }: { loftId: number }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="wrap" align="baseline">
      <Anchor href={loftCalendarHref(loftId)} download={`loft-${loftId}.ics`} size="sm" title={t('calendar.hint')} data-testid="loft-calendar-link">
        {t('calendar.subscribe')}
      </Anchor>
      <Text size="xs" c="dimmed" visibleFrom="sm">
        {t('calendar.hint')}
      </Text>
    </Group>
  );
}
