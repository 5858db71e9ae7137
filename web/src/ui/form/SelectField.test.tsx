// SelectField as a screen reader and a keyboard meet it: found by its label, its hint and error
// read with it, the invalid state announced, and a choice reaching the form's state.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { SelectField } from './SelectField';

afterEach(cleanup);

function TopicForm({ error }: { error?: string }) {
  const [topic, setTopic] = useState('');
  return (
    <form>
      <SelectField label="Topic" hint="Pick the closest one" error={error} value={topic} onChange={(e) => setTopic(e.target.value)}>
        <option value="" />
        <option value="billing">Billing</option>
        <option value="bookings">Bookings</option>
      </SelectField>
      <output>{topic || 'none'}</output>
    </form>
  );
}

describe('<SelectField>', () => {
  it('is a combobox named by its label, described by its hint, and valid while there is no error', () => {
    render(<TopicForm />);
    const select = screen.getByRole('combobox', { name: 'Topic' });
    expect(select.tagName).toBe('SELECT');
    expect(select).toHaveProperty('className', 'field__input');
    expect(select.getAttribute('aria-invalid')).toBeNull();
    expect(select.getAttribute('aria-describedby')).toBe(screen.getByText('Pick the closest one').id);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['', 'Billing', 'Bookings']);
  });

  it('hands the chosen value to its onChange', () => {
    render(<TopicForm />);
    fireEvent.change(screen.getByLabelText('Topic'), { target: { value: 'bookings' } });
    expect(screen.getByRole('status').textContent).toBe('bookings');
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Topic' }).value).toBe('bookings');
  });

  it('marks itself invalid and is described by its hint and its error', () => {
    render(<TopicForm error="Choose a topic" />);
    const select = screen.getByRole('combobox', { name: 'Topic' });
    expect(select.getAttribute('aria-invalid')).toBe('true');
    const described = (select.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['Pick the closest one', 'Choose a topic']);
    expect(select.closest('.field')?.classList.contains('field--invalid')).toBe(true);
  });
});
