// A refused submit takes the keyboard to the first field to fix, on the very submit that finds it
// (not one submit late), and leaves the focus alone when nothing is wrong.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { type FormEvent, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Field } from './Field';
import { useErrorFocus } from './use-error-focus';

afterEach(cleanup);

function Signup({ onSent }: { onSent: () => void }) {
  const [values, setValues] = useState({ name: '', email: '' });
  const [problems, setProblems] = useState<{ name?: string; email?: string }>({});
  const { ref, focusFirstError } = useErrorFocus();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = {
      ...(values.name === '' ? { name: 'Enter your name' } : {}),
      ...(values.email.includes('@') ? {} : { email: 'Enter an email' }),
    };
    setProblems(found);
    if (Object.keys(found).length > 0) focusFirstError();
    else onSent();
  };
  return (
    <form ref={ref} noValidate onSubmit={submit}>
      <Field label="Name" value={values.name} error={problems.name} onChange={(e) => setValues({ ...values, name: e.target.value })} />
      <Field label="Email" value={values.email} error={problems.email} onChange={(e) => setValues({ ...values, email: e.target.value })} />
      <button type="submit">Send</button>
    </form>
  );
}

describe('useErrorFocus', () => {
  it('focuses the first invalid field on the submit that finds it', () => {
    render(<Signup onSent={() => {}} />);
    screen.getByRole('button', { name: 'Send' }).focus();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(document.activeElement).toBe(name);
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(name.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(name.getAttribute('aria-describedby')!)?.textContent).toBe('Enter your name');
  });

  it('moves to the next field to fix once the first is right', () => {
    render(<Signup onSent={() => {}} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'Ana' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Email' }));
  });

  it('leaves the focus where it is when the form is right', () => {
    let sent = 0;
    render(<Signup onSent={() => sent++} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'Ana' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Email' }), { target: { value: 'ana@example.com' } });
    const send = screen.getByRole('button', { name: 'Send' });
    send.focus();
    fireEvent.click(send);
    expect(sent).toBe(1);
    expect(document.activeElement).toBe(send);
  });
});
