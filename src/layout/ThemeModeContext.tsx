import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { STORAGE_KEYS } from '../providers/session';
import type { ThemeMode } from './theme';

/** The skin is dark unless the user chose light on this device (SPEC.md section 9). */
export function readThemeMode(): ThemeMode {
  return localStorage.getItem(STORAGE_KEYS.theme) === 'light' ? 'light' : 'dark';
}

interface ThemeModeValue {
  mode: ThemeMode;
  toggle: () => void;
}

const ThemeModeContext = createContext<ThemeModeValue>({ mode: 'dark', toggle: () => undefined });

export function useThemeModeState(): ThemeModeValue {
  const [mode, setMode] = useState<ThemeMode>(readThemeMode);
  const toggle = useCallback(() => {
    setMode((current) => {
      const next: ThemeMode = current === 'dark' ? 'light' : 'dark';
      localStorage.setItem(STORAGE_KEYS.theme, next);
      return next;
    });
  }, []);
  return useMemo(() => ({ mode, toggle }), [mode, toggle]);
}

export function ThemeModeProvider(props: { value: ThemeModeValue; children: ReactNode }) {
  return <ThemeModeContext.Provider value={props.value}>{props.children}</ThemeModeContext.Provider>;
}

export function useThemeMode(): ThemeModeValue {
  return useContext(ThemeModeContext);
}
