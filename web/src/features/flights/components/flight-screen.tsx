import { Loader, Tabs } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useAuth } from '@/lib/auth';
import { useFlight } from '../api/get-flight';
import { flightKeys } from '@/lib/api/flights/keys';
import { useMyFlightPigeons } from '../api/get-my-flight-pigeons';
import { playArrivalSound, useArrivalMute } from '../lib/arrival-sound';
import type { FlightEvent } from '../lib/live-patch';
import { useArrivalAnnouncement } from '../lib/use-arrival-announcement';
import { useFlightLive } from '../lib/use-flight-live';
import { FlightHeader } from './flight-header';
import { pickView, viewsFor, type FlightView } from './flight-views';
import { viewModules } from './view-modules';

const BasketingView = lazy(() => viewModules.basketing().then((m) => ({ default: m.BasketingView })));
const ComingSoonView = lazy(() => viewModules.comingSoon().then((m) => ({ default: m.ComingSoonView })));
const LiveView = lazy(() => viewModules.live().then((m) => ({ default: m.LiveView })));
const MapView = lazy(() => viewModules.map().then((m) => ({ default: m.MapView })));
const MineView = lazy(() => viewModules.mine().then((m) => ({ default: m.MineView })));
const PresentationView = lazy(() => viewModules.presentation().then((m) => ({ default: m.PresentationView })));
const ResultsView = lazy(() => viewModules.results().then((m) => ({ default: m.ResultsView })));
const TopView = lazy(() => viewModules.top().then((m) => ({ default: m.TopView })));

/** New rows stay marked this long. */
const FRESH_MS = 5000;

/** Arrivals of the last seconds, by pigeon id. */
function useFresh(): [ReadonlySet<number>, (ids: number[]) => void] {
  const [fresh, setFresh] = useState<ReadonlySet<number>>(new Set());
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const add = useCallback((ids: number[]) => {
    setFresh((s) => new Set([...s, ...ids]));
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      setFresh((s) => new Set([...s].filter((id) => !ids.includes(id))));
    }, FRESH_MS);
    timers.current.add(timer);
  }, []);
  return [fresh, add];
}

/** Every view of a flight (SPEC §2) behind tabs kept in `?view=`, fed live while the race runs. */
export function FlightScreen({ flightId, pigeonAction }: { flightId: number; pigeonAction?: (pigeonId: number) => ReactNode }) {
  const { t } = useTranslation();
  const flight = useFlight(flightId);
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  const view = pickView(flight.state, params.get('view'));
  const setView = (v: FlightView) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set('view', v);
        return next;
      },
      { replace: v !== 'presentation' },
    );
  const [muted, setMuted] = useArrivalMute();
  const [fresh, addFresh] = useFresh();
  const [announcement, announce] = useArrivalAnnouncement();
  const qc = useQueryClient();
  const myPigeons = useMyFlightPigeons(flight.id, user != null);
  const mine = useMemo(() => new Set((myPigeons.data ?? []).map((p) => p.pigeon_id)), [myPigeons.data]);

  const onArrivals = (ev: FlightEvent) => {
    const ids = (ev.arrivals ?? []).map((a) => a.pigeon_id);
    addFresh(ids);
    // One of the user's birds is home: its row in "your pigeons" gets its place.
    if (ids.some((id) => mine.has(id))) void qc.invalidateQueries({ queryKey: flightKeys.mine(flight.id) });
    if (!muted) playArrivalSound();
    // Screen readers hear the arrivals where the race is followed live.
    if (view === 'live') announce(ev.arrivals ?? []);
  };
  const status = useFlightLive(flight.id, flight.live_channel, flight.state !== 'finished', onArrivals);

  if (view === 'presentation') {
    return (
      <Suspense fallback={<Loader mx="auto" />}>
        <PresentationView flight={flight} onClose={() => setView(viewsFor(flight.state)[0]!)} />
      </Suspense>
    );
  }
  return (
    <>
      <FlightHeader flight={flight} />
      <Tabs value={view} onChange={(v) => v && setView(v as FlightView)} keepMounted={false}>
        <Tabs.List style={{ flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden' }} mb="md">
          {viewsFor(flight.state).map((v) => (
            <Tabs.Tab key={v} value={v} data-testid={`view-${v}`}>
              {t(`flights.views.${v}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {/* The open view is the tab panel its tab controls (aria-controls names it). */}
        <Tabs.Panel value={view}>
          <Suspense fallback={<Loader mx="auto" />}>
            {view === 'comingSoon' && <ComingSoonView flight={flight} />}
            {view === 'basketing' && <BasketingView flight={flight} mine={mine} />}
            {view === 'live' && <LiveView flight={flight} mine={mine} fresh={fresh} status={status} muted={muted} onMute={setMuted} announcement={announcement} />}
            {view === 'results' && <ResultsView flight={flight} mine={mine} fresh={fresh} />}
            {view === 'top' && <TopView flight={flight} mine={mine} fresh={fresh} />}
            {view === 'mine' && (
              <MineView
                pigeons={myPigeons.data ?? []}
                loading={myPigeons.isLoading}
                pigeonAction={pigeonAction}
                prizeCurrency={flight.prizes?.awarded ? flight.prizes.currency : undefined}
              />
            )}
            {view === 'map' && <MapView flight={flight} />}
          </Suspense>
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
