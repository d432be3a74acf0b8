import { Alert, Button, Card, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Money } from '@/components/ui/money';
import { usePayment } from '../api/get-payment';
import { useStartCheckout } from '../api/start-checkout';

/** How to pay a confirmed order: by card (Stripe Checkout) or bank transfer with amount and reference. */
export function PaymentPanel({ orderId }: { orderId: number }) {
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
          {payment.bank && (
            <div data-testid="bank-transfer">
              <Text fw={600} mb={4}>
                {t('registration.payment.bankTransfer')}
              </Text>
              <Table withRowBorders={false} verticalSpacing={2} fz="sm">
                <Table.Tbody>
                  <Table.Tr>
                    <Table.Td>{t('registration.payment.holder')}</Table.Td>
                    <Table.Td>{payment.bank.holder}</Table.Td>
                  </Table.Tr>
                  <Table.Tr>
                    <Table.Td>IBAN</Table.Td>
                    <Table.Td data-testid="bank-iban">{payment.bank.iban}</Table.Td>
                  </Table.Tr>
                  <Table.Tr>
                    <Table.Td>BIC</Table.Td>
                    <Table.Td>{payment.bank.bic}</Table.Td>
                  </Table.Tr>
                  {payment.bank.bank && (
                    <Table.Tr>
                      <Table.Td>{t('registration.payment.bank')}</Table.Td>
                      <Table.Td>{payment.bank.bank}</Table.Td>
                    </Table.Tr>
                  )}
                  <Table.Tr>
                    <Table.Td>{t('registration.payment.amount')}</Table.Td>
                    <Table.Td>
                      <Money cents={payment.amount} currency={payment.currency} />
                    </Table.Td>
                  </Table.Tr>
                  <Table.Tr>
                    <Table.Td>{t('registration.payment.reference')}</Table.Td>
                    <Table.Td fw={700} data-testid="bank-reference">
                      {payment.reference}
                    </Table.Td>
                  </Table.Tr>
                </Table.Tbody>
              </Table>
            </div>
          )}
          {!payment.card && !payment.bank && <Alert color="gray">{t('registration.payment.contactLoft')}</Alert>}
        </Stack>
      )}
    </Card>
  );
}
