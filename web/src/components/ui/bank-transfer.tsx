import { ActionIcon, Alert, Box, CopyButton, Group, Image, Stack, Table, Text, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Money } from '@/components/ui/money';
import { useSeasonLoftTime } from '@/lib/use-season-loft-time';
import type { Schema } from '@/lib/api/types';

type Payment = Schema<'PaymentInfo'>;

/** Cents as a bank form takes them: "120.50", without currency or grouping. */
export const plainAmount = (cents: number) => `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/** Two sheets, or a tick once copied: drawn, as the UI font has no copy sign. */
function CopyIcon({ copied }: { copied: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      {copied ? (
        <path d="M5 12l5 5L20 7" />
      ) : (
        <>
          <rect x="9" y="9" width="11" height="11" rx="2" />
          <path d="M5 15V6a2 2 0 0 1 2-2h9" />
        </>
      )}
    </svg>
  );
}

function CopyRow({ label, value, shown, testId, strong }: { label: string; value: string; shown?: ReactNode; testId: string; strong?: boolean }) {
  const { t } = useTranslation();
  return (
    <Table.Tr>
      <Table.Td>{label}</Table.Td>
      <Table.Td fw={strong ? 700 : undefined} data-testid={testId} style={{ overflowWrap: 'anywhere' }}>
        {shown ?? value}
      </Table.Td>
      <Table.Td w={40}>
        <CopyButton value={value} timeout={1500}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? t('payee.copied') : t('payee.copy', { field: label })} withArrow>
              <ActionIcon variant="subtle" color={copied ? 'teal' : 'gray'} onClick={copy} aria-label={t('payee.copy', { field: label })} data-testid={`${testId}-copy`}>
                <CopyIcon copied={copied} />
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * The bank transfer of a confirmed order: payee, IBAN, BIC, bank, amount, reference and pay-by date, each with a copy
 * button, and for euros the EPC QR code banking apps read (the SEPA standard exists for euros only).
 */
export function BankTransfer({ payment, seasonId, formatPayBy }: { payment: Payment; seasonId?: number; formatPayBy?: (iso: string) => string }) {
  const { t } = useTranslation();
  const { format } = useSeasonLoftTime(seasonId); // the pay-by is on the season's loft's clock
  const bank = payment.bank;
  if (!bank) return null;
  return (
    <div data-testid="bank-transfer">
      <Text fw={600} mb={4}>
        {t('registration.payment.bankTransfer')}
      </Text>
      <Group align="flex-start" gap="lg" wrap="wrap">
        <Box style={{ flex: '1 1 320px', minWidth: 0 }}>
          <Table withRowBorders={false} verticalSpacing={2} fz="sm">
            <Table.Tbody>
              <CopyRow label={t('registration.payment.holder')} value={bank.holder} testId="bank-holder" />
              <CopyRow label="IBAN" value={bank.iban} shown={bank.iban.replace(/(.{4})/g, '$1 ').trim()} testId="bank-iban" />
              {bank.bic && <CopyRow label="BIC" value={bank.bic} testId="bank-bic" />}
              {bank.bank && (
                <Table.Tr>
                  <Table.Td>{t('registration.payment.bank')}</Table.Td>
                  <Table.Td colSpan={2}>{bank.bank}</Table.Td>
                </Table.Tr>
              )}
              <CopyRow
                label={t('registration.payment.amount')}
                value={plainAmount(payment.amount)}
                shown={<Money cents={payment.amount} currency={payment.currency} />}
                testId="bank-amount"
              />
              <CopyRow label={t('registration.payment.reference')} value={payment.reference} testId="bank-reference" strong />
            </Table.Tbody>
          </Table>
          {payment.pay_by && (
            <Text size="sm" mt={4} data-testid="bank-pay-by">
              {t('orders.payBy', { date: (formatPayBy ?? format)(payment.pay_by) })}
            </Text>
          )}
        </Box>
        {payment.epc_qr ? (
          <Stack gap={4} align="center" data-testid="epc-qr">
            <Image src={payment.epc_qr} w={180} h={180} alt={t('payee.qrAlt')} />
            <Text size="xs" c="dimmed" maw={200} ta="center">
              {t('payee.qrHint')}
            </Text>
          </Stack>
        ) : (
          <Alert color="gray" maw={320} data-testid="epc-qr-none">
            {payment.currency === 'EUR' ? t('payee.qrNone') : t('payee.qrNotEuro', { currency: payment.currency })}
          </Alert>
        )}
      </Group>
    </div>
  );
}
