import { Button, Group, Modal, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldError } from '@/lib/api/field-error';
import { notifySuccess } from '@/lib/notify';
import { useReviewHeldArrival, type ArrivalDecision } from '../api/review-held-arrival';

type Props = {
  flightId: number;
  pigeonId: number;
  /** What the dialog names: the ring and the speed with its unit. */
  ring: string;
  speed: string;
};

/**
 * Accept and Reject for an arrival held for review: each asks first, in a dialog that says what follows and takes a note
 * (required to reject: the reason is kept with the record). A decision cannot be taken back.
 */
export function HeldDecision({ flightId, pigeonId, ring, speed }: Props) {
  const { t } = useTranslation();
  const review = useReviewHeldArrival();
  const [status, setStatus] = useState<ArrivalDecision['status'] | null>(null);
  const [note, setNote] = useState('');
  const rejecting = status === 'rejected';
  const close = () => {
    setStatus(null);
    review.reset();
  };
  const confirm = () =>
    status &&
    review.mutate(
      { flightId, pigeonId, status, note },
      {
        onSuccess: () => {
          notifySuccess(t(rejecting ? 'flights.held.rejectedDone' : 'flights.held.acceptedDone'));
          setStatus(null);
          setNote('');
        },
      },
    );
  return (
    <>
      <Group gap={4}>
        <Button size="compact-sm" variant="light" color="teal" onClick={() => setStatus('accepted')} data-testid="held-accept">
          {t('flights.held.accept')}
        </Button>
        <Button size="compact-sm" variant="light" color="red" onClick={() => setStatus('rejected')} data-testid="held-reject">
          {t('flights.held.reject')}
        </Button>
      </Group>
      <Modal opened={status !== null} onClose={close} centered title={t(rejecting ? 'flights.held.rejectTitle' : 'flights.held.acceptTitle')} data-testid="held-dialog">
        <Text mb="sm">{t(rejecting ? 'flights.held.rejectQuestion' : 'flights.held.acceptQuestion', { ring, speed })}</Text>
        <Textarea
          label={t('flights.held.note')}
          placeholder={t(rejecting ? 'flights.held.notePlaceholderReject' : 'flights.held.notePlaceholderAccept')}
          required={rejecting}
          rows={3}
          maxLength={1000}
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
          error={fieldError(review.error, 'note')}
          data-testid="held-note"
        />
        <Group justify="flex-end" gap="xs" mt="md">
          <Button variant="default" onClick={close}>
            {t('flights.held.cancel')}
          </Button>
          <Button color={rejecting ? 'red' : 'teal'} disabled={rejecting && note.trim() === ''} loading={review.isPending} onClick={confirm} data-testid="held-confirm">
            {t(rejecting ? 'flights.held.reject' : 'flights.held.accept')}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
