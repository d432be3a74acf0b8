import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

// The API is a fake server the tests program; every call is recorded.
const server = await vi.hoisted(async () => (await import('@/testing/fake-api')).installFakeApi());

import { callUrl } from '@/testing/fake-api';
import { renderApp } from '@/testing/render-app';
import { ringKey } from '../api/search-ring';
import { RingSearch } from './ring-search';

const match = {
  pigeon: { id: 11, season_id: 3, team_id: 4, ring: 'NL-2026-1234567', name: 'Blue Bolt', team: { id: 4, name: 'Berg Loft' } },
  season_id: 3,
  season: 'Sunrise 2026',
  loft_id: 1,
  loft: 'Sunrise Valley',
};

function search(typed: string) {
  fireEvent.change(screen.getByTestId('ring-search-input'), { target: { value: typed } });
  fireEvent.click(screen.getByTestId('ring-search-submit'));
}

describe('ringKey', () => {
  it.each([
    ['nl-2026-1234567', 'NL20261234567'],
    [' NL 2026 1234567 ', 'NL20261234567'],
    ['NL/2026', 'NL2026'],
    ['NL1', ''],
    ['9'.repeat(33), ''],
  ])('%s → %s', (typed, key) => expect(ringKey(typed)).toBe(key));
});

describe('RingSearch', () => {
  it('asks the server with the ring without separators and links each bird found to its page', async () => {
    const calls = server.serve({ 'GET /api/public/pigeon-search': { status: 200, body: [match] } });
    renderApp(<RingSearch />);
    search('nl 2026 1234567');
    const link = await screen.findByRole('link', { name: 'NL-2026-1234567' });
    expect(link).toHaveAttribute('href', '/lofts/1/teams/pigeons/11');
    expect(screen.getByTestId('ring-search-results')).toHaveTextContent('Sunrise Valley · Sunrise 2026 · Berg Loft');
    expect(callUrl(calls[0]).searchParams.get('ring')).toBe('NL20261234567');
  });

  it('says so when no bird wears the ring', async () => {
    server.serve({ 'GET /api/public/pigeon-search': { status: 200, body: [] } });
    renderApp(<RingSearch />);
    search('NL-2026-7654321');
    expect(await screen.findByText('No pigeon wears this ring in a public season.')).toBeInTheDocument();
  });

  it('refuses a ring too short to search without asking the server', async () => {
    const calls = server.serve({});
    renderApp(<RingSearch />);
    search('NL-1');
    expect(await screen.findByText('Enter a ring number, e.g. NL-2026-1234567.')).toBeInTheDocument();
    await waitFor(() => expect(calls.filter((c) => c.path.includes('pigeon-search'))).toHaveLength(0));
  });
});
