import { useEffect, useRef, useState } from 'react';
import { Form } from 'ra-core';
import { useWatch } from 'react-hook-form';
import { DateInput } from '../../framework/inputs/DateInputs';

function Report(props: { onChange: (value: string) => void; last: React.MutableRefObject<string> }) {
  const value = useWatch({ name: 'tanggal' }) as string | null | undefined;
  useEffect(() => {
    const v = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : '';
    if (v !== props.last.current) {
      props.last.current = v;
      props.onChange(v);
    }
  }, [value, props]);
  return null;
}

/**
 * The app's own date input (typed and shown DD-MM-YYYY, the picker's chunk loaded on first use) for a screen that
 * keeps its own state: a small form of its own, reporting `YYYY-MM-DD` (or '' while incomplete) to the parent.
 */
export function DateField(props: { label: string; value: string; onChange: (value: string) => void; error?: string }) {
  const last = useRef(props.value);
  const [generation, setGeneration] = useState(0);
  // A value set from outside (a restored draft) starts the input again from it.
  useEffect(() => {
    if (props.value !== last.current) {
      last.current = props.value;
      setGeneration((g) => g + 1);
    }
  }, [props.value]);
  return (
    <Form key={generation} defaultValues={{ tanggal: props.value || null }} noValidate>
      <DateInput source="tanggal" label={props.label} helperText={props.error ?? false} />
      <Report onChange={props.onChange} last={last} />
    </Form>
  );
}
