import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ScanLog } from '@/components/ui/scan-log';
import { ApiError } from '@/lib/api/api-error';
import { fieldError } from '@/lib/api/field-error';
import { useScanChip } from '../api/basket';

type Scan = { chip: string; ring?: string; error?: string };

/**
 * Chips one after another: a reader types the chip and presses Enter, the bird goes into the basket
 * and the field is empty and focused for the next one. Refusals are listed with their reason.
 */
export function BasketScan({ flightId }: { flightId: number }) {
  const { t } = useTranslation();
  const scan = useScanChip();
  const [chip, setChip] = useState('');
  const [scans, setScans] = useState<Scan[]>([]);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const read = chip.trim();
    if (!read) return input.current?.focus();
    const log = (s: Scan) => setScans((all) => [s, ...all].slice(0, 20));
    scan.mutate(
      { flightId, chip: read },
      {
        onSuccess: (b) => log({ chip: read, ring: b.ring }),
        onError: (err) => log({ chip: read, error: fieldError(err, 'chip_ring') ?? (err instanceof ApiError ? err.message : String(err)) }),
        onSettled: () => {
          setChip('');
          input.current?.focus();
        },
      },
    );
  };

  return (
    <Stack gap="sm">
      <form onSubmit={submit} data-testid="basket-scan-form">
        <Group align="flex-end" wrap="wrap" gap="sm">
          <TextInput
            ref={input}
            label={t('basketing.scan.chip')}
            value={chip}
            onChange={(e) => setChip(e.currentTarget.value)}
            autoComplete="off"
            w={{ base: '100%', sm: 280 }}
            data-testid="basket-scan-chip"
          />
          <Button type="submit" loading={scan.isPending} data-testid="basket-scan-submit">
            {t('basketing.scan.add')}
          </Button>
        </Group>
      </form>
      <ScanLog
        scans={scans.map((s) => ({ text: s.ring ? `${s.chip} → ${s.ring}` : s.chip, error: s.error }))}
        testId="basket-scan"
        empty={t('basketing.scan.empty')}
        ok={t('basketing.scan.added')}
        refused={t('basketing.scan.refused')}
      />
    </Stack>
  );
}
