import { useEffect, useState } from 'react';
import { DEMO_START, DEMO_TICK_MS, LIVE_TICK_MS, flightProgress, nextDemoProgress } from './progress';

/** The progress now: from the clock with an average speed, else the demo loop's start. */
function estimate(averageSpeed: number | null | undefined, releaseTime: string, distanceBase: number): number {
  return averageSpeed != null && averageSpeed > 0 ? flightProgress(Date.now(), releaseTime, averageSpeed, distanceBase) : DEMO_START;
}

/**
 * The estimated-position progress (SPEC §4): with no average speed a demo loop (every 250 ms; `loops`
 * counts restarts so the map can reset its view), else minutes since release × speed / distance every 2500 ms.
 */
export function useMapProgress(averageSpeed: number | null | undefined, releaseTime: string, distanceBase: number) {
  const live = averageSpeed != null && averageSpeed > 0;
  const [state, setState] = useState(() => ({ progress: estimate(averageSpeed, releaseTime, distanceBase), loops: 0 }));

  useEffect(() => {
    // New inputs start over. The estimate reads the clock, so it cannot be derived during render.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- a reset to a clock reading when the inputs change, once per change
    setState({ progress: estimate(averageSpeed, releaseTime, distanceBase), loops: 0 });
    const id = setInterval(
      () =>
        setState((s) => {
          if (live) return { ...s, progress: estimate(averageSpeed, releaseTime, distanceBase) };
          const next = nextDemoProgress(s.progress);
          return { progress: next.progress, loops: s.loops + (next.reset ? 1 : 0) };
        }),
      live ? LIVE_TICK_MS : DEMO_TICK_MS,
    );
    return () => clearInterval(id);
  }, [live, averageSpeed, releaseTime, distanceBase]);

  return { ...state, demo: !live };
}
