import type { Theme } from '@mui/material';
import { darken } from '@mui/material/styles';
import type { RaThemeOptions } from 'ra-ui-materialui';
import { muiLocaleComponents } from './muiLocale';

export type ThemeMode = 'dark' | 'light';

/** The admin template's primary colour: the brand. Screens use its tones below, which meet WCAG 2.1 AA. */
export const PRIMARY = '#7367F0';

export const TONE_NAMES = ['primary', 'secondary', 'success', 'error', 'warning', 'info'] as const;
export type ToneName = (typeof TONE_NAMES)[number];

/**
 * Each colour as a fill under white text (buttons, the app bar, chips, toasts): at least 4.5:1 against white, so it
 * also reads as text on the light skin's near-white backgrounds. The template's own colours (#7367F0, #28C76F,
 * #FF4C51, #FF9F43, #00BAD1, #808390) are a shade lighter and fall short of that.
 */
export const FILL: Record<ToneName, string> = {
  primary: '#6258CC',
  secondary: '#696B77',
  success: '#13743F',
  error: '#D32F2F',
  warning: '#A85700',
  info: '#007587',
};

/** The same colours as text on the dark skin: lighter tones, at least 4.5:1 on its paper even under a hovered row's tint. */
const DARK_TEXT: Record<ToneName, string> = {
  primary: '#B4AEF8',
  secondary: '#BDBFC8',
  success: '#3DD682',
  error: '#FF9EA1',
  warning: '#FFA858',
  info: '#2ECBE0',
};

/** The border of an input (a UI component: at least 3:1 on the skin's backgrounds; MUI's own is about 1.6:1). */
export const CONTROL_BORDER: Record<ThemeMode, string> = { dark: '#7F86A8', light: '#868491' };

/** Backgrounds and text of each skin. */
export const SKINS = {
  dark: {
    background: { default: '#25293C', paper: '#2F3349' },
    text: { primary: '#E1DEF5', secondary: '#B6BEE3', disabled: 'rgba(225, 222, 245, 0.5)' },
    divider: 'rgba(225, 222, 245, 0.12)',
  },
  light: {
    background: { default: '#F8F7FA', paper: '#FFFFFF' },
    text: { primary: '#444050', secondary: '#6D6B77', disabled: 'rgba(47, 43, 61, 0.45)' },
    divider: 'rgba(47, 43, 61, 0.12)',
  },
} as const;

/** The colour a tone takes as text in a skin (MUI's `main`). */
export function textTone(mode: ThemeMode, tone: ToneName): string {
  return mode === 'dark' ? DARK_TEXT[tone] : FILL[tone];
}

/** The background of a filled surface in the primary colour (the selected menu entry, count cards). */
export const primaryFill = (theme: Theme) => (theme.palette.mode === 'dark' ? theme.palette.primary.dark : theme.palette.primary.main);

/**
 * On the dark skin `main` is the light text tone, so every filled surface is repainted with the fill tone under
 * white text: contained buttons, the app bar, the floating button, filled chips and toasts.
 */
function darkFills() {
  const filled = (tone: ToneName) => ({ backgroundColor: FILL[tone], color: '#FFFFFF' });
  const hover = (tone: ToneName) => ({ '&:hover': { backgroundColor: darken(FILL[tone], 0.2) } });
  return {
    MuiButton: { variants: TONE_NAMES.map((tone) => ({ props: { variant: 'contained' as const, color: tone }, style: { ...filled(tone), ...hover(tone) } })) },
    MuiFab: { variants: TONE_NAMES.map((tone) => ({ props: { color: tone }, style: { ...filled(tone), ...hover(tone) } })) },
    MuiChip: { variants: TONE_NAMES.map((tone) => ({ props: { variant: 'filled' as const, color: tone }, style: filled(tone) })) },
    MuiAlert: { variants: TONE_NAMES.filter((t) => t !== 'primary' && t !== 'secondary').map((tone) => ({ props: { variant: 'filled' as const, severity: tone as 'error' }, style: filled(tone) })) },
    MuiAppBar: {
      variants: [{ props: { color: 'primary' as const }, style: { '--AppBar-background': FILL.primary, '--AppBar-color': '#FFFFFF', ...filled('primary') } }],
    },
  };
}

/** The dark skin (default) and the light one: the template's shapes and colours, toned to WCAG 2.1 AA. */
export function buildTheme(mode: ThemeMode): RaThemeOptions {
  const tone = (name: ToneName) => (mode === 'dark'
    ? { main: DARK_TEXT[name], dark: FILL[name] }
    : { main: FILL[name], dark: darken(FILL[name], 0.2), contrastText: '#FFFFFF' });
  const fills: Partial<ReturnType<typeof darkFills>> = mode === 'dark' ? darkFills() : {};
  return {
    palette: {
      mode,
      // MUI picks white or dark text on a colour by this ratio: AA's 4.5:1 rather than its default 3:1.
      contrastThreshold: 4.5,
      primary: tone('primary'),
      secondary: tone('secondary'),
      success: tone('success'),
      error: tone('error'),
      warning: tone('warning'),
      info: tone('info'),
      ...SKINS[mode],
    },
    shape: { borderRadius: 8 },
    typography: {
      fontFamily: '"Public Sans", -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      h5: { fontWeight: 600 },
      h6: { fontWeight: 600 },
    },
    sidebar: { width: 260, closedWidth: 72 },
    components: {
      ...muiLocaleComponents,
      ...fills,
      // The fills' variants beside the locale's Indonesian close label (spreading both would drop one).
      MuiAlert: { ...muiLocaleComponents.MuiAlert, ...fills.MuiAlert },
      // A visible focus ring on everything reached by Tab (MUI's own is a faint ripple); white on the app bar.
      MuiButtonBase: { styleOverrides: { root: { '&.Mui-focusVisible': { outline: `2px solid ${textTone(mode, 'primary')}`, outlineOffset: 2 } } } },
      MuiLink: { styleOverrides: { root: { '&:focus-visible': { outline: `2px solid ${textTone(mode, 'primary')}`, outlineOffset: 2 } } } },
      MuiAppBar: { ...fills.MuiAppBar, styleOverrides: { root: { '& .Mui-focusVisible': { outlineColor: 'currentColor' } } } },
      // A progress indicator is named for screen readers (axe: aria-progressbar-name) unless it names itself.
      MuiCircularProgress: { defaultProps: { 'aria-label': 'Memuat…' } },
      MuiLinearProgress: { defaultProps: { 'aria-label': 'Memuat…' } },
      MuiOutlinedInput: { styleOverrides: { notchedOutline: { borderColor: CONTROL_BORDER[mode] } } },
      MuiCard: { styleOverrides: { root: { backgroundImage: 'none' } } },
      MuiPaper: { styleOverrides: { root: { backgroundImage: 'none' } } },
      MuiButton: { ...fills.MuiButton, styleOverrides: { root: { textTransform: 'none', fontWeight: 500 } } },
      MuiTextField: { defaultProps: { variant: 'outlined', margin: 'dense' } },
      MuiFormControl: { defaultProps: { variant: 'outlined', margin: 'dense' } },
    },
  };
}
