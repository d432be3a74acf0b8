import { Alert, Button, Card, Group, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Money } from '@/components/ui/money';
import { useGiftCardBalance } from '../api/store-orders';

/** Looks up what a gift card has left, for whoever holds its code (each look-up counts against the account's tries). */
export function GiftCardBalance() {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const lookup = useGiftCardBalance();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (code.trim()) lookup.mutate(code.trim());
  };
  return (
    <Card withBorder radius="md" data-testid="gift-card-balance">
      <Title order={2} fz="h4" mb="xs">
        {t('storeOrders.balanceTitle')}
      </Title>
      <form onSubmit={submit}>
        <Group align="flex-end" gap="xs" wrap="nowrap">
          <TextInput
            style={{ flex: 1 }}
            label={t('storeOrders.giftCardCode')}
            value={code}
            maxLength={64}
            dir="ltr"
            onChange={(e) => setCode(e.currentTarget.value)}
            data-testid="gift-card-balance-code"
          />
          <Button type="submit" variant="light" loading={lookup.isPending} disabled={!code.trim()} data-testid="gift-card-balance-check">
            {t('storeOrders.balanceCheck')}
          </Button>
        </Group>
      </form>
      {lookup.data && (
        <Text mt="xs" data-testid="gift-card-balance-left">
          {t('storeOrders.balanceLeft')}: <Money cents={lookup.data.balance} currency={lookup.data.currency} />
        </Text>
      )}
      {lookup.error && (
        <Alert color="red" mt="xs">
          {lookup.error.message}
        </Alert>
      )}
    </Card>
  );
}
