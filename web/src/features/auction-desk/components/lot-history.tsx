import { Loader, Modal, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { useLoftTime } from '@/lib/use-loft-time';
import { useLotHistory, type AuditEntry } from '../api/get-lot-history';

/** The audit actions of a lot, as the server names them, that have a text of their own. */
const ACTIONS = ['auction_lot_created', 'auction_lot_updated', 'auction_lot_open', 'auction_lot_cancelled', 'auction_lot_sold', 'auction_lot_unsold'];

/** The form's label of each field an entry can name; others are shown by their name. */
const FIELDS: Record<string, string> = {
  pigeon_id: 'pigeon',
  title: 'title',
  description: 'description',
  currency: 'currency',
  start_price: 'startPrice',
  reserve_price: 'reserve',
  increment: 'increment',
  starts_at: 'startsAt',
  ends_at: 'endsAt',
  soft_close_minutes: 'softClose',
};

/** What an entry did: its action, and for a change the fields it changed. */
function What({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  const action = ACTIONS.includes(entry.action) ? t(`auctionDesk.history.actions.${entry.action.replace('auction_lot_', '')}`) : entry.action;
  const fields = entry.action === 'auction_lot_updated' ? Object.keys(entry.detail ?? {}) : [];
  return (
    <>
      <Text size="sm" fw={500}>
        {action}
      </Text>
      {fields.length > 0 && (
        <Text size="xs" c="dimmed">
          {fields.map((f) => (FIELDS[f] ? t(`auctionDesk.form.${FIELDS[f]}`) : f)).join(', ')}
        </Text>
      )}
    </>
  );
}

/** A dialog of a lot's history, newest first: who did what, when on the loft's clock (the system closes lots). */
export function LotHistory({ lotId, title, timeZone, onClose }: { lotId: number; title: string; timeZone: string; onClose: () => void }) {
  const { t } = useTranslation();
  const { format } = useLoftTime(timeZone);
  const { data, isPending } = useLotHistory(lotId);
  const entries = [...(data ?? [])].sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
  return (
    <Modal opened onClose={onClose} title={t('auctionDesk.history.title', { title })} size="lg" data-testid="lot-history">
      {isPending ? (
        <Loader size="sm" />
      ) : entries.length === 0 ? (
        <EmptyState>{t('auctionDesk.history.empty')}</EmptyState>
      ) : (
        <Table.ScrollContainer minWidth={420} type="native">
          <Table fz="sm" data-testid="lot-history-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('auctionDesk.history.when')}</Table.Th>
                <Table.Th>{t('auctionDesk.history.who')}</Table.Th>
                <Table.Th>{t('auctionDesk.history.what')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {entries.map((e) => (
                <Table.Tr key={e.id} data-testid="lot-history-row">
                  <Table.Td>{format(e.created_at)}</Table.Td>
                  <Table.Td>{e.author || t('auctionDesk.history.system')}</Table.Td>
                  <Table.Td>
                    <What entry={e} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Modal>
  );
}
