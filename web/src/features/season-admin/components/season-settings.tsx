import { Alert, Box, Button, Group } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel } from '@/components/ui/panel';
import { errorText } from '@/lib/api/error-text';
import { notifySuccess } from '@/lib/notify';
import type { AdminSeason } from '../api/get-admin-season';
import { useUpdateSeason } from '../api/update-season';
import { fieldError, toDraft, toUpdateInput, type SeasonDraft } from '../lib/season-form';
import { LimitInput } from './limit-input';
import { LimitFields, NameFields, RulesField } from './season-fields';

type Fields = (keyof SeasonDraft)[];
type Body = (props: { draft: SeasonDraft; set: (patch: Partial<SeasonDraft>) => void; error: unknown }) => ReactNode;

/**
 * One section of the season's settings with its own Save: it sends the season as the server has it with this section's
 * fields changed, so that a section never saves what another one holds unsaved. The server's messages show under the
 * fields; a message about a field of another section shows above the button.
 */
function SettingsSection({ season, fields, title, hint, testId, body }: { season: AdminSeason; fields: Fields; title: string; hint?: ReactNode; testId: string; body: Body }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<SeasonDraft>(() => toDraft(season));
  const update = useUpdateSeason();
  const set = (patch: Partial<SeasonDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const onSave = () => {
    const next = { ...toDraft(season), ...Object.fromEntries(fields.map((f) => [f, draft[f]])) };
    update.mutate({ id: season.id, body: toUpdateInput(next) }, { onSuccess: () => notifySuccess(t('adminSeasons.saved')) });
  };
  const own = fields.some((f) => fieldError(update.error, wireName[f]));
  return (
    <Panel title={title} hint={hint} testId={testId}>
      {body({ draft, set, error: update.error })}
      {update.isError && !own && (
        <Alert color="red" data-testid={`${testId}-error`}>
          {errorText(update.error)}
        </Alert>
      )}
      <Group>
        <Button loading={update.isPending} onClick={onSave} data-testid={`${testId}-save`}>
          {t('adminSeasons.save')}
        </Button>
      </Group>
    </Panel>
  );
}

const wireName: Record<keyof SeasonDraft, string> = {
  name: 'name',
  currency: 'currency',
  maxPigeons: 'max_pigeons',
  maxActive: 'max_active',
  maxReserve: 'max_reserve',
  totalSpots: 'total_spots',
  rulesText: 'rules_text',
  paymentDays: 'payment_days',
};

/** A section starts again from the server's values once its own fields change there (after its save). */
const keyOf = (season: AdminSeason, fields: Fields) => {
  const server = toDraft(season);
  return JSON.stringify(fields.map((f) => server[f]));
};

const MAIN: Fields = ['name', 'currency', 'maxPigeons', 'maxActive', 'maxReserve', 'totalSpots'];

/** The season's name, currency, limits per fancier and capacity. */
export function SeasonMainSettings({ season }: { season: AdminSeason }) {
  const { t } = useTranslation();
  return (
    <SettingsSection
      key={keyOf(season, MAIN)}
      season={season}
      fields={MAIN}
      title={t('adminSeasons.sections.settings')}
      testId="season-settings"
      body={(p) => (
        <>
          <NameFields {...p} currencyLocked={season.orders_count > 0} />
          <LimitFields {...p} />
        </>
      )}
    />
  );
}

/** The payment working days: the payment due date's max_duration, which the auto-cancel job reads. */
export function SeasonPaymentDays({ season }: { season: AdminSeason }) {
  const { t } = useTranslation();
  const hasPayment = (season.due_dates ?? []).some((d) => d.category === 'payment');
  return (
    <SettingsSection
      key={keyOf(season, ['paymentDays'])}
      season={season}
      fields={['paymentDays']}
      title={t('adminSeasons.sections.paymentDays')}
      hint={t(hasPayment ? 'adminSeasons.hints.paymentDays' : 'adminSeasons.hints.paymentDaysNoDueDate')}
      testId="season-payment"
      body={({ draft, set, error }) => (
        <Box maw={320}>
          <LimitInput
            label={t('adminSeasons.fields.payment_days')}
            description={t('adminSeasons.hints.paymentDaysDefault')}
            value={draft.paymentDays}
            max={365}
            onChange={(v) => set({ paymentDays: v })}
            error={fieldError(error, 'payment_days')}
            disabled={!hasPayment}
            testId="season-payment-days-input"
          />
        </Box>
      )}
    />
  );
}

/** The season's rules text. */
export function SeasonRules({ season }: { season: AdminSeason }) {
  const { t } = useTranslation();
  return (
    <SettingsSection
      key={keyOf(season, ['rulesText'])}
      season={season}
      fields={['rulesText']}
      title={t('adminSeasons.sections.rules')}
      testId="season-rules"
      body={(p) => <RulesField {...p} />}
    />
  );
}
