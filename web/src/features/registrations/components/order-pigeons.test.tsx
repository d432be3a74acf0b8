import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { OrderPigeons } from './order-pigeons';

const server = await vi.hoisted(async () => (await import('@/testing/fake-api')).installFakeApi());

const pigeon = (id: number, ring: string, chipFitted: boolean) => ({
  id,
  season_id: 3,
  team_id: 5,
  ring,
  name: `Bird ${id}`,
  color: '',
  sex: 'unknown',
  ...(chipFitted ? { chip_fitted: true } : {}),
});

function serveSeason() {
  return server.serve({
    'GET /api/custom/v1/user/7/seasons/3': { status: 200, body: { id: 3, pigeons: [pigeon(1, 'NL-2026-1', false), pigeon(2, 'NL-2026-2', true)] } },
    'PUT /api/custom/v1/user/pigeons/1': { status: 200, body: pigeon(1, 'NL-2026-11', false) },
  });
}

describe('OrderPigeons', () => {
  it('says why a chipped bird cannot be edited, before the owner tries', async () => {
    serveSeason();
    renderApp(<OrderPigeons userId={7} seasonId={3} teamId={5} editable />);
    const rows = await screen.findAllByTestId('order-pigeon');
    expect(rows).toHaveLength(2);
    expect(rows[0]!.querySelector('button')).toBeEnabled();
    expect(rows[0]!.querySelector('[data-testid="chip-fitted"]')).toBeNull();
    expect(rows[1]!.querySelector('button')).toBeDisabled();
    expect(rows[1]!.querySelector('[data-testid="chip-fitted"]')?.textContent).toBe('This pigeon has its chip ring: ask the loft to change it.');
  });

  it('lets the owner correct the ring of a bird without a chip ring', async () => {
    const calls = serveSeason();
    renderApp(<OrderPigeons userId={7} seasonId={3} teamId={5} editable />);
    const rows = await screen.findAllByTestId('order-pigeon');
    fireEvent.click(rows[0]!.querySelector('button')!);
    fireEvent.change(screen.getByRole('textbox', { name: 'Ring number' }), { target: { value: 'NL-2026-11' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ ring: 'NL-2026-11', name: 'Bird 1', color: '', sex: 'unknown' }));
  });

  it('shows no reason when the registration is not editable anyway', async () => {
    serveSeason();
    renderApp(<OrderPigeons userId={7} seasonId={3} teamId={5} editable={false} />);
    await screen.findAllByTestId('order-pigeon');
    expect(screen.queryByTestId('chip-fitted')).toBeNull();
  });
});
