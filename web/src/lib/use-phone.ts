import { useMediaQuery } from '@mantine/hooks';
import { BREAKPOINTS_PX } from '@/config/constants';

/**
 * Whether the screen is narrower than the small breakpoint: a list that shows cards there renders one layout, not
 * both with one hidden, so a long live list is in the page once and each control exists once.
 */
export function usePhone(): boolean {
  return useMediaQuery(`(max-width: ${BREAKPOINTS_PX.sm - 0.02}px)`, false, { getInitialValueInEffect: false });
}
