/** The views of a flight (SPEC §2), chosen by `?view=`; which ones a flight offers depends on its state. */
export const FLIGHT_VIEWS = ['comingSoon', 'basketing', 'live', 'results', 'top', 'mine', 'map', 'presentation'] as const;
export type FlightView = (typeof FLIGHT_VIEWS)[number];
export type FlightState = 'coming_soon' | 'basketing' | 'released' | 'closed' | 'finished';

/** The views offered in a state, in tab order. */
export function viewsFor(state: FlightState): FlightView[] {
  switch (state) {
    case 'coming_soon':
      return ['comingSoon', 'basketing', 'map'];
    case 'basketing':
      return ['basketing', 'map', 'presentation'];
    case 'released':
      return ['live', 'results', 'top', 'mine', 'basketing', 'map', 'presentation'];
    case 'closed': // birds still come home, unranked; the results stand
      return ['results', 'live', 'top', 'mine', 'basketing', 'map', 'presentation'];
    case 'finished':
      return ['results', 'top', 'mine', 'basketing', 'map', 'presentation'];
  }
}

/** The asked view when the state offers it, else the state's first view. */
export function pickView(state: FlightState, asked: string | null): FlightView {
  const views = viewsFor(state);
  return (views as string[]).includes(asked ?? '') ? (asked as FlightView) : views[0]!;
}
