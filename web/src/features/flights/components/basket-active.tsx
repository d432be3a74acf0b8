import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type BasketRow, useBasketActive } from '../api/basket';
import { BasketRows } from './basket-rows';

/** Every active bird at once: a check shows who goes in and who stays out (no chip), then one click baskets them. */
export function BasketActive({ flightId }: { flightId: number }) {
  const { t } = useTranslation();
  const run = useBasketActive();
  const [rows, setRows] = useState<BasketRow[] | null>(null);
  const [written, setWritten] = useState(false);
  const check = () => {
    setWritten(false);
    run.mutate({ flightId, dryRun: true }, { onSuccess: (r) => setRows(r.rows) });
  };
  const submit = () =>
    run.mutate(
      { flightId, dryRun: false },
      {
        onSuccess: (r) => {
          setRows(r.rows);
          setWritten(true);
        },
      },
    );
  const adding = rows?.filter((r) => r.outcome === 'added').length ?? 0;
  const refused = rows?.filter((r) => r.outcome === 'refused') ?? [];

  return (
    <Stack gap="sm">
      <Group gap="sm" wrap="wrap">
        <Button variant="light" onClick={check} loading={run.isPending && !rows} data-testid="basket-active-check">
          {t('basketing.active.check')}
        </Button>
        {rows && !written && adding > 0 && (
          <Button onClick={submit} loading={run.isPending} data-testid="basket-active-submit">
            {t('basketing.active.submit', { count: adding })}
          </Button>
        )}
      </Group>
      {run.error && <Alert color="red">{run.error.message}</Alert>}
      {rows && (
        <Text size="sm" fw={600} c={written ? 'green' : undefined} data-testid="basket-active-summary">
          {written ? t('basketing.active.written', { count: adding }) : adding === 0 ? t('basketing.active.nothing') : t('basketing.active.ready', { count: adding })}
          {refused.length > 0 && ` · ${t('basketing.active.refused', { count: refused.length })}`}
        </Text>
      )}
      {refused.length > 0 && <BasketRows rows={refused} showLine={false} />}
    </Stack>
  );
}
