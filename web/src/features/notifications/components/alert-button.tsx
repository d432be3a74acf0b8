import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '@/lib/notify';
import { usePigeonAlerts, useSetAlert } from '../api/alerts';

/**
 * "Alert me when home" for one of my pigeons or all of mine in a season: the owner is told by the channels chosen
 * for "My pigeon is home" within seconds of the clock's reading.
 */
export function AlertButton({ kind, id }: { kind: 'pigeon' | 'season'; id: number }) {
  const { t } = useTranslation();
  const alerts = usePigeonAlerts();
  const set = useSetAlert();
  if (!alerts.data) return null;
  const on = (kind === 'pigeon' ? alerts.data.pigeons : alerts.data.seasons)?.includes(id) ?? false;
  const label = kind === 'pigeon' ? (on ? 'notices.alert.on' : 'notices.alert.off') : on ? 'notices.alert.seasonOn' : 'notices.alert.seasonOff';
  return (
    <Button
      size="xs"
      variant={on ? 'filled' : 'light'}
      color="grape"
      loading={set.isPending}
      aria-pressed={on}
      onClick={() => set.mutate({ kind, id, on: !on }, { onSuccess: () => notifySuccess(t(on ? 'notices.alert.removed' : 'notices.alert.saved')), onError: (e) => notifyError(e) })}
      data-testid={`${kind}-alert`}
      data-on={on}
    >
      {t(label)}
    </Button>
  );
}
