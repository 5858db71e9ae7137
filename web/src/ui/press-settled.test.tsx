import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { nextTask } from '../startup/next-task';
import { usePressSettled } from './press-settled';

/** A field whose message shows on leaving it (after the press settles), above a button. */
function Form() {
  const press = usePressSettled();
  const [message, setMessage] = useState('');
  const [submitted, setSubmitted] = useState(0);
  return (
    <form
      onPointerDownCapture={press.onPointerDownCapture}
      onSubmit={(event) => {
        event.preventDefault();
        setSubmitted((count) => count + 1);
      }}
    >
      <input
        aria-label="Password"
        onBlur={async () => {
          await press.settled();
          setMessage('Too short');
        }}
      />
      {message ? <p>{message}</p> : null}
      <output aria-label="submitted">{submitted}</output>
      <button type="submit">Create account</button>
    </form>
  );
}

afterEach(cleanup);

/** Renders the form, presses its button while the password field has focus (leaving the field), and answers the button. */
async function pressFromPasswordField(): Promise<HTMLElement> {
  render(<Form />);
  const button = screen.getByRole('button', { name: 'Create account' });
  screen.getByLabelText('Password').focus();
  fireEvent.pointerDown(button);
  await act(async () => {
    screen.getByLabelText('Password').blur();
    await nextTask();
  });
  return button;
}

describe('usePressSettled', () => {
  it('holds a message shown on leaving a field until the press that left it is released', async () => {
    const button = await pressFromPasswordField();
    expect(screen.queryByText('Too short')).toBeNull();

    await act(async () => {
      fireEvent.pointerUp(button);
      fireEvent.click(button);
      await nextTask();
    });
    expect(screen.getByText('Too short')).toBeTruthy();
    expect(screen.getByLabelText('submitted').textContent).toBe('1');
  });

  it('shows it at once when no press is down (leaving the field by keyboard)', async () => {
    render(<Form />);
    screen.getByLabelText('Password').focus();
    await act(async () => {
      screen.getByLabelText('Password').blur();
      await Promise.resolve();
    });
    expect(screen.getByText('Too short')).toBeTruthy();
  });

  it('lets a cancelled press go too (a touch that turned into a scroll)', async () => {
    const button = await pressFromPasswordField();
    expect(screen.queryByText('Too short')).toBeNull();
    await act(async () => {
      fireEvent.pointerCancel(button);
      await nextTask();
    });
    expect(screen.getByText('Too short')).toBeTruthy();
  });
});
