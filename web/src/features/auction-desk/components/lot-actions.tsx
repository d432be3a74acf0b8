import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useCancelLot } from '../api/cancel-lot';
import type { AuctionLot } from '../api/get-loft-lots';
import { useOpenLot } from '../api/open-lot';

type Props = { lot: AuctionLot; startsAt: string; onEdit: () => void; onHistory: () => void };

/**
 * What the staff may do with a lot: change and open a draft, cancel a draft or an open lot nobody has bid on yet (a
 * bid binds the seller too), read its history, and see its public page once it is open. The server has the last word.
 */
export function LotActions({ lot, startsAt, onEdit, onHistory }: Props) {
  const { t } = useTranslation();
  const open = useOpenLot();
  const cancel = useCancelLot();
  const draft = lot.status === 'draft';
  const cancellable = draft || (lot.status === 'open' && !lot.over && lot.bid_count === 0);
  const isPublic = lot.status === 'open' || lot.status === 'sold' || lot.status === 'unsold';
  return (
    <Group gap={6} wrap="wrap">
      {draft && (
        <Button size="compact-sm" variant="default" onClick={onEdit} data-testid="lot-edit">
          {t('auctionDesk.actions.edit')}
        </Button>
      )}
      {draft && (
        <ConfirmButton
          size="compact-sm"
          color="green"
          question={t('auctionDesk.actions.openQuestion', { title: lot.title, start: startsAt })}
          confirmLabel={t('auctionDesk.actions.openConfirm')}
          loading={open.isPending}
          onConfirm={() => open.mutate(lot.id, { onSuccess: () => notifySuccess(t('auctionDesk.actions.opened')), onError: (e) => notifyError(e) })}
          testId="lot-open"
        >
          {t('auctionDesk.actions.open')}
        </ConfirmButton>
      )}
      {cancellable && (
        <ConfirmButton
          size="compact-sm"
          variant="subtle"
          color="red"
          question={t(draft ? 'auctionDesk.actions.cancelDraftQuestion' : 'auctionDesk.actions.cancelOpenQuestion', { title: lot.title })}
          confirmLabel={t('auctionDesk.actions.cancelConfirm')}
          loading={cancel.isPending}
          onConfirm={() => cancel.mutate(lot.id, { onSuccess: () => notifySuccess(t('auctionDesk.actions.cancelled')), onError: (e) => notifyError(e) })}
          testId="lot-cancel"
        >
          {t('auctionDesk.actions.cancel')}
        </ConfirmButton>
      )}
      <Button size="compact-sm" variant="subtle" onClick={onHistory} data-testid="lot-history-button">
        {t('auctionDesk.actions.history')}
      </Button>
      {isPublic && (
        <Button size="compact-sm" variant="subtle" component={Link} to={`/auctions/${lot.id}`} data-testid="lot-public">
          {t('auctionDesk.actions.publicPage')}
        </Button>
      )}
    </Group>
  );
}
