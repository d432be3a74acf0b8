import { Alert, Loader } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { getLoftQueryOptions } from '@/lib/api/lofts/get-loft';

/**
 * Fancier management is part of the basic and premium packages (SPEC §6): a legacy loft's staff see
 * why these tabs are empty instead of an error. The server answers the rule (`fancier_management`).
 */
export function FancierManagementGate({ loftId, children }: { loftId: number; children: ReactNode }) {
  const { t } = useTranslation();
  const { data, isPending } = useQuery({ ...getLoftQueryOptions(loftId), meta: { toast: true } });
  if (isPending) return <Loader size="sm" />;
  if (data && !data.fancier_management) {
    return (
      <Alert color="blue" title={t('fanciers.legacyTitle')} data-testid="fancier-legacy">
        {t('fanciers.legacyText')}
      </Alert>
    );
  }
  return <>{children}</>;
}
