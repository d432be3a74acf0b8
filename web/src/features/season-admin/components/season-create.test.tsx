import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';

// The API is a fake server the tests program; every call is recorded.
const server = await vi.hoisted(async () => (await import('@/testing/fake-api')).installFakeApi());

import { callUrl, type FakeAnswer } from '@/testing/fake-api';
import { adminSeason, merchant, renderAt } from '../testing/render';
import { SeasonCreate } from './season-create';

const seasons = [adminSeason({ id: 7, name: 'Spring 2026' }), adminSeason({ id: 5, name: 'Autumn Cup' })];

function serve(write: (path: string, body: unknown) => FakeAnswer) {
  server.answer = (call) => {
    const { method, body } = call;
    const url = callUrl(call);
    if (method !== 'GET') return write(url.pathname, body);
    if (url.pathname === '/api/custom/v1/admin/seasons') {
      const q = (url.searchParams.get('search') ?? '').toLowerCase();
      const found = seasons.filter((s) => s.name.toLowerCase().includes(q) || s.loft_name.toLowerCase().includes(q));
      return { status: 200, body: { data: found, meta: { page: 1, per_page: 100, total: found.length } } };
    }
    const one = seasons.find((s) => url.pathname === `/api/custom/v1/admin/seasons/${s.id}`);
    if (one) return { status: 200, body: one };
    if (url.pathname === '/api/public/lofts')
      return {
        status: 200,
        body: {
          data: [
            { id: 3, name: 'Sunrise Valley' },
            { id: 4, name: 'Desert Wings' },
          ],
          meta: { page: 1, per_page: 100, total: 2 },
        },
      };
    if (url.pathname === '/api/public/lofts/3') return { status: 200, body: { id: 3, name: 'Sunrise Valley' } };
    return { status: 404, body: { message: 'Not found.' } };
  };
}

const writes = () => server.calls.filter((c) => c.method !== 'GET');
/** The search texts the season list was asked for. */
const searches = () =>
  server.calls.filter((c) => c.method === 'GET' && callUrl(c).pathname === '/api/custom/v1/admin/seasons').map((c) => callUrl(c).searchParams.get('search') ?? '');

beforeEach(() => {
  server.reset();
});

describe('SeasonCreate', () => {
  it('copies the season it was opened from under next year’s name, then opens the copy', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    onTestFinished(() => void vi.useRealTimers());
    serve((path) => (path === '/api/res/v1/seasons/7/copy' ? { status: 201, body: adminSeason({ id: 99, name: 'Spring 2027' }) } : { status: 500, body: {} }));
    renderAt(<SeasonCreate />, { path: '/admin/seasons/create', entry: '/admin/seasons/create?from=7' });
    const name = await screen.findByTestId<HTMLInputElement>('season-copy-name');
    await waitFor(() => expect(name.value).toBe('Spring 2027'));
    expect(screen.getByTestId('season-copy-form')).toHaveTextContent('Due dates, moved one year later');
    // The chosen season's label in the search box is no search: once the search box's debounce has run (the clock moved
    // on, not waited for), the list was asked for no search and the suggestion stays.
    await act(() => vi.advanceTimersByTimeAsync(400));
    expect(searches()).not.toHaveLength(0);
    expect(searches().filter(Boolean)).toEqual([]);
    expect(name.value).toBe('Spring 2027');
    fireEvent.click(screen.getByTestId('season-copy-submit'));
    expect(await screen.findByTestId('where')).toHaveTextContent('/admin/seasons/99');
    expect(writes()).toHaveLength(1);
    expect(writes()[0]!.body).toEqual({ name: 'Spring 2027' });
  });

  it('sends the name the user typed, and shows the server’s message under it', async () => {
    serve(() => ({ status: 400, body: { message: 'The name field is required.', errors: { name: ['The name field is required.'] } } }));
    renderAt(<SeasonCreate />, { path: '/admin/seasons/create', entry: '/admin/seasons/create?from=7' });
    const name = await screen.findByTestId<HTMLInputElement>('season-copy-name');
    fireEvent.change(name, { target: { value: ' ' } });
    fireEvent.click(screen.getByTestId('season-copy-submit'));
    expect(await screen.findByText('The name field is required.')).toBeInTheDocument();
    expect(callUrl(writes()[0]!).pathname).toBe('/api/res/v1/seasons/7/copy');
    expect(writes()[0]!.body).toEqual({ name: ' ' });
  });

  it('creates a blank season in a merchant’s only loft without asking which', async () => {
    serve((path) => (path === '/api/res/v1/seasons' ? { status: 201, body: adminSeason({ id: 42, name: 'Summer 2027' }) } : { status: 500, body: {} }));
    renderAt(<SeasonCreate />, { path: '/admin/seasons/create', entry: '/admin/seasons/create', user: merchant });
    fireEvent.change(await screen.findByTestId('season-name-input'), { target: { value: 'Summer 2027' } });
    fireEvent.change(screen.getByTestId('season-max-active-input'), { target: { value: '4' } });
    fireEvent.change(screen.getByTestId('season-rules-input'), { target: { value: 'Fly fair.' } });
    await waitFor(() => expect(screen.getByTestId('season-create-submit')).toBeEnabled());
    fireEvent.click(screen.getByTestId('season-create-submit'));
    expect(await screen.findByTestId('where')).toHaveTextContent('/admin/seasons/42');
    expect(writes()[0]!.body).toEqual({
      loft_id: 3,
      name: 'Summer 2027',
      currency: 'EUR',
      state: 'draft',
      max_pigeons: null,
      max_active: 4,
      max_reserve: null,
      total_spots: null,
      rules_text: 'Fly fair.',
    });
  });

  it('switches between starting blank and copying', async () => {
    serve(() => ({ status: 500, body: {} }));
    renderAt(<SeasonCreate />, { path: '/admin/seasons/create', entry: '/admin/seasons/create' });
    expect(await screen.findByTestId('season-create-form')).toBeInTheDocument();
    expect(screen.getByTestId('season-create-submit')).toBeDisabled(); // an admin picks the loft first
    fireEvent.click(screen.getByText('Copy from an earlier season'));
    expect(await screen.findByTestId('season-copy-form')).toBeInTheDocument();
    expect(screen.getByTestId('season-copy-submit')).toBeDisabled();
  });
});
