import { vi } from 'vitest';

/**
 * Makes `max-width` media queries answer as a browser `width` px wide would (jsdom has no layout); undo with
 * `vi.restoreAllMocks()`.
 */
export function screenWidth(width: number) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: Number(/max-width: ([\d.]+)px/.exec(query)?.[1] ?? Infinity) >= width,
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
      }) as unknown as MediaQueryList,
  );
}
