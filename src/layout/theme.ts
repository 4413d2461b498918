import type { RaThemeOptions } from 'ra-ui-materialui';
import { muiLocaleComponents } from './muiLocale';

export type ThemeMode = 'dark' | 'light';

/** The admin template's primary colour. */
export const PRIMARY = '#7367F0';

const DARK = {
  background: { default: '#25293C', paper: '#2F3349' },
  text: { primary: '#E1DEF5', secondary: '#B6BEE3' },
  divider: 'rgba(225, 222, 245, 0.12)',
};

const LIGHT = {
  background: { default: '#F8F7FA', paper: '#FFFFFF' },
  text: { primary: '#444050', secondary: '#6D6B77' },
  divider: 'rgba(47, 43, 61, 0.12)',
};

/** The dark skin (default) and the light one: same shapes, same primary colour, Indonesian MUI texts. */
export function buildTheme(mode: ThemeMode): RaThemeOptions {
  const colors = mode === 'dark' ? DARK : LIGHT;
  return {
    palette: {
      mode,
      primary: { main: PRIMARY, contrastText: '#FFFFFF' },
      secondary: { main: '#808390' },
      success: { main: '#28C76F' },
      error: { main: '#FF4C51' },
      warning: { main: '#FF9F43' },
      info: { main: '#00BAD1' },
      ...colors,
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
      MuiCard: { styleOverrides: { root: { backgroundImage: 'none' } } },
      MuiPaper: { styleOverrides: { root: { backgroundImage: 'none' } } },
      MuiButton: { styleOverrides: { root: { textTransform: 'none', fontWeight: 500 } } },
      MuiTextField: { defaultProps: { variant: 'outlined', margin: 'dense' } },
      MuiFormControl: { defaultProps: { variant: 'outlined', margin: 'dense' } },
    },
  };
}
