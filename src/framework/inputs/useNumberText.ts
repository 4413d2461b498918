import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { NumberFormat } from './numberFormats';

const isDigit = (c: string) => c >= '0' && c <= '9';

/** How many digits stand before position `caret` of `text`. */
export function digitsBefore(text: string, caret: number): number {
  let n = 0;
  for (const c of text.slice(0, caret)) if (isDigit(c)) n += 1;
  return n;
}

/** The position in `text` right after its `digits`-th digit (0 digits: before the first one). */
export function caretAfterDigits(text: string, digits: number): number {
  if (digits <= 0) {
    const first = [...text].findIndex(isDigit);
    return first < 0 ? text.length : first;
  }
  let n = 0;
  for (let i = 0; i < text.length; i += 1) {
    if (isDigit(text[i]) && ++n === digits) return i + 1;
  }
  return text.length;
}

/**
 * Keeps the caret beside the same digit when a typed number is regrouped (`1234|5` → `12.34|5`): without it the
 * caret jumps to the end whenever a thousands separator appears or goes.
 */
export function useCaretKeeper() {
  const pending = useRef<{ el: HTMLInputElement | HTMLTextAreaElement; digits: number } | null>(null);
  useLayoutEffect(() => {
    const p = pending.current;
    if (!p) return;
    pending.current = null;
    if (p.el.ownerDocument.activeElement !== p.el) return;
    const at = caretAfterDigits(p.el.value, p.digits);
    p.el.setSelectionRange(at, at);
  });
  /** Call with the input as typed, before its regrouped text is set. */
  return (el: HTMLInputElement | HTMLTextAreaElement) => {
    pending.current = { el, digits: digitsBefore(el.value, el.selectionStart ?? el.value.length) };
  };
}

/**
 * The text of a number input (`1.234.567`) kept in step with its number, except while the user types in it: focus
 * leaves the typed text alone, blur writes the number's own text back. Whole numbers are regrouped as typed, the
 * caret kept beside its digit (`keepCaret` before `setText`).
 */
export function useNumberText(value: number | null | undefined, format: NumberFormat) {
  const [text, setTextState] = useState(() => format.toText(value));
  const [, rerender] = useState(0);
  const focused = useRef(false);
  const keepCaret = useCaretKeeper();
  useEffect(() => {
    if (!focused.current) setTextState(format.toText(value));
  }, [value, format]);
  const onFocus = () => { focused.current = true; };
  const onBlur = () => {
    focused.current = false;
    setTextState(format.toText(value));
  };
  // A render even when the text stays the same (a separator typed and dropped): the caret is put back then too.
  const setText = (next: string) => { setTextState(next); rerender((n) => n + 1); };
  return { text, setText, onFocus, onBlur, keepCaret };
}
