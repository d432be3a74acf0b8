import { Alert, Button, Checkbox, Group, SegmentedControl, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/lib/api/error-text';
import { fieldError, hasFieldError } from '@/lib/api/field-error';
import { fromLoftInput, toLoftInput } from '@/lib/loft-time';
import { notifySuccess } from '@/lib/notify';
import { useLoftClock } from '@/lib/use-season-loft-time';
import type { Campaign } from '../api/get-campaigns';
import { useSaveCampaign } from '../api/save-campaign';
import { percentToBP, TARGETS, toDraft, toInput, type CampaignDraft, type Target } from '../lib/campaign-draft';

const FIELDS = ['name', 'percent_bp', 'amount_off', 'currency', 'applies_to', 'starts_at', 'ends_at', 'max_uses'];

type Props = { loftId: number | null; campaign: Campaign | null; zone: string | undefined; currency: 'EUR' | 'USD'; onDone: () => void };

/**
 * A campaign's name, discount (a percentage or an amount), what it applies to, its window on the loft's clock and its
 * uses in all. The server checks every rule and answers under the fields.
 */
export function CampaignForm({ loftId, campaign, zone, currency, onDone }: Props) {
  const { t } = useTranslation();
  const [d, setD] = useState<CampaignDraft>(() => toDraft(campaign, currency, loftId != null));
  const save = useSaveCampaign();
  const { inputHint } = useLoftClock(zone);
  const set = (patch: Partial<CampaignDraft>) => setD((x) => ({ ...x, ...patch }));
  const err = (f: string) => fieldError(save.error, f);
  const tz = zone ?? 'UTC';
  // A percentage out of range is said in percent here; the server, which counts basis points, checks it again.
  const [percentError, setPercentError] = useState<string>();
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const bp = percentToBP(d.percent);
    const badPercent = d.kind === 'percent' && !(bp >= 1 && bp <= 10000);
    setPercentError(badPercent ? t('campaigns.percentRange') : undefined);
    if (badPercent) return;
    save.mutate({ loftId, id: campaign?.id, body: toInput(d) }, { onSuccess: () => (notifySuccess(t('campaigns.saved')), onDone()) });
  };
  return (
    <form noValidate onSubmit={submit} data-testid="campaign-form">
      <Stack gap="sm">
        <TextInput
          label={t('campaigns.fields.name')}
          withAsterisk
          value={d.name}
          onChange={(e) => set({ name: e.currentTarget.value })}
          error={err('name')}
          data-testid="campaign-name"
        />
        <SegmentedControl
          value={d.kind}
          onChange={(kind) => set({ kind: kind as CampaignDraft['kind'] })}
          data={[
            { value: 'percent', label: t('campaigns.kind.percent') },
            { value: 'amount', label: t('campaigns.kind.amount') },
          ]}
          data-testid="campaign-kind"
        />
        {d.kind === 'percent' ? (
          <TextInput
            label={t('campaigns.fields.percent')}
            inputMode="decimal"
            rightSection="%"
            value={d.percent}
            onChange={(e) => set({ percent: e.currentTarget.value })}
            error={percentError ?? err('percent_bp')}
            data-testid="campaign-percent"
          />
        ) : (
          <SimpleGrid cols={2}>
            <TextInput
              label={t('campaigns.fields.amountOff')}
              inputMode="decimal"
              value={d.amount}
              onChange={(e) => set({ amount: e.currentTarget.value })}
              error={err('amount_off') ?? err('percent_bp')}
              data-testid="campaign-amount"
            />
            <Select
              label={t('campaigns.fields.currency')}
              data={['EUR', 'USD']}
              value={d.currency}
              allowDeselect={false}
              onChange={(c) => c && set({ currency: c as CampaignDraft['currency'] })}
              error={err('currency')}
            />
          </SimpleGrid>
        )}
        <Checkbox.Group label={t('campaigns.fields.appliesTo')} value={d.appliesTo} onChange={(v) => set({ appliesTo: v as Target[] })} error={err('applies_to')}>
          <Group gap="md" mt={4}>
            {TARGETS.map((target) => (
              <Checkbox key={target} value={target} label={t(`campaigns.targets.${target}`)} data-testid={`campaign-target-${target}`} />
            ))}
          </Group>
        </Checkbox.Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            type="datetime-local"
            label={t('campaigns.fields.startsAt')}
            description={`${t('campaigns.startsHint')} ${inputHint(d.startsAt || undefined)}`}
            value={toLoftInput(d.startsAt, tz)}
            onChange={(e) => set({ startsAt: fromLoftInput(e.currentTarget.value, tz) })}
            error={err('starts_at')}
            data-testid="campaign-starts"
          />
          <TextInput
            type="datetime-local"
            label={t('campaigns.fields.endsAt')}
            description={t('campaigns.endsHint')}
            value={toLoftInput(d.endsAt, tz)}
            onChange={(e) => set({ endsAt: fromLoftInput(e.currentTarget.value, tz) })}
            error={err('ends_at')}
            data-testid="campaign-ends"
          />
        </SimpleGrid>
        <TextInput
          label={t('campaigns.fields.maxUses')}
          description={t('campaigns.maxUsesHint')}
          inputMode="numeric"
          value={d.maxUses}
          onChange={(e) => set({ maxUses: e.currentTarget.value })}
          error={err('max_uses')}
          data-testid="campaign-max-uses"
        />
        {save.isError && !hasFieldError(save.error, FIELDS) && <Alert color="red">{errorText(save.error)}</Alert>}
        <Group>
          <Button type="submit" loading={save.isPending} data-testid="campaign-save">
            {t('campaigns.save')}
          </Button>
          <Button variant="default" onClick={onDone}>
            {t('campaigns.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
