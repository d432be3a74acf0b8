import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldError } from '@/lib/api/field-error';
import { errorText } from '@/lib/api/error-text';
import { notifySuccess } from '@/lib/notify';
import { useDownloadCoupons, useGenerateCoupons, useSetPromoCode } from '../api/campaign-codes';
import type { Campaign } from '../api/get-campaigns';

/** A campaign's codes: single-use coupons generated in batches and downloaded as CSV, and its shared promotional code. */
export function CampaignCodes({ campaign }: { campaign: Campaign }) {
  const { t } = useTranslation();
  const [count, setCount] = useState('10');
  const [code, setCode] = useState(campaign.promo_code ?? '');
  const generate = useGenerateCoupons();
  const download = useDownloadCoupons();
  const promo = useSetPromoCode();
  const id = campaign.id;
  return (
    <Stack gap="sm">
      <div>
        <Text fw={600} size="sm">
          {t('campaigns.coupons.title')}
        </Text>
        <Text size="sm" c="dimmed" data-testid={`campaign-${id}-coupons`}>
          {t('campaigns.coupons.count', { count: campaign.coupons, used: campaign.coupons_used })}
        </Text>
        <Group align="flex-end" gap="xs" mt={4} wrap="wrap">
          <TextInput
            w={110}
            label={t('campaigns.coupons.howMany')}
            inputMode="numeric"
            value={count}
            onChange={(e) => setCount(e.currentTarget.value)}
            error={fieldError(generate.error, 'count') ?? (generate.isError && !fieldError(generate.error, 'count') ? errorText(generate.error) : undefined)}
            data-testid={`campaign-${id}-coupon-count`}
          />
          <Button
            variant="light"
            loading={generate.isPending}
            onClick={() => generate.mutate({ id, count: Number(count) || 0 }, { onSuccess: (b) => notifySuccess(t('campaigns.coupons.generated', { count: b.created })) })}
            data-testid={`campaign-${id}-generate`}
          >
            {t('campaigns.coupons.generate')}
          </Button>
          <Button variant="default" disabled={campaign.coupons === 0} loading={download.isPending} onClick={() => download.mutate(id)} data-testid={`campaign-${id}-download`}>
            {t('campaigns.coupons.download')}
          </Button>
        </Group>
      </div>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          promo.mutate({ id, code }, { onSuccess: (c) => (setCode(c.promo_code ?? ''), notifySuccess(t('campaigns.promo.saved'))) });
        }}
      >
        <Group align="flex-end" gap="xs" wrap="wrap" maw={560}>
          <TextInput
            flex="1 1 180px"
            label={t('campaigns.promo.title')}
            description={t('campaigns.promo.hint')}
            placeholder="SPRING26"
            value={code}
            onChange={(e) => setCode(e.currentTarget.value)}
            error={fieldError(promo.error, 'code') ?? (promo.isError && !fieldError(promo.error, 'code') ? errorText(promo.error) : undefined)}
            data-testid={`campaign-${id}-promo`}
          />
          <Button type="submit" variant="light" loading={promo.isPending} data-testid={`campaign-${id}-promo-save`}>
            {t('campaigns.promo.save')}
          </Button>
        </Group>
      </form>
    </Stack>
  );
}
