import { NumberInput } from '@mantine/core';
import type { Count } from '../lib/season-form';

type Props = { label: string; description?: string; value: Count; onChange: (v: Count) => void; error?: string; testId: string; max?: number; disabled?: boolean };

/** A whole number that may stay blank (unlimited, or the default). */
export function LimitInput({ label, description, value, onChange, error, testId, max = 100000000, disabled }: Props) {
  return (
    <NumberInput
      label={label}
      description={description}
      min={0}
      max={max}
      allowDecimal={false}
      allowNegative={false}
      value={value}
      onChange={(v) => onChange(typeof v === 'number' ? v : '')}
      error={error}
      disabled={disabled}
      data-testid={testId}
    />
  );
}
