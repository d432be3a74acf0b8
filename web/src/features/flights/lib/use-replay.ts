import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { parseReplayMinute } from './replay';

/** Minutes of race played per second of replay. */
export const REPLAY_SPEEDS = [1, 5, 15] as const;
export type ReplaySpeed = (typeof REPLAY_SPEEDS)[number];
/** The clock ticks this often; the shown minute only changes on whole minutes, so slow speeds render once a second. */
export const REPLAY_TICK_MS = 200;

/**
 * The replay's clock over minutes 0..end: play, pause, speed, and the minute kept in `?t=` once the viewer
 * has moved it, so a copied address opens paused at that minute. A `t` from a link that is not a number is
 * ignored; one out of range is clamped.
 */
export function useReplay(end: number) {
  const [params, setParams] = useSearchParams();
  const [minute, setMinuteState] = useState(() => parseReplayMinute(params.get('t'), end) ?? 0);
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState<ReplaySpeed>(REPLAY_SPEEDS[0]);
  const [touched, setTouched] = useState(false);
  // The exact position between whole minutes while playing.
  const position = useRef(minute);

  const setMinute = useCallback(
    (m: number) => {
      const next = Math.min(end, Math.max(0, Math.round(m)));
      position.current = next;
      setMinuteState(next);
      setTouched(true);
    },
    [end],
  );

  useEffect(() => {
    if (!playing) return;
    const id = setInterval(() => {
      position.current = Math.min(end, position.current + (speed * REPLAY_TICK_MS) / 1000);
      setMinuteState(Math.floor(position.current));
      if (position.current >= end) setPlaying(false);
    }, REPLAY_TICK_MS);
    return () => clearInterval(id);
  }, [playing, speed, end]);

  // The address follows the paused minute (not every tick of play: that would flood the history API).
  useEffect(() => {
    if (!touched || playing || params.get('t') === String(minute)) return;
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set('t', String(minute));
        return next;
      },
      { replace: true },
    );
  }, [touched, playing, minute, params, setParams]);

  const toggle = useCallback(() => {
    setTouched(true);
    // Play at the end starts over.
    if (!playing && position.current >= end) {
      position.current = 0;
      setMinuteState(0);
    }
    setPlaying(!playing);
  }, [playing, end]);

  return { minute, setMinute, playing, toggle, speed, setSpeed };
}
