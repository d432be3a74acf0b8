import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { ConfirmButton } from './confirm-button';

function renderButton(onConfirm: () => void, confirmLabel?: string) {
  renderApp(
    <ConfirmButton question="Remove this note?" confirmLabel={confirmLabel} onConfirm={onConfirm} testId="note-remove">
      Remove
    </ConfirmButton>,
  );
}

describe('ConfirmButton', () => {
  it('asks first and acts only on confirm, once', async () => {
    const onConfirm = vi.fn();
    renderButton(onConfirm);
    fireEvent.click(screen.getByTestId('note-remove'));
    expect((await screen.findByTestId('note-remove-dialog')).textContent).toContain('Remove this note?');
    expect(onConfirm).not.toHaveBeenCalled();
    const confirm = screen.getByTestId('note-remove-confirm');
    expect(confirm.textContent).toBe('Confirm');
    fireEvent.click(confirm);
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByTestId('note-remove-confirm')).toBeNull());
  });

  it('does nothing on cancel, and names the confirming button when told', async () => {
    const onConfirm = vi.fn();
    renderButton(onConfirm, 'Remove for good');
    fireEvent.click(screen.getByTestId('note-remove'));
    expect((await screen.findByTestId('note-remove-confirm')).textContent).toBe('Remove for good');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByTestId('note-remove-confirm')).toBeNull());
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
