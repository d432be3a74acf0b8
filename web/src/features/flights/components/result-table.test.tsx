import { screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp, testQueryClient } from '@/testing/render-app';
import { screenWidth } from '@/testing/screen-width';
import { resultColumns } from '../lib/columns';
import { HIDDEN_COLUMNS_KEY } from '../lib/hidden-columns';
import type { ResultRow } from '../lib/live-patch';
import { Podium } from './podium';
import { ResultTable } from './result-table';

const row = (id: number, rank: number, name: string): ResultRow => ({
  rank,
  pigeon_id: id,
  ring: `DE-0001-26-000${id}`,
  pigeon_name: name,
  team_id: 1,
  team: 'Team',
  fancier: `Fancier ${id}`,
  country: 'DE',
  arrived_at: '2026-06-01T12:00:00Z',
  arrived_ms: Date.parse('2026-06-01T12:00:00Z') + id,
  flight_ms: 3_600_000,
  time: '01:00:00.000',
  speed: 1300.5,
});
const rows = [row(1, 1, 'Ace'), row(2, 2, 'Bolt'), row(3, 3, 'Comet')];

function wrap(node: ReactNode) {
  return renderApp(node, { queryClient: testQueryClient({ queries: { enabled: false } }) });
}

describe('ResultTable', () => {
  it('shows the columns the switches leave on, and marks my pigeons and fresh arrivals', () => {
    wrap(<ResultTable rows={rows} columns={resultColumns({ team: false, country: false, time: false })} mine={new Set([2])} fresh={new Set([3])} />);
    const headers = within(screen.getByTestId('results-table'))
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Rank', 'Ring', 'Pigeon name', 'Fancier', 'Speed (m/min)']);
    const trs = screen.getAllByTestId('result-row');
    expect(trs.map((tr) => tr.getAttribute('data-pigeon'))).toEqual(['1', '2', '3']);
    expect(trs[1]).toHaveAttribute('data-mine', 'true');
    expect(trs[0]).not.toHaveAttribute('data-mine');
    expect(trs[2]).toHaveAttribute('data-new', 'true');
    expect(trs[0]!.textContent).toContain('1,300.50');
  });

  it('shows a bird held for review or rejected with a badge instead of a rank', () => {
    const held = { ...row(4, 0, 'Rocket'), review: 'held' as const };
    const rejected = { ...row(5, 0, 'Car'), review: 'rejected' as const };
    wrap(<ResultTable rows={[held, rows[0]!, rejected]} columns={resultColumns({})} />);
    const trs = screen.getAllByTestId('result-row');
    expect(trs[0]).toHaveAttribute('data-review', 'held');
    expect(within(trs[0]!).getByTestId('review-held')).toHaveTextContent('Held for review');
    expect(within(trs[1]!).getAllByRole('cell')[0]).toHaveTextContent(/^1$/);
    expect(within(trs[2]!).getByTestId('review-rejected')).toHaveTextContent('Rejected');
    expect(screen.queryByTestId('after-closing')).toBeNull();
  });

  it('says the speed of a mile loft in yards per minute', () => {
    wrap(<ResultTable rows={rows} columns={resultColumns({})} unit="mile" />);
    expect(screen.getByRole('columnheader', { name: 'Speed (yd/min)' })).toBeInTheDocument();
  });
});

describe('ResultTable on a phone', () => {
  beforeEach(() => screenWidth(390));
  afterEach(() => vi.restoreAllMocks());

  it('shows one card per bird with place, ring, name, fancier, arrival, flight time and speed, in the table order', () => {
    const tied = { ...row(4, 3, 'Dart'), arrived_ms: rows[2]!.arrived_ms };
    wrap(<ResultTable rows={[...rows, tied]} columns={resultColumns({})} mine={new Set([2])} timeZone="Europe/Berlin" />);
    expect(screen.queryByTestId('results-table')).toBeNull();
    const cards = screen.getAllByTestId('result-card');
    expect(cards.map((c) => c.getAttribute('data-pigeon'))).toEqual(['1', '2', '3', '4']);
    const first = cards[0]!;
    expect(within(first).getByTestId('card-rank')).toHaveTextContent('1');
    expect(first).toHaveTextContent('DE-0001-26-0001');
    expect(first).toHaveTextContent('Ace');
    expect(first).toHaveTextContent('Fancier 1');
    expect(within(first).getByTestId('card-arrival')).toHaveTextContent(/^Arrival \d{1,2}:\d{2}/);
    expect(within(first).getByTestId('card-time')).toHaveTextContent('Flight time 01:00:00.000');
    expect(within(first).getByTestId('card-speed')).toHaveTextContent('Speed 1,300.50 m/min');
    expect(cards[1]).toHaveAttribute('data-mine', 'true');
    expect(screen.getByTestId('cards-zone')).toHaveTextContent(/Arrival times in (CEST|GMT\+2)/);
  });

  it('leaves out what the loft switched off, as the table does', () => {
    wrap(<ResultTable rows={rows} columns={resultColumns({ fancier: false, time: false, speed: false })} />);
    const card = screen.getAllByTestId('result-card')[0]!;
    expect(card).not.toHaveTextContent('Fancier 1');
    expect(within(card).queryByTestId('card-time')).toBeNull();
    expect(within(card).queryByTestId('card-speed')).toBeNull();
    expect(within(card).queryByTestId('card-arrival')).toBeNull();
  });
});

describe('ResultTable on a tablet', () => {
  beforeEach(() => {
    screenWidth(768);
    localStorage.removeItem(HIDDEN_COLUMNS_KEY);
  });
  afterEach(() => vi.restoreAllMocks());

  it('lets the user hide columns but never the place or the ring, and remembers the choice', async () => {
    const user = userEvent.setup();
    const { unmount } = wrap(<ResultTable rows={rows} columns={resultColumns({})} />);
    await user.click(screen.getByTestId('column-chooser'));
    await user.click(await screen.findByTestId('column-team'));
    expect(screen.queryByTestId('column-rank')).toBeNull();
    expect(screen.queryByTestId('column-ring')).toBeNull();
    const team = () => screen.getByRole('columnheader', { name: 'Team' });
    expect(team().className).toMatch(/narrowHidden/);
    expect(screen.getByRole('columnheader', { name: 'Fancier' }).className).not.toMatch(/narrowHidden/);
    expect(JSON.parse(localStorage.getItem(HIDDEN_COLUMNS_KEY)!)).toEqual(['team']);
    unmount();
    wrap(<ResultTable rows={rows} columns={resultColumns({})} />);
    expect(team().className).toMatch(/narrowHidden/);
  });
});

describe('Podium', () => {
  it('puts the winner in the middle, second left, third right, on the tallest step', () => {
    wrap(<Podium rows={rows} />);
    const steps = [...screen.getByTestId('podium').children] as HTMLElement[];
    expect(steps.map((s) => s.textContent?.match(/Ace|Bolt|Comet/)?.[0])).toEqual(['Bolt', 'Ace', 'Comet']);
    const heights = steps.map((s) => parseInt(s.style.minHeight, 10));
    expect(heights[1]).toBeGreaterThan(heights[0]!);
    expect(heights[0]).toBeGreaterThan(heights[2]!);
  });

  it('leaves a bird without a place (held for review) off the podium', () => {
    wrap(<Podium rows={[{ ...row(4, 0, 'Rocket'), review: 'held' }, ...rows]} />);
    const steps = screen.getAllByTestId('podium-step');
    expect(steps.map((s) => s.getAttribute('data-rank'))).toEqual(['2', '1', '3']);
    expect(screen.getByTestId('podium').textContent).not.toContain('Rocket');
  });

  it('puts birds that share first place both on the gold step, as the ranking does', () => {
    wrap(<Podium rows={[rows[0]!, { ...rows[1]!, rank: 1 }, rows[2]!]} unit="km" />);
    const steps = screen.getAllByTestId('podium-step');
    expect(steps.map((s) => s.getAttribute('data-rank'))).toEqual(['1', '1', '3']);
    expect(steps[0]!.style.background).toBe(steps[1]!.style.background);
    expect(steps[0]!.textContent).toContain('m/min');
  });
});
