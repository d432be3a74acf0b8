import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ScanLog } from '@/components/ui/scan-log';
import { ApiError } from '@/lib/api/api-error';
import { fieldError } from '@/lib/api/field-error';
import { useAssignChip } from '../api/assign-chip';

type Scan = { ring: string; chip: string; error?: string };

/**
 * One pigeon at a time: type or scan the federation ring, then read the chip (a reader types it and
 * presses Enter). After each pigeon the ring field has the focus again, so a stack of birds goes
 * through without touching the mouse; the latest scans are listed with their outcome.
 */
export function ChipScan({ seasonId }: { seasonId: number }) {
  const { t } = useTranslation();
  const assign = useAssignChip(seasonId);
  const [ring, setRing] = useState('');
  const [chip, setChip] = useState('');
  const [scans, setScans] = useState<Scan[]>([]);
  const ringInput = useRef<HTMLInputElement>(null);
  const chipInput = useRef<HTMLInputElement>(null);
  // A scan station: the ring field has the focus from the start, so the first bird needs no click.
  useEffect(() => ringInput.current?.focus(), []);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!ring.trim()) return ringInput.current?.focus();
    if (!chip.trim()) return chipInput.current?.focus();
    assign.mutate(
      { seasonId, ring, chip },
      {
        onSuccess: (p) => {
          setScans((s) => [{ ring: p.ring, chip: chip.trim() }, ...s].slice(0, 20));
          setRing('');
          setChip('');
          ringInput.current?.focus();
        },
        onError: (err) => {
          const message = fieldError(err, 'ring') ?? fieldError(err, 'chip_ring') ?? (err instanceof ApiError ? err.message : String(err));
          setScans((s) => [{ ring, chip, error: message }, ...s].slice(0, 20));
          chipInput.current?.select();
        },
      },
    );
  };

  return (
    <Stack gap="sm">
      <form onSubmit={submit} data-testid="chip-scan-form">
        <Group align="flex-start" wrap="wrap" gap="sm">
          <TextInput
            ref={ringInput}
            label={t('intake.scan.ring')}
            placeholder="NL-2026-1234567"
            value={ring}
            onChange={(e) => setRing(e.currentTarget.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && !chip) {
                e.preventDefault();
                chipInput.current?.focus();
              }
            }}
            error={fieldError(assign.error, 'ring')}
            autoComplete="off"
            w={{ base: '100%', sm: 240 }}
            data-testid="chip-scan-ring"
          />
          <TextInput
            ref={chipInput}
            label={t('intake.scan.chip')}
            value={chip}
            onChange={(e) => setChip(e.currentTarget.value)}
            error={fieldError(assign.error, 'chip_ring')}
            autoComplete="off"
            w={{ base: '100%', sm: 240 }}
            data-testid="chip-scan-chip"
          />
          <Button type="submit" mt={{ base: 0, sm: 25 }} loading={assign.isPending} data-testid="chip-scan-submit">
            {t('intake.scan.assign')}
          </Button>
        </Group>
      </form>
      <ScanLog
        scans={scans.map((s) => ({ text: `${s.ring} → ${s.chip}`, error: s.error }))}
        testId="chip-scan"
        empty={t('intake.scan.empty')}
        ok={t('intake.scan.assigned')}
        refused={t('intake.scan.refused')}
      />
    </Stack>
  );
}
