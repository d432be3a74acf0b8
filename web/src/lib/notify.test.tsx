import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { notifySuccess, useToastsAsked } from './notify';

describe('useToastsAsked', () => {
  it('turns true with the first toast, so that the app mounts the toasts then', async () => {
    const { result } = renderHook(() => useToastsAsked());
    expect(result.current).toBe(false);
    act(() => notifySuccess('Saved.'));
    await waitFor(() => expect(result.current).toBe(true));
  });
});
