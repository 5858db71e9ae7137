// A labelled textarea with its hint and error at the field, the same look and wiring as Field.
import type { TextareaHTMLAttributes } from 'react';
import { FieldFrame } from './Field';

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  error?: string;
  hint?: string;
}

export function TextAreaField({ label, error, hint, className, ...textarea }: TextAreaFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} className={className}>
      {(control) => <textarea {...control} {...textarea} />}
    </FieldFrame>
  );
}
