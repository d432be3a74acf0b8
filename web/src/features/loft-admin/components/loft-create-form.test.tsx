import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

// The API is a fake server the tests program; every call is recorded.
const server = await vi.hoisted(async () => (await import('@/testing/fake-api')).installFakeApi());

import { renderApp } from '@/testing/render-app';
import { LoftCreateForm } from './loft-create-form';

/** The error shown under the input with test id `testId` (Mantine links it with aria-describedby). */
function errorUnder(testId: string): string | null {
  const input = screen.getByTestId(testId);
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').find((x) => x) ?? null;
}

const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });

describe('LoftCreateForm', () => {
  it("shows the server's messages under the fields they are about, the address's too", async () => {
    const seen = server.serve({
      'POST /api/res/v1/lofts': {
        status: 400,
        body: {
          message: 'The name field is required.',
          errors: {
            name: ['The name field is required.'],
            time_zone: ['The selected time zone is invalid.'],
            website: ['The website must be an address starting with https://.'],
            'addresses[0].city': ['The city field is required.'],
          },
        },
      },
    });
    renderApp(<LoftCreateForm />, { route: '/admin/lofts/create' });
    type('address-street', 'Taubenweg 1');
    type('loft-website-input', 'ftp://sunrise.example');
    fireEvent.click(screen.getByTestId('loft-create-submit'));
    await waitFor(() => expect(errorUnder('loft-name-input')).toBe('The name field is required.'));
    expect(errorUnder('loft-website-input')).toBe('The website must be an address starting with https://.');
    expect(errorUnder('address-city')).toBe('The city field is required.');
    expect(screen.getByTestId('loft-create-form').textContent).toContain('The selected time zone is invalid.');
    expect(screen.queryByTestId('loft-create-error')).toBeNull(); // every message sits under its field
    const post = seen.find((s) => s.method === 'POST')!;
    expect(post.body).toMatchObject({ website: 'ftp://sunrise.example', addresses: [{ street: 'Taubenweg 1', city: '' }] });
  });

  it('sends the loft with its first address, package and tags, then opens its administration', async () => {
    const seen = server.serve({ 'POST /api/res/v1/lofts': { status: 201, body: { id: 42, name: 'Atlantic Derby' } } });
    const { router } = renderApp(<LoftCreateForm />, { route: '/admin/lofts/create', routes: [{ path: '/admin/lofts/:id', element: <p>loft page</p> }] });
    type('loft-name-input', 'Atlantic Derby');
    type('loft-email-input', 'race@atlantic.example');
    type('address-street', '1 Ocean Dr');
    type('address-zipcode', '33139');
    type('address-city', 'Miami');
    type('address-latitude', '25,77');
    type('address-longitude', '-80.13');
    const tags = within(screen.getByTestId('loft-create-form')).getByRole('textbox', { name: 'Tags' });
    fireEvent.change(tags, { target: { value: 'fci' } });
    fireEvent.keyDown(tags, { key: 'Enter' });
    fireEvent.click(screen.getByTestId('loft-create-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/lofts/42'));
    const post = seen.find((s) => s.method === 'POST')!;
    expect(post.body).toMatchObject({
      name: 'Atlantic Derby',
      unit: 'km',
      currency: 'EUR',
      email: 'race@atlantic.example',
      package: 'basic', // the default keeps fancier management
      tags: ['fci'],
      addresses: [{ street: '1 Ocean Dr', zipcode: '33139', city: 'Miami', latitude: 25.77, longitude: -80.13 }],
    });
    expect(typeof (post.body as { time_zone: string }).time_zone).toBe('string');
  });

  it('names a coordinate that is not a number and sends nothing', async () => {
    const seen = server.serve({ 'POST /api/res/v1/lofts': { status: 400, body: { message: 'The name field is required.', errors: { name: ['The name field is required.'] } } } });
    const posts = () => seen.filter((s) => s.method === 'POST');
    renderApp(<LoftCreateForm />, { route: '/admin/lofts/create' });
    type('address-latitude', 'north');
    expect(errorUnder('address-latitude')).toBe('Please enter a number');
    fireEvent.click(screen.getByTestId('loft-create-submit'));
    // Then with a number: once that request has arrived, one the first click sent would have arrived before it.
    type('address-latitude', '48.5');
    fireEvent.click(screen.getByTestId('loft-create-submit'));
    await waitFor(() => expect(posts().at(-1)?.body).toMatchObject({ addresses: [{ latitude: 48.5 }] }));
    expect(posts()).toHaveLength(1);
  });
});
