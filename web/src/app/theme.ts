import { createTheme, rem } from '@mantine/core';
import { BREAKPOINTS_PX } from '@/config/constants';

const em = (px: number) => `${px / 16}em`;

/** Mantine theme; breakpoints of SPEC §9 (xs 576, sm 768, md 996, lg 1200, xl 1367 px). */
export const theme = createTheme({
  primaryColor: 'teal',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Arabic", "Noto Sans Thai", sans-serif',
  breakpoints: {
    xs: em(BREAKPOINTS_PX.xs),
    sm: em(BREAKPOINTS_PX.sm),
    md: em(BREAKPOINTS_PX.md),
    lg: em(BREAKPOINTS_PX.lg),
    xl: em(BREAKPOINTS_PX.xl),
  },
  headings: { sizes: { h1: { fontSize: rem(28) } } },
});
