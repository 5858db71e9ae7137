// A group of choices as a screen reader and a keyboard meet it: a group named by its legend, its
// error read with it, and a refused submit landing on its first choice.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { type FormEvent, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { FieldGroup } from './FieldGroup';
import { useErrorFocus } from './use-error-focus';

afterEach(cleanup);

function Days() {
  const [days, setDays] = useState<string[]>([]);
  const [error, setError] = useState<string | undefined>();
  const { ref, focusFirstError } = useErrorFocus();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(days.length === 0 ? 'Choose at least one day' : undefined);
    if (days.length === 0) focusFirstError();
  };
  return (
    <form ref={ref} noValidate onSubmit={submit}>
      <FieldGroup legend="Training days" error={error}>
        {['Monday', 'Tuesday'].map((day) => (
          <label key={day}>
            <input type="checkbox" checked={days.includes(day)} onChange={() => setDays([...days, day])} />
            {day}
          </label>
        ))}
      </FieldGroup>
      <button type="submit">Save</button>
    </form>
  );
}

describe('FieldGroup', () => {
  it('is a group named by its legend, without a description while it is right', () => {
    render(<Days />);
    const group = screen.getByRole('group', { name: 'Training days' });
    expect(group.getAttribute('aria-describedby')).toBeNull();
  });

  it('says its error with the group and focuses its first choice on a refused submit', () => {
    render(<Days />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const group = screen.getByRole('group', { name: 'Training days' });
    expect(document.getElementById(group.getAttribute('aria-describedby')!)?.textContent).toBe('Choose at least one day');
    expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: 'Monday' }));
  });
});
