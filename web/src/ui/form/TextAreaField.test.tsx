// TextAreaField as a screen reader meets it: a textbox named by its label, its error read with it
// and announced as invalid, and what is typed reaching the form's state.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { TextAreaField } from './TextAreaField';

afterEach(cleanup);

function MessageForm({ error }: { error?: string }) {
  const [text, setText] = useState('');
  return (
    <form>
      <TextAreaField label="Message" rows={4} error={error} value={text} onChange={(e) => setText(e.target.value)} />
      <output>{text || 'empty'}</output>
    </form>
  );
}

describe('<TextAreaField>', () => {
  it('is a multi-line textbox named by its label, valid while there is no error', () => {
    render(<MessageForm />);
    const box = screen.getByRole('textbox', { name: 'Message' });
    expect(box.tagName).toBe('TEXTAREA');
    expect(box.getAttribute('rows')).toBe('4');
    expect(box.getAttribute('aria-invalid')).toBeNull();
    expect(box.getAttribute('aria-describedby')).toBeNull();
    fireEvent.change(box, { target: { value: 'Hello team' } });
    expect(screen.getByRole('status').textContent).toBe('Hello team');
  });

  it('marks itself invalid and is described by its error', () => {
    render(<MessageForm error="Write at least 10 characters" />);
    const box = screen.getByRole('textbox', { name: 'Message' });
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(box.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Write at least 10 characters');
  });
});
