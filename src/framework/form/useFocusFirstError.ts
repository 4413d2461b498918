import { useEffect, useRef, type RefObject } from 'react';
import { useFormState } from 'react-hook-form';

/**
 * After a save that failed on its fields (the form's own rules or the server's 422), the focus goes to the first
 * invalid input inside `ref` in screen order, so a keyboard or screen-reader user lands on what to fix; the
 * input carries `aria-invalid` and its message through `aria-describedby` (MUI's helper text).
 */
export function useFocusFirstError(ref: RefObject<HTMLElement | null>): void {
  const { submitCount, isSubmitting, errors } = useFormState();
  const handled = useRef(0);
  useEffect(() => {
    if (isSubmitting || submitCount === handled.current || Object.keys(errors).length === 0) return;
    handled.current = submitCount;
    // The inputs show their error in the same commit; wait for it to be painted before looking.
    const frame = requestAnimationFrame(() => {
      const invalid = ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
      if (invalid && invalid !== document.activeElement) invalid.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [submitCount, isSubmitting, errors, ref]);
}
