// A refused submit takes the keyboard to what needs fixing: the form's first invalid field (its
// `aria-invalid`, set by Field and its siblings, or the first control of an invalid group of
// choices), focused once the render that marks it is done, so its label and error are read out.
import { useEffect, useRef, useState } from 'react';

const INVALID = '[aria-invalid="true"], .field--invalid :is(input, select, textarea)';

export function useErrorFocus<T extends HTMLElement = HTMLFormElement>() {
  /** Goes on the form (or whatever holds its fields). */
  const ref = useRef<T>(null);
  const [asked, setAsked] = useState(0);
  useEffect(() => {
    if (asked > 0) ref.current?.querySelector<HTMLElement>(INVALID)?.focus();
  }, [asked]);
  /** Call with the problems' state update: the focus moves after that render. */
  const focusFirstError = () => setAsked((count) => count + 1);
  return { ref, focusFirstError };
}
