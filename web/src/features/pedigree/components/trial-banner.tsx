import { Alert, Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { formatDay } from '@/lib/format';
import { useLanguage } from '@/lib/i18n/use-language';
import type { PedigreeAccess } from '../api/access';

/**
 * Where the account stands with the tool: the trial's days left (in yellow its last 7, as the mail says), or, after
 * it, that editing is locked while reading and exporting stay open, with the way to a membership.
 */
export function TrialBanner({ access }: { access: PedigreeAccess }) {
  const { t } = useTranslation();
  const { intlLocale } = useLanguage();
  if (access.membership) return null;
  const store = (
    <Anchor component={Link} to={paths.store.getHref()} data-testid="pedigree-membership-link">
      {t('pedigree.trial.getMembership')}
    </Anchor>
  );
  if (!access.can_edit) {
    return (
      <Alert color="red" title={t('pedigree.trial.endedTitle')} data-testid="pedigree-trial" data-state="ended">
        <Text size="sm">{t('pedigree.trial.ended')}</Text>
        {store}
      </Alert>
    );
  }
  if (!access.started || !access.trial_ends) return null;
  // The last day of the trial, in the account's zone: the end is midnight as the next day begins.
  const lastDay = new Date(new Date(access.trial_ends).getTime() - 60_000).toLocaleDateString('en-CA', { timeZone: access.time_zone || 'UTC' });
  return (
    <Alert color={access.days_left <= 7 ? 'yellow' : 'blue'} data-testid="pedigree-trial" data-state="trial">
      <Text size="sm">
        {t('pedigree.trial.left', { count: access.days_left, date: formatDay(lastDay, intlLocale) })} {store}
      </Text>
    </Alert>
  );
}
