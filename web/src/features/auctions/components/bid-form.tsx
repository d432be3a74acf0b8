import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/lib/api/error-text';
import { parseCents } from '@/lib/parse-cents';
import type { AuctionLot } from '../api/get-loft-auctions';
import { usePlaceBid } from '../api/place-bid';
import { useMoney } from '../lib/use-money';

/**
 * The bid of a signed-in user: a maximum in the lot's currency, prefilled with the minimum (a new minimum
 * fills in anew); the server bids for them up to it. Its answer shows until someone else bids.
 */
export function BidForm({ lot }: { lot: AuctionLot }) {
  const { t } = useTranslation();
  const { money, amount } = useMoney(lot.currency);
  const [invalid, setInvalid] = useState(false);
  const bid = usePlaceBid(lot.id);

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const cents = parseCents(String(new FormData(e.currentTarget).get('amount') ?? ''));
    setInvalid(!(cents > 0));
    if (cents > 0) bid.mutate(cents);
  };

  return (
    <form onSubmit={submit} data-testid="bid-form">
      <Stack gap="xs">
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            label={t('auctions.bid.amount', { currency: lot.currency })}
            key={lot.minimum_bid}
            name="amount"
            defaultValue={amount(lot.minimum_bid)}
            inputMode="decimal"
            dir="ltr"
            error={invalid ? t('auctions.bid.invalid') : undefined}
            w={{ base: '100%', xs: 200 }}
            data-testid="bid-amount"
          />
          <Button type="submit" loading={bid.isPending} data-testid="bid-submit">
            {t('auctions.bid.submit')}
          </Button>
        </Group>
        <Text size="sm" c="dimmed" data-testid="bid-proxy-note">
          {t('auctions.bid.proxyNote')}
        </Text>
        {bid.isError && (
          <Alert color="red" data-testid="bid-error">
            {errorText(bid.error)}
          </Alert>
        )}
        {bid.isSuccess && bid.data.bid_count === lot.bid_count && (
          <Alert color={bid.data.leading ? 'green' : 'yellow'} data-testid="bid-answer">
            {t(bid.data.leading ? 'auctions.bid.leading' : 'auctions.bid.outbid', { price: money(bid.data.price) })}
            {bid.data.extended ? ` ${t('auctions.bid.extended')}` : ''}
          </Alert>
        )}
      </Stack>
    </form>
  );
}
