// A labelled select with its hint and error at the field, the same look and wiring as Field.
import type { SelectHTMLAttributes } from 'react';
import { FieldFrame } from './Field';

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  error?: string;
  hint?: string;
}

/** The options are its children: `<SelectField label="Topic" ...><option .../></SelectField>`. */
export function SelectField({ label, error, hint, className, children, ...select }: SelectFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <select {...control} {...select}>
          {children}
        </select>
      )}
    </FieldFrame>
  );
}
