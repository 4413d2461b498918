import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { GroupedNumberText, NumberField, groupDigits } from '../../../src/framework/inputs/NumberField';
import { caretAfterDigits, digitsBefore } from '../../../src/framework/inputs/useNumberText';

/** Types `value` with the caret at `caret` (the browser's state after a keystroke), into a focused input. */
function typeAt(input: HTMLInputElement, value: string, caret = value.length) {
  input.focus();
  fireEvent.change(input, { target: { value, selectionStart: caret, selectionEnd: caret } });
}

function Money(props: { onValue?: (n: number | null) => void }) {
  const [value, setValue] = useState<number | null>(null);
  return <NumberField money label="Dibayar Tunai" value={value} onChange={(n) => { setValue(n); props.onValue?.(n); }} />;
}

function Text() {
  const [text, setText] = useState('');
  return <GroupedNumberText money label="Jumlah Bayar" value={text} onChange={setText} />;
}

describe('money typed with thousands separators', () => {
  it('finds the caret\'s digit again in the regrouped text', () => {
    expect(digitsBefore('1.2345', 4)).toBe(3);
    expect(caretAfterDigits('12.345', 3)).toBe(4);
    expect(caretAfterDigits('12.345', 0)).toBe(0);
    expect(caretAfterDigits('12.345', 9)).toBe(6);
    expect(groupDigits('Rp 0010000x')).toBe('10.000');
    expect(groupDigits('')).toBe('');
  });

  it('a money field shows 10.000 while "10000" is typed and holds the number', () => {
    const seen: Array<number | null> = [];
    render(<Money onValue={(n) => seen.push(n)} />);
    const input = screen.getByRole('textbox', { name: 'Dibayar Tunai' }) as HTMLInputElement;
    typeAt(input, '10000');
    expect(input.value).toBe('10.000');
    expect(seen.at(-1)).toBe(10000);
    expect(input.getAttribute('inputmode')).toBe('numeric');
  });

  it('keeps the caret beside the digit typed in the middle, not at the end', () => {
    render(<Money />);
    const input = screen.getByRole('textbox', { name: 'Dibayar Tunai' }) as HTMLInputElement;
    typeAt(input, '1234');
    expect(input.value).toBe('1.234');
    // a 5 typed after the 3: "1.23|4" → "1.235|4" → regrouped "12.35|4"
    typeAt(input, '1.2354', 5);
    expect(input.value).toBe('12.354');
    expect(input.selectionStart).toBe(5);
    // a digit deleted before a separator: "12.|354" backspace → "1.|354" → "1.354" with the caret after the 1
    typeAt(input, '1.354', 1);
    expect(input.value).toBe('1.354');
    expect(input.selectionStart).toBe(1);
  });

  it('a hand-written screen\'s amount kept as text regroups as typed too', () => {
    render(<Text />);
    const input = screen.getByRole('textbox', { name: 'Jumlah Bayar' }) as HTMLInputElement;
    typeAt(input, '10000');
    expect(input.value).toBe('10.000');
    typeAt(input, '10.0000');
    expect(input.value).toBe('100.000');
    expect(input.selectionStart).toBe(7);
  });
});
