// A group of choices (radios or checkboxes) under one legend, with its error at the group, wired as
// Field's is: the fieldset is described by the error, and marked invalid so a refused submit
// focuses its first choice (use-error-focus.ts).
import { type ReactNode, useId } from 'react';

export interface FieldGroupProps {
  legend: ReactNode;
  error?: string;
  /** The group's own layout (its options' grid, a star rating). */
  className?: string;
  children: ReactNode;
}

export function FieldGroup({ legend, error, className, children }: FieldGroupProps) {
  const errorId = `${useId()}-error`;
  return (
    <fieldset
      className={['choice-group', error ? 'field--invalid' : '', className ?? ''].filter(Boolean).join(' ')}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="choice-group__legend">{legend}</legend>
      {children}
      {error ? (
        <p id={errorId} className="field__error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
