// The desk's code form as the staff use it: a code typed with stray spaces is sent trimmed, once;
// a done answer is said as a status and empties the field for the next member; a refusal or a
// failure is an alert and keeps the code to correct.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { messagesFor } from '../../i18n/messages';
import { DeskCodeForm, type DeskOutcome, useDeskCode } from './DeskCodeForm';
import './messages';

afterEach(cleanup);

function Desk({ send }: { send: (code: string) => Promise<DeskOutcome> }) {
  const desk = useDeskCode(send);
  return <DeskCodeForm desk={desk} labelId="gymPanel.desk.reward.label" submitId="gymPanel.desk.reward.submit" placeholder="FR-XXXX" />;
}

function renderDesk(send: (code: string) => Promise<DeskOutcome>) {
  render(
    <IntlProvider locale="en" messages={messagesFor('en')}>
      <Desk send={send} />
    </IntlProvider>,
  );
  return {
    input: screen.getByRole<HTMLInputElement>('textbox', { name: 'Member’s reward code' }),
    submit: screen.getByRole<HTMLButtonElement>('button', { name: 'Use the code' }),
  };
}

describe('the desk code form', () => {
  it('sends the typed code trimmed, says the answer as a status and empties the field', async () => {
    const sent: string[] = [];
    const { input, submit } = renderDesk(async (code) => {
      sent.push(code);
      return { kind: 'done', says: 'Handed over: 1 × Protein bar' };
    });
    expect(submit.disabled).toBe(true);
    fireEvent.change(input, { target: { value: '  FR-AB12  ' } });
    fireEvent.click(submit);
    expect((await screen.findByRole('status')).textContent).toBe('Handed over: 1 × Protein bar');
    expect(sent).toEqual(['FR-AB12']);
    expect(input.value).toBe('');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says a refusal as an alert and keeps the code to correct', async () => {
    const { input, submit } = renderDesk(async () => ({ kind: 'failed', says: 'This code was already used.' }));
    fireEvent.change(input, { target: { value: 'FR-USED' } });
    fireEvent.click(submit);
    expect((await screen.findByRole('alert')).textContent).toBe('This code was already used.');
    expect(input.value).toBe('FR-USED');
  });

  it('says a queued answer as a status and keeps the code on screen', async () => {
    const { input, submit } = renderDesk(async () => ({ kind: 'queued', says: 'Saved: sent when the connection returns.' }));
    fireEvent.change(input, { target: { value: 'FC-1' } });
    fireEvent.click(submit);
    expect((await screen.findByRole('status')).textContent).toBe('Saved: sent when the connection returns.');
    expect(input.value).toBe('FC-1');
  });

  it('turns a send that throws into an alert in the staff’s words instead of losing it', async () => {
    const { input, submit } = renderDesk(async () => {
      throw new Error('IndexedDB is closed');
    });
    fireEvent.change(input, { target: { value: 'FC-2' } });
    fireEvent.click(submit);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This did not go through: nothing changed. Check the connection and try again.',
    );
    expect(input.value).toBe('FC-2');
    expect(submit.disabled).toBe(false);
  });
});
