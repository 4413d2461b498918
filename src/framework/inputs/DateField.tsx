import { useEffect, useRef, useState } from 'react';
import { Form } from 'ra-core';
import { useWatch } from 'react-hook-form';
import { DateInput } from './DateInputs';

/**
 * While a year is typed the input passes through 0002, 0020, 0202: those are not dates anyone means, so they are
 * reported as incomplete (''), and a parent answering late with one of them cannot restart the input mid-typing.
 */
function Report(props: { onChange: (value: string) => void; last: React.MutableRefObject<string>; reported: React.MutableRefObject<Set<string>> }) {
  const value = useWatch({ name: 'tanggal' }) as string | null | undefined;
  useEffect(() => {
    const v = typeof value === 'string' && /^(19|20)\d{2}-\d{2}-\d{2}$/.test(value) ? value : '';
    if (v !== props.last.current) {
      props.last.current = v;
      props.reported.current.add(v);
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
  const reported = useRef(new Set<string>());
  const [generation, setGeneration] = useState(0);
  // A value set from outside (a restored draft) starts the input again from it; our own reports coming back do not.
  useEffect(() => {
    if (props.value !== last.current && !reported.current.has(props.value)) {
      last.current = props.value;
      setGeneration((g) => g + 1);
    }
  }, [props.value]);
  return (
    <Form key={generation} defaultValues={{ tanggal: props.value || null }} noValidate>
      <DateInput source="tanggal" label={props.label} helperText={props.error ?? false} />
      <Report onChange={props.onChange} last={last} reported={reported} />
    </Form>
  );
}
