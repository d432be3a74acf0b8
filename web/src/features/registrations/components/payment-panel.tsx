import { Alert, Button, Card, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Money } from '@/components/ui/money';
import { usePayment } from '../api/get-payment';
import { useStartCheckout } from '../api/start-checkout';
import { BankTransfer } from '@/components/ui/bank-transfer';

/** How to pay a confirmed order: by card (Stripe Checkout) or bank transfer (see BankTransfer). */
export function PaymentPanel({ orderId, seasonId }: { orderId: number; seasonId?: number }) {
  const { t } = useTranslation();
  const payment = usePayment(orderId).data;
  const checkout = useStartCheckout();
  if (!payment) return null;
  return (
    <Card withBorder radius="md" data-testid="payment-panel">
      <Title order={2} fz="h4" mb="xs">
        {t('registration.payment.title')}
      </Title>
      {!payment.payable ? (
        <Text size="sm" c="dimmed" data-testid="not-payable">
          {t('registration.payment.notPayable')}
        </Text>
      ) : (
        <Stack gap="sm">
          <Text>
            {t('registration.payment.amount')}:{' '}
            <b>
              <Money cents={payment.amount} currency={payment.currency} />
            </b>
          </Text>
          {payment.card && (
            <Button w={{ base: '100%', sm: 'fit-content' }} loading={checkout.isPending || checkout.isSuccess} onClick={() => checkout.mutate(orderId)} data-testid="pay-card">
              {t('registration.payment.payByCard')}
            </Button>
          )}
          <BankTransfer payment={payment} seasonId={seasonId} />
          {!payment.card && !payment.bank && <Alert color="gray">{t('registration.payment.contactLoft')}</Alert>}
        </Stack>
      )}
    </Card>
  );
}
