import { screen } from '@testing-library/react';
import { locales } from 'virtual:locales';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DefaultLayout } from '@/components/layouts/default-layout';
import { getRunningFlightsQueryOptions, type RunningFlight } from '@/features/home/api/get-running-flights';
import { getUpcomingFlightsQueryOptions, type UpcomingFlight } from '@/features/home/api/get-upcoming-flights';
import { runningFlight } from '@/features/home/testing/running-flight';
import { getCountriesQueryOptions } from '@/lib/api/countries/get-countries';
import { getLoftsQueryOptions } from '@/lib/api/lofts/get-lofts';
import type { AuthState } from '@/lib/auth';
import { i18n } from '@/lib/i18n/i18n';
import { authState } from '@/testing/auth-state';
import { renderApp, testQueryClient } from '@/testing/render-app';
import en from '@/locales/en.json';
import { Component as Home } from './routes/home';

// The app starts with the first screen's strings only (src/lib/i18n/first-screen.ts): the layout and the home
// page, in every state a first visit shows, must find all of theirs there. A string that is not shows its key.
beforeAll(async () => {
  i18n.removeResourceBundle('en', 'translation');
  i18n.addResourceBundle('en', 'translation', (await locales.en!.firstScreen()).default);
});
afterAll(async () => i18n.addResourceBundle('en', 'translation', (await locales.en!.rest()).default, true, true));

const loft = { id: 1, name: 'Sunrise Valley', unit: 'km', time_zone: 'Europe/Berlin' } as const;
const race = (state: RunningFlight['state']): RunningFlight => runningFlight(7, state, loft);
const upcoming: UpcomingFlight = {
  ...race('coming_soon'),
  name: 'Final',
  estimated_average_speed: null,
  release_time: '2099-06-01T07:00:00Z',
  season: { id: 1, name: 'Season 2026' },
};

function renderHome(auth?: AuthState) {
  const queryClient = testQueryClient();
  queryClient.setQueryData(getRunningFlightsQueryOptions().queryKey, [race('released'), { ...race('basketing'), id: 8 }]);
  queryClient.setQueryData(getUpcomingFlightsQueryOptions().queryKey, [upcoming]);
  queryClient.setQueryData(getLoftsQueryOptions({ page: 1, perPage: 25, search: '' }).queryKey, {
    data: [{ id: 1, name: 'Sunrise Valley', city: 'Landshut', country: 'DE', unit: 'km', tags: [{ tag_name: 'fci' }] }],
    meta: { page: 1, per_page: 25, total: 1 },
  } as never);
  queryClient.setQueryData(getCountriesQueryOptions('en').queryKey, [{ key: 'DE', name: 'Germany' }] as never);
  renderApp([{ element: <DefaultLayout />, children: [{ path: '/', element: <Home /> }] }], { queryClient, auth });
}

/** The keys of the language files ("home.title") that the page's texts and attributes show. */
function keysShown(): string[] {
  const key = new RegExp(`\\b(${Object.keys(en).join('|')})\\.[a-zA-Z][\\w.]*`, 'g');
  const texts: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  while (walker.nextNode()) texts.push(walker.currentNode.textContent ?? '');
  for (const el of document.body.querySelectorAll('*')) for (const a of el.attributes) if (a.name !== 'class' && a.name !== 'href') texts.push(a.value);
  return texts.flatMap((t) => t.match(key) ?? []);
}

describe('the first screen', () => {
  it('has all its strings for a visitor', async () => {
    renderHome();
    await screen.findByTestId('featured-lofts');
    expect(screen.getAllByTestId('running-flight')).toHaveLength(2);
    expect(keysShown()).toEqual([]);
  });

  it('has all its strings for a signed-in fancier', async () => {
    const user = { id: 1, firstName: 'Erika', lastName: 'Tester', email: 'e@t.example', isAdmin: false, seasonAdmin: false, permissions: [] };
    renderHome(authState(user));
    await screen.findByText('Erika Tester', { exact: false });
    expect(keysShown()).toEqual([]);
  });

  it('would show a key that is missing', () => {
    renderHome();
    document.body.append(Object.assign(document.createElement('p'), { textContent: 'pedigree.title' }));
    expect(keysShown()).toEqual(['pedigree.title']);
  });
});
