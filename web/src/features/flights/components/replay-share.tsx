import { Button, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** This page's address opening the map view's replay paused at `minute`. */
export function replayLink(href: string, minute: number): string {
  const url = new URL(href);
  url.searchParams.set('view', 'map');
  url.searchParams.set('t', String(minute));
  return url.toString();
}

/**
 * "Copy link" for the replay at the current minute. Without a clipboard (an insecure origin, a refused
 * permission) the link is shown selected instead, for the viewer to copy by hand.
 */
export function ReplayShare({ minute }: { minute: number }) {
  const { t } = useTranslation();
  const [state, setState] = useState<{ link: string; copied: boolean } | null>(null);
  const copy = async () => {
    const link = replayLink(window.location.href, minute);
    try {
      await navigator.clipboard.writeText(link);
      setState({ link, copied: true });
    } catch {
      setState({ link, copied: false });
    }
  };
  const shown = state && state.link === replayLink(window.location.href, minute) ? state : null;
  return (
    <Stack gap={4} align="flex-end">
      <Button size="xs" variant="light" onClick={() => void copy()} data-testid="replay-copy">
        {t('flights.replay.copyLink')}
      </Button>
      {shown?.copied && (
        <Text size="xs" c="green" role="status" data-testid="replay-copied">
          {t('flights.replay.copied')}
        </Text>
      )}
      {shown && !shown.copied && (
        <TextInput size="xs" readOnly value={shown.link} label={t('flights.replay.copyByHand')} onFocus={(e) => e.currentTarget.select()} dir="ltr" data-testid="replay-link" />
      )}
    </Stack>
  );
}
