import { Alert, Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/lib/api/error-text';
import { fieldError, hasFieldError } from '@/lib/api/field-error';
import { notifySuccess } from '@/lib/notify';
import type { Payee, PayeeInput, PayeeScope } from '../api/get-payee';
import { useSetPayee } from '../api/set-payee';

const FIELDS = ['holder', 'iban', 'bic', 'bank', 'reference_pattern'] as const;
const EMPTY: PayeeInput = { holder: '', iban: '', bic: '', bank: '', reference_pattern: '' };

/**
 * The bank details of a loft or season: holder, IBAN, BIC, bank and reference pattern. The server checks the IBAN
 * (country length, mod-97) and the BIC and answers with messages under the fields; Remove clears them all.
 */
export function PayeeForm({ scope, payee }: { scope: PayeeScope; payee?: Payee }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<PayeeInput>(() => ({ ...EMPTY, ...payee }));
  const save = useSetPayee();
  // The saved payee remounts this form (its key), which drops mutate's own callbacks: the promise still settles.
  // A refusal shows under the fields from save.error.
  const submit = (body: PayeeInput, done: string) =>
    void save.mutateAsync({ scope, body }).then(
      () => notifySuccess(t(done)),
      () => undefined,
    );
  const input = (field: (typeof FIELDS)[number], extra: { required?: boolean; description?: string; placeholder?: string } = {}) => (
    <TextInput
      label={t(`payee.fields.${field}`)}
      value={draft[field] ?? ''}
      onChange={(e) => {
        const value = e.currentTarget.value;
        setDraft((d) => ({ ...d, [field]: value }));
      }}
      error={fieldError(save.error, field)}
      data-testid={`payee-${field}`}
      {...extra}
    />
  );
  const prefix = `payee-${scope.kind}`;
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit(draft, 'payee.saved');
      }}
      data-testid={`${prefix}-form`}
    >
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {input('holder', { required: true })}
          {input('iban', { required: true, placeholder: 'DE89 3704 0044 0532 0130 00' })}
          {input('bic', { placeholder: 'COBADEFF' })}
          {input('bank')}
        </SimpleGrid>
        {input('reference_pattern', { description: t('payee.patternHint'), placeholder: '{season}-{order}' })}
        {save.isError && !hasFieldError(save.error, [...FIELDS]) && <Alert color="red">{errorText(save.error)}</Alert>}
        <Group>
          <Button type="submit" loading={save.isPending} data-testid={`${prefix}-save`}>
            {t('payee.save')}
          </Button>
          {payee && (
            <Button variant="subtle" color="red" onClick={() => (setDraft(EMPTY), submit(EMPTY, 'payee.removed'))} data-testid={`${prefix}-remove`}>
              {t('payee.remove')}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
