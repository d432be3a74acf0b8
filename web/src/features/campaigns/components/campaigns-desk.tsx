import { Badge, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { formatCurrency } from '@/lib/currency';
import { formatNumber } from '@/lib/format';
import { useLanguage } from '@/lib/i18n/use-language';
import { useLoftTime } from '@/lib/use-loft-time';
import { useCampaigns, type Campaign } from '../api/get-campaigns';
import { CampaignCodes } from './campaign-codes';
import { CampaignForm } from './campaign-form';

type Props = { loftId: number | null; zone: string | undefined; currency?: 'EUR' | 'USD' };

/**
 * The campaigns of a loft (its workspace) or of the service (admins): each with its discount, window and uses, its
 * coupons and promotional code; New and Edit open the form in place.
 */
export function CampaignsDesk({ loftId, zone, currency = 'EUR' }: Props) {
  const { t } = useTranslation();
  const campaigns = useCampaigns(loftId);
  const [editing, setEditing] = useState<Campaign | 'new' | null>(null);
  const form = (c: Campaign | null) => <CampaignForm key={c?.id ?? 'new'} loftId={loftId} campaign={c} zone={zone} currency={currency} onDone={() => setEditing(null)} />;
  return (
    <Stack data-testid="campaigns-desk">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Text size="sm" c="dimmed">
          {t(loftId == null ? 'campaigns.adminIntro' : 'campaigns.intro')}
        </Text>
        {editing !== 'new' && (
          <Button onClick={() => setEditing('new')} style={{ flexShrink: 0 }} data-testid="campaign-new">
            {t('campaigns.new')}
          </Button>
        )}
      </Group>
      {editing === 'new' && (
        <Card withBorder radius="md">
          {form(null)}
        </Card>
      )}
      {campaigns.isPending ? (
        <Loader size="sm" />
      ) : (campaigns.data ?? []).length === 0 && editing !== 'new' ? (
        <EmptyState testId="campaigns-empty">{t('campaigns.empty')}</EmptyState>
      ) : (
        (campaigns.data ?? []).map((c) => (
          <Card key={c.id} withBorder radius="md" data-testid={`campaign-${c.id}`}>
            {editing !== 'new' && editing?.id === c.id ? form(c) : <CampaignCard campaign={c} zone={zone} onEdit={() => setEditing(c)} />}
          </Card>
        ))
      )}
    </Stack>
  );
}

/** One campaign at a glance, with its codes. */
function CampaignCard({ campaign: c, zone, onEdit }: { campaign: Campaign; zone: string | undefined; onEdit: () => void }) {
  const { t } = useTranslation();
  const { intlLocale } = useLanguage();
  const { format } = useLoftTime(zone);
  const off =
    c.percent_bp > 0
      ? t('campaigns.percentOff', { percent: formatNumber(c.percent_bp / 100, intlLocale) })
      : t('campaigns.amountOff', { amount: formatCurrency(c.amount_off, c.currency ?? 'EUR', intlLocale) });
  const window =
    c.starts_at && c.ends_at
      ? t('campaigns.between', { from: format(c.starts_at), to: format(c.ends_at) })
      : c.starts_at
        ? t('campaigns.from', { from: format(c.starts_at) })
        : c.ends_at
          ? t('campaigns.until', { to: format(c.ends_at) })
          : t('campaigns.always');
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <div style={{ minWidth: 0 }}>
          <Title order={3} fz="h5">
            {c.name}
          </Title>
          <Group gap={6} mt={4}>
            <Badge variant="light">{off}</Badge>
            {(c.applies_to ?? []).map((target) => (
              <Badge key={target} variant="outline" color="gray">
                {t(`campaigns.targets.${target}`)}
              </Badge>
            ))}
          </Group>
        </div>
        <Button size="xs" variant="default" onClick={onEdit} data-testid={`campaign-${c.id}-edit`}>
          {t('campaigns.edit')}
        </Button>
      </Group>
      <Text size="sm">{window}</Text>
      <Text size="sm" data-testid={`campaign-${c.id}-uses`}>
        {c.max_uses != null ? t('campaigns.usesOf', { uses: c.uses, max: c.max_uses }) : t('campaigns.uses', { uses: c.uses })}
      </Text>
      <CampaignCodes key={c.promo_code ?? ''} campaign={c} />
    </Stack>
  );
}
