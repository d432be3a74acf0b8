import { Badge, Group, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoftTime } from '@/lib/use-loft-time';
import { countdownText } from '../lib/countdown';

/** Now, ticking every second while `ticking`. */
function useNow(ticking: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!ticking) return;
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, [ticking]);
  return now;
}

/** When a lot ends, on the loft's clock (and the viewer's when it differs), with a countdown in its last day. */
export function EndsAt({ endsAt, timeZone, open, size = 'sm' }: { endsAt: string; timeZone: string; open: boolean; size?: 'xs' | 'sm' | 'md' }) {
  const { t } = useTranslation();
  const { format } = useLoftTime(timeZone);
  const now = useNow(open);
  const left = open ? countdownText(endsAt, now) : null;
  return (
    <Group gap="xs" wrap="wrap">
      <Text size={size} data-testid="lot-ends-at">
        {t(open ? 'auctions.endsAt' : 'auctions.endedAt', { time: format(endsAt) })}
      </Text>
      {left && (
        <Badge color="orange" variant="light" dir="ltr" data-testid="lot-countdown">
          {left}
        </Badge>
      )}
    </Group>
  );
}
