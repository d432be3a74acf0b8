import { VisuallyHidden } from '@mantine/core';

/**
 * The screen readers' news of the live race: a polite live region, apart from the table (which changes too often
 * to be one), holding the latest batch of arrivals.
 */
export function ArrivalAnnouncer({ text }: { text: string }) {
  return (
    <VisuallyHidden role="status" aria-live="polite" aria-atomic="true" data-testid="arrival-announcer">
      {text}
    </VisuallyHidden>
  );
}
