import { useEffect, useRef, type KeyboardEvent, type MouseEvent } from 'react';
import { useWatch } from 'react-hook-form';
import { SimpleFormIteratorClasses } from 'ra-ui-materialui';

const FIELD = 'input:not([type="hidden"]):not([disabled]), textarea:not([disabled])';

function firstField(line: Element | undefined): HTMLElement | null {
  return line?.querySelector<HTMLElement>(FIELD) ?? null;
}

/**
 * Keying in line items without the mouse: Enter in a line's field goes to the next line, and in the last line
 * adds a line, instead of submitting the whole document; a new line (by Enter or the "Tambah" button) gets the
 * focus in its first field. Enter that an open autocomplete uses to pick its option is left to it (and never
 * breaks a wrapping reference's text).
 */
export function useLineKeys(source: string) {
  const ref = useRef<HTMLDivElement>(null);
  const focusNewLine = useRef(false);
  const value = useWatch({ name: source });
  const count = Array.isArray(value) ? value.length : 0;
  const lines = () => [...(ref.current?.querySelectorAll(`.${SimpleFormIteratorClasses.line}`) ?? [])];

  useEffect(() => {
    if (!focusNewLine.current) return;
    focusNewLine.current = false;
    firstField(lines().at(-1))?.focus();
  }, [count]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Enter' || event.defaultPrevented || event.shiftKey || event.ctrlKey || event.altKey || event.metaKey) return;
    const target = event.target as HTMLElement;
    // A line's reference wraps its long name in a textarea (ReferenceAutocomplete): Enter there is no new line either.
    const wrappingRef = target.tagName === 'TEXTAREA' && target.hasAttribute('aria-autocomplete');
    if (target.tagName !== 'INPUT' && !wrappingRef) return;
    if (target.getAttribute('aria-expanded') === 'true') {
      if (wrappingRef) event.preventDefault();
      return;
    }
    const line = target.closest(`.${SimpleFormIteratorClasses.line}`);
    if (!line) return;
    event.preventDefault();
    const all = lines();
    const next = all[all.indexOf(line) + 1];
    if (next) {
      firstField(next)?.focus();
      return;
    }
    focusNewLine.current = true;
    ref.current?.querySelector<HTMLButtonElement>('.button-add')?.click();
  };

  const onClickCapture = (event: MouseEvent<HTMLDivElement>) => {
    if ((event.target as HTMLElement).closest('.button-add')) focusNewLine.current = true;
  };

  return { ref, onKeyDown, onClickCapture };
}
