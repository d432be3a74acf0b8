import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useState } from 'react';
import { flightKeys } from '@/lib/api/flights/keys';
import { followChannel } from '@/lib/live-channel';
import { FEED_LIMIT } from '../api/get-flight-feed';
import { applyEventToFeed, applyEventToPage, missedArrivals, parseFlightEvent, type FlightEvent, type ResultPageData, type ResultRow } from './live-patch';

export type LiveStatus = 'off' | 'connecting' | 'connected';

/** Refetches after events are spaced at least this far apart (304s when nothing else changed). */
const REFETCH_THROTTLE_MS = 2000;

/** Applies one event to every cached list of the flight. */
export function applyFlightEvent(qc: QueryClient, flightId: number, ev: FlightEvent): void {
  qc.setQueriesData<ResultPageData>({ queryKey: flightKeys.results(flightId) }, (page) => (page ? applyEventToPage(page, ev) : page));
  qc.setQueryData<ResultRow[]>(flightKeys.feed(flightId), (feed) => (feed ? applyEventToFeed(feed, ev, FEED_LIMIT) : feed));
  // A new state (e.g. finished) switches the views at once; the refetch brings the counts.
  if (ev.state) qc.setQueryData<{ state: string }>(flightKeys.detail(flightId), (f) => (f && f.state !== ev.state ? { ...f, state: ev.state! } : f));
}

/**
 * Follows the flight's live channel with the centrifuge client (loaded only here): each event patches the
 * cached results and the live feed at once, then the flight, its result pages and its basketing list are
 * refetched (throttled; an event without arrivals is a reload: basketing, an edit).
 * A reconnect recovers missed events from the channel history; when recovery fails everything is refetched.
 * `onArrivals` hears every new arrival (sound, highlighting).
 */
export function useFlightLive(flightId: number, channel: string, enabled: boolean, onArrivals?: (ev: FlightEvent) => void): LiveStatus {
  const qc = useQueryClient();
  const live = enabled && !!channel;
  // What the current connection reports; back to 'connecting' when it is torn down.
  const [status, setStatus] = useState<Exclude<LiveStatus, 'off'>>('connecting');
  // The latest onArrivals, heard by the subscription without resubscribing when it changes.
  const arrivals = useEffectEvent((ev: FlightEvent) => onArrivals?.(ev));

  useEffect(() => {
    if (!live) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let feedToo = false;
    const refetch = (withFeed: boolean) => {
      feedToo ||= withFeed;
      if (timer) return;
      timer = setTimeout(() => {
        timer = undefined;
        void qc.invalidateQueries({ queryKey: flightKeys.detail(flightId) });
        void qc.invalidateQueries({ queryKey: flightKeys.results(flightId) });
        void qc.invalidateQueries({ queryKey: flightKeys.basketings(flightId) });
        if (feedToo) void qc.invalidateQueries({ queryKey: flightKeys.feed(flightId) });
        feedToo = false;
      }, REFETCH_THROTTLE_MS);
    };
    const stop = followChannel(channel, {
      publication: (data) => {
        const ev = parseFlightEvent(data);
        if (!ev || ev.flight_id !== flightId) return;
        applyFlightEvent(qc, flightId, ev);
        if (ev.arrivals?.length) arrivals(ev);
        const pages = qc.getQueriesData<ResultPageData>({ queryKey: flightKeys.results(flightId) }).map(([, page]) => page);
        // an event without arrivals is a reload (an edit, a decision on a held bird): the feed's rows may have changed too
        refetch(missedArrivals(pages, ev) || !ev.arrivals?.length);
      },
      subscribed: (ctx) => {
        setStatus('connected');
        // A first subscription, or a recovery that could not replay everything: catch up from the API.
        if (!ctx.wasRecovering || !ctx.recovered) {
          for (const key of [flightKeys.detail(flightId), flightKeys.results(flightId), flightKeys.feed(flightId)]) {
            void qc.invalidateQueries({ queryKey: key });
          }
        }
      },
      subscribing: () => setStatus('connecting'),
    });
    return () => {
      if (timer) clearTimeout(timer);
      stop();
      setStatus('connecting');
    };
  }, [qc, flightId, channel, live]);

  return live ? status : 'off';
}
