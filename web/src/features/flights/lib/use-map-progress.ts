import { useEffect, useState } from 'react';
import { DEMO_START, DEMO_TICK_MS, LIVE_TICK_MS, flightProgress, nextDemoProgress } from './progress';

/**
 * The estimated-position progress (SPEC §4): with no average speed a demo loop (every 250 ms; `loops`
 * counts restarts so the map can reset its view), else minutes since release × speed / distance every 2500 ms.
 */
export function useMapProgress(averageSpeed: number | null | undefined, releaseTime: string, distanceBase: number) {
  const live = averageSpeed != null && averageSpeed > 0;
  const compute = () => (live ? flightProgress(Date.now(), releaseTime, averageSpeed, distanceBase) : DEMO_START);
  const [state, setState] = useState(() => ({ progress: compute(), loops: 0 }));

  useEffect(() => {
    setState({ progress: compute(), loops: 0 });
    const id = setInterval(
      () =>
        setState((s) => {
          if (live) return { ...s, progress: compute() };
          const next = nextDemoProgress(s.progress);
          return { progress: next.progress, loops: s.loops + (next.reset ? 1 : 0) };
        }),
      live ? LIVE_TICK_MS : DEMO_TICK_MS,
    );
    return () => clearInterval(id);
    // compute reads only these inputs.
  }, [live, averageSpeed, releaseTime, distanceBase]);

  return { ...state, demo: !live };
}
