import { createTheme, rem, type CSSVariablesResolver, type MantineColorsTuple, type MantineThemeComponents } from '@mantine/core';
import { BREAKPOINTS_PX } from '@/config/constants';
import focus from './focus.module.css';

const em = (px: number) => `${px / 16}em`;

/**
 * Mantine's palettes whose shades 8 and 9 are too light for text on white, darkened until they are not: shade 8
 * has a contrast of at least 4.7:1 on white, shade 9 (the light scheme's primary shade) at least 5.4:1, and 4.6:1
 * on its own light-variant background over a grey table row (WCAG 2.2 AA, 1.4.3). Shades 0–7 are Mantine's.
 */
const colors: Record<string, MantineColorsTuple> = {
  red: ['#fff5f5', '#ffe3e3', '#ffc9c9', '#ffa8a8', '#ff8787', '#ff6b6b', '#fa5252', '#f03e3e', '#d93030', '#b52626'],
  blue: ['#e7f5ff', '#d0ebff', '#a5d8ff', '#74c0fc', '#4dabf7', '#339af0', '#228be6', '#1c7ed6', '#1971c2', '#1761a6'],
  cyan: ['#e3fafc', '#c5f6fa', '#99e9f2', '#66d9e8', '#3bc9db', '#22b8cf', '#15aabf', '#1098ad', '#0b7e91', '#0a697a'],
  teal: ['#e6fcf5', '#c3fae8', '#96f2d7', '#63e6be', '#38d9a9', '#20c997', '#12b886', '#0ca678', '#08835e', '#076d4e'],
  green: ['#ebfbee', '#d3f9d8', '#b2f2bb', '#8ce99a', '#69db7c', '#51cf66', '#40c057', '#37b24d', '#278338', '#226e32'],
  lime: ['#f4fce3', '#e9fac8', '#d8f5a2', '#c0eb75', '#a9e34b', '#94d82d', '#82c91e', '#74b816', '#4e800b', '#426b09'],
  yellow: ['#fff9db', '#fff3bf', '#ffec99', '#ffe066', '#ffd43b', '#fcc419', '#fab005', '#f59f00', '#a86200', '#954d00'],
  orange: ['#fff4e6', '#ffe8cc', '#ffd8a8', '#ffc078', '#ffa94d', '#ff922b', '#fd7e14', '#f76707', '#c54c0a', '#ab390c'],
};

/** Dimmed text in gray 7 (8:1 on white): Mantine's gray 6 has 3.3:1, under the 4.5:1 of WCAG AA. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: {},
});

/**
 * Per-component defaults as plain objects, not `Input.extend(…)`: naming a component here would put it, and what it
 * imports (ScrollArea brings floating-ui), in the entry chunk, though the first screen shows none of them.
 */
const components: MantineThemeComponents = {
  Input: { classNames: { input: focus.input } },
  Card: { classNames: { root: focus.surface } },
  Paper: { classNames: { root: focus.surface } },
  // A table wider than a phone scrolls sideways: its viewport takes the focus, so that arrow keys scroll it
  // (WCAG 2.1.1; axe-core scrollable-region-focusable), and shows it.
  TableScrollContainer: { defaultProps: { scrollAreaProps: { viewportProps: { tabIndex: 0 } } } },
  ScrollArea: { classNames: { viewport: focus.surface } },
};

/** Mantine theme; breakpoints of SPEC §9 (xs 576, sm 768, md 996, lg 1200, xl 1367 px). */
export const theme = createTheme({
  primaryColor: 'teal',
  colors,
  // Filled, light and outline variants, links and colored text take shade 9 in the light scheme: see colors.
  primaryShade: { light: 9, dark: 8 },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Arabic", "Noto Sans Thai", sans-serif',
  breakpoints: {
    xs: em(BREAKPOINTS_PX.xs),
    sm: em(BREAKPOINTS_PX.sm),
    md: em(BREAKPOINTS_PX.md),
    lg: em(BREAKPOINTS_PX.lg),
    xl: em(BREAKPOINTS_PX.xl),
  },
  headings: { sizes: { h1: { fontSize: rem(28) } } },
  components,
});
