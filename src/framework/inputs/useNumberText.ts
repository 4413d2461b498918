import { useEffect, useRef, useState } from 'react';
import type { NumberFormat } from './numberFormats';

/**
 * The text of a number input (`1.234.567`) kept in step with its number, except while the user types in it: focus
 * leaves the typed text alone, blur writes the number's own text back.
 */
export function useNumberText(value: number | null | undefined, format: NumberFormat) {
  const [text, setText] = useState(() => format.toText(value));
  const focused = useRef(false);
  useEffect(() => {
    if (!focused.current) setText(format.toText(value));
  }, [value, format]);
  const onFocus = () => { focused.current = true; };
  const onBlur = () => {
    focused.current = false;
    setText(format.toText(value));
  };
  return { text, setText, onFocus, onBlur };
}
