import { Button, Group, Modal, Text, type ButtonProps } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type Props = ButtonProps & {
  /** What the button says. */
  children: ReactNode;
  /** The question in the dialog. */
  question: ReactNode;
  /** The confirming button's text; "Confirm" when left out. */
  confirmLabel?: ReactNode;
  onConfirm: () => void;
  loading?: boolean;
  testId?: string;
};

/** A button that asks before it acts: a dialog with the question, confirm and cancel. */
export function ConfirmButton({ children, question, confirmLabel, onConfirm, loading, testId, ...button }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button {...button} loading={loading} onClick={() => setOpen(true)} data-testid={testId}>
        {children}
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title={children} centered data-testid={testId ? `${testId}-dialog` : undefined}>
        <Text mb="md">{question}</Text>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={() => setOpen(false)}>
            {t('common.cancel')}
          </Button>
          <Button
            color={button.color}
            data-testid={testId ? `${testId}-confirm` : undefined}
            onClick={() => {
              setOpen(false);
              onConfirm();
            }}
          >
            {confirmLabel ?? t('common.confirm')}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
