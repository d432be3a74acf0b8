import { Loader, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Panel } from '@/components/ui/panel';
import { usePayee, type PayeeScope } from '../api/get-payee';
import { PayeeForm } from './payee-form';

function PayeePanel({ scope, title, hint }: { scope: PayeeScope; title: string; hint: string }) {
  const { data, isPending } = usePayee(scope);
  return (
    <Panel title={title} hint={hint} testId={`payee-${scope.kind}`}>
      {isPending ? <Loader size="sm" /> : <PayeeForm key={JSON.stringify(data?.payee ?? null)} scope={scope} payee={data?.payee} />}
    </Panel>
  );
}

/**
 * The workspace's Payee tab: who fanciers pay by bank transfer — the loft's account, and the chosen season's (when the loft has
 * one), which overrides it. With neither, the server's default account (if any) applies.
 */
export function PayeeSettings({ loftId, season }: { loftId: number; season: { id: number; name: string } | null }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md" maw={960}>
      <PayeePanel scope={{ kind: 'loft', id: loftId }} title={t('payee.loftTitle')} hint={t('payee.loftHint')} />
      {season && <PayeePanel key={season.id} scope={{ kind: 'season', id: season.id }} title={t('payee.seasonTitle', { season: season.name })} hint={t('payee.seasonHint')} />}
    </Stack>
  );
}
