import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// The API is a fake server the tests program; every call is recorded.
const server = await vi.hoisted(async () => (await import('@/testing/fake-api')).installFakeApi());

import { renderApp } from '@/testing/render-app';
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

beforeEach(() => {
  server.reset();
  server.answer = (call) => (call.method === 'DELETE' ? { status: 204 } : { status: 200, body: { data: [article], meta: { page: 1, per_page: 25, total: 1 } } });
});

function renderDesk() {
  renderApp(<NewsDesk scope={{ loftId: 1, all: false }} />);
}

describe('NewsDesk', () => {
  it('deletes an article only after the question is confirmed', async () => {
    renderDesk();
    fireEvent.click(await screen.findByTestId('news-delete'));
    // The dialog's frame comes before its content, which a busy machine may draw a moment later.
    await waitFor(() => expect(screen.getByTestId('news-delete-dialog').textContent).toContain('Delete this article for good? This cannot be undone.'));
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
