import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

// The API is a fake server the tests program; every call is recorded.
const server = await vi.hoisted(async () => (await import('@/testing/fake-api')).installFakeApi());

import { initI18n } from '@/lib/i18n/i18n';
import type { StaffNews } from '../api/news';
import { NewsDesk } from './news-desk';

const article: StaffNews = {
  id: 5,
  loft_id: 1,
  loft_name: 'Sunrise Valley',
  title: 'Basketing on Friday',
  body: 'Bring your birds.',
  body_html: '<p>Bring your birds.</p>',
  attachments: [],
  created_at: '2026-05-01T08:00:00Z',
  published_at: '2026-05-01T08:00:00Z',
  draft: false,
  state: 'published',
};

beforeAll(async () => {
  await initI18n();
});

beforeEach(() => {
  server.calls.length = 0;
  server.answer = (call) => (call.method === 'DELETE' ? { status: 204 } : { status: 200, body: { data: [article], meta: { page: 1, per_page: 25, total: 1 } } });
});

function renderDesk() {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={qc}>
      <MantineProvider>
        <NewsDesk scope={{ loftId: 1, all: false }} />
      </MantineProvider>
    </QueryClientProvider>,
  );
}

describe('NewsDesk', () => {
  it('deletes an article only after the question is confirmed', async () => {
    renderDesk();
    fireEvent.click(await screen.findByTestId('news-delete'));
    expect((await screen.findByTestId('news-delete-dialog')).textContent).toContain('Delete this article for good? This cannot be undone.');
    expect(server.calls.filter((c) => c.method === 'DELETE')).toEqual([]);
    fireEvent.click(screen.getByTestId('news-delete-confirm'));
    await waitFor(() => expect(server.calls.filter((c) => c.method === 'DELETE')).toEqual([{ method: 'DELETE', path: '/api/res/v1/news/5', body: undefined }]));
  });

  it('sends nothing when the question is cancelled', async () => {
    renderDesk();
    fireEvent.click(await screen.findByTestId('news-delete'));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByTestId('news-delete-confirm')).toBeNull());
    expect(server.calls.filter((c) => c.method === 'DELETE')).toEqual([]);
  });
});
