import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Alert, AppBar, Button, Chip, CssBaseline, Fab, Link, ThemeProvider, Typography, createTheme, type Theme } from '@mui/material';
import { decomposeColor, getContrastRatio, rgbToHex as muiHex } from '@mui/material/styles';
import { CONTROL_BORDER, FILL, TONE_NAMES, buildTheme, type ThemeMode } from '../../../src/layout/theme';

const MODES: ThemeMode[] = ['dark', 'light'];
const themeOf = (mode: ThemeMode): Theme => createTheme(buildTheme(mode));
const ratio = (a: string, b: string) => Math.round(getContrastRatio(a, b) * 100) / 100;
/** `over` (with its alpha) painted on the solid `base`. */
function blend(base: string, over: string): string {
  const b = decomposeColor(base).values;
  const o = decomposeColor(over).values;
  const a = o[3] ?? 1;
  return muiHex(`rgb(${[0, 1, 2].map((i) => Math.round(o[i] * a + b[i] * (1 - a))).join(', ')})`);
}
/** Where text sits: the page, paper, and a row under the mouse on paper. */
const backgrounds = (t: Theme) => [t.palette.background.default, t.palette.background.paper, blend(t.palette.background.paper, t.palette.action.hover)];

describe('theme tokens meet WCAG 2.1 AA (computed from the palette)', () => {
  for (const mode of MODES) {
    const theme = themeOf(mode);

    it(`${mode}: body and secondary text ≥ 4.5:1 on the background, on paper and on a hovered row`, () => {
      for (const bg of backgrounds(theme)) {
        expect(ratio(theme.palette.text.primary, bg)).toBeGreaterThanOrEqual(4.5);
        expect(ratio(theme.palette.text.secondary, bg)).toBeGreaterThanOrEqual(4.5);
      }
    });

    it(`${mode}: every colour as text (primary, secondary, success, error, warning, info) ≥ 4.5:1`, () => {
      for (const tone of TONE_NAMES) {
        for (const bg of backgrounds(theme)) {
          expect({ tone, bg, ratio: ratio(theme.palette[tone].main, bg) }).toEqual({ tone, bg, ratio: expect.toSatisfy((r: number) => r >= 4.5) });
        }
      }
    });

    it(`${mode}: MUI's own choice of text on each colour is ≥ 4.5:1`, () => {
      for (const tone of TONE_NAMES) {
        const { main, contrastText } = theme.palette[tone];
        expect({ tone, ratio: ratio(contrastText, main) }).toEqual({ tone, ratio: expect.toSatisfy((r: number) => r >= 4.5) });
      }
    });

    it(`${mode}: input borders and the primary colour as a component (checkbox, focus ring) ≥ 3:1`, () => {
      for (const bg of backgrounds(theme).slice(0, 2)) {
        expect(ratio(CONTROL_BORDER[mode], bg)).toBeGreaterThanOrEqual(3);
        expect(ratio(theme.palette.primary.main, bg)).toBeGreaterThanOrEqual(3);
      }
    });
  }

  it('white text on every fill ≥ 4.5:1, and the fills stay the template primary family', () => {
    for (const tone of TONE_NAMES) expect({ tone, ratio: ratio('#FFFFFF', FILL[tone]) }).toEqual({ tone, ratio: expect.toSatisfy((r: number) => r >= 4.5) });
    // #7367F0 is 4.27:1 under white: the fill is a darker shade of it, not another colour.
    expect(ratio('#FFFFFF', '#7367F0')).toBeLessThan(4.5);
    expect(FILL.primary).toBe('#6258CC');
  });
});

/** The text and background colours the browser would paint an element with (jsdom computes emotion's styles). */
function painted(el: Element): { color: string; background: string } {
  const style = getComputedStyle(el);
  // MUI sets some colours through custom properties on the same element; jsdom leaves `var(…)` unresolved.
  const resolve = (value: string): string => {
    const name = value.match(/^var\((--[\w-]+)/)?.[1];
    return name ? resolve(style.getPropertyValue(name).trim()) : value;
  };
  return { color: resolve(style.color), background: resolve(style.backgroundColor) };
}

const rgbToHex = (rgb: string) => {
  const m = rgb.match(/\d+(\.\d+)?/g);
  if (rgb.startsWith('#') || !m) return rgb;
  return `#${m.slice(0, 3).map((n) => Number(n).toString(16).padStart(2, '0')).join('')}`;
};

describe('filled surfaces as rendered: white text on a fill of ≥ 4.5:1 in both skins', () => {
  for (const mode of MODES) {
    it(`${mode}: contained button, app bar, floating button, filled chip, toast; text-coloured link and heading on paper`, () => {
      const theme = themeOf(mode);
      render(
        <ThemeProvider theme={theme}>
          <CssBaseline />
          <Button variant="contained">Simpan</Button>
          <Button variant="contained" color="secondary">Kas Keluar</Button>
          <AppBar position="static" color="primary" enableColorOnDark data-testid="appbar">Niaga</AppBar>
          <Fab color="primary" aria-label="Kembali ke atas">^</Fab>
          <Chip color="error" label="12" />
          <Chip color="success" label="Ya" />
          <Alert variant="filled" severity="success">Berhasil!</Alert>
          <Alert variant="filled" severity="error">Peringatan</Alert>
          <Alert variant="filled" severity="warning">Peringatan keras</Alert>
          <Alert variant="filled" severity="info">Informasi !</Alert>
          <Link href="#">Tautan</Link>
          <Typography color="primary">Judul</Typography>
        </ThemeProvider>,
      );
      const fills = [
        screen.getByRole('button', { name: 'Simpan' }), screen.getByRole('button', { name: 'Kas Keluar' }), screen.getByTestId('appbar'),
        screen.getByRole('button', { name: 'Kembali ke atas' }), screen.getByText('12').parentElement!, screen.getByText('Ya').parentElement!,
        ...['Berhasil!', 'Peringatan', 'Peringatan keras', 'Informasi !'].map((t) => screen.getByText(t).closest('.MuiAlert-root')!),
      ];
      for (const el of fills) {
        const { color, background } = painted(el);
        const name = el.textContent;
        expect({ name, ratio: ratio(rgbToHex(color), rgbToHex(background)) }).toEqual({ name, ratio: expect.toSatisfy((r: number) => r >= 4.5) });
      }
      for (const el of [screen.getByText('Tautan'), screen.getByText('Judul')]) {
        const name = el.textContent;
        expect({ name, ratio: ratio(rgbToHex(painted(el).color), theme.palette.background.paper) }).toEqual({ name, ratio: expect.toSatisfy((r: number) => r >= 4.5) });
      }
    });
  }
});
