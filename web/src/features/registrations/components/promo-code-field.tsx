import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Money } from '@/components/ui/money';
import { errorText } from '@/lib/api/error-text';
import { fieldError } from '@/lib/api/field-error';
import { useQuoteDiscount } from '../api/quote-discount';
import type { OrderInput } from '../lib/registration-form';

type Props = { seasonId: number; positions: OrderInput['positions']; code: string; onChange: (code: string) => void; error?: string };

/**
 * The optional promotional code: Apply asks the server what it takes off the products chosen, and shows it; the code
 * is sent with the registration, which redeems it. A change of products or code hides a shown discount.
 */
export function PromoCodeField({ seasonId, positions: chosenPositions, code, onChange, error }: Props) {
  const positions = chosenPositions ?? [];
  const { t } = useTranslation();
  const quote = useQuoteDiscount();
  const chosen = JSON.stringify(positions);
  const { reset } = quote;
  useEffect(() => reset(), [chosen, reset]);
  const refused = quote.isError ? (fieldError(quote.error, 'code') ?? fieldError(quote.error, 'positions') ?? errorText(quote.error)) : undefined;
  const apply = () => {
    if (positions.length === 0) return;
    quote.mutate({ seasonId, body: { code, positions } });
  };
  return (
    <Stack gap={6}>
      <TextInput
        label={t('registration.promo.label')}
        description={positions.length === 0 ? t('registration.promo.chooseFirst') : t('registration.promo.hint')}
        value={code}
        onChange={(e) => (onChange(e.currentTarget.value), reset())}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            apply();
          }
        }}
        error={refused ?? error}
        autoComplete="off"
        maw={420}
        inputContainer={(input) => (
          <Group gap="xs" wrap="nowrap">
            <div style={{ flex: 1, minWidth: 0 }}>{input}</div>
            <Button variant="light" onClick={apply} disabled={!code.trim() || positions.length === 0} loading={quote.isPending} data-testid="promo-apply">
              {t('registration.promo.apply')}
            </Button>
          </Group>
        )}
        data-testid="promo-code"
      />
      {quote.data && (
        <Stack gap={0} data-testid="promo-discount">
          <Text size="sm" c="teal" fw={600}>
            {t('registration.promo.applied', { name: quote.data.campaign_name })} −<Money cents={quote.data.discount} currency={quote.data.currency} />
          </Text>
          <Text size="sm">
            {t('registration.promo.total')} <Money cents={quote.data.total} currency={quote.data.currency} />
          </Text>
        </Stack>
      )}
    </Stack>
  );
}
