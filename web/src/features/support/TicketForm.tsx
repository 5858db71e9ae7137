// The contact form: opens a support ticket (POST /api/support/tickets) and shows its reference.
// A member's goes through the outbox (kept when offline, sent once); a visitor's is sent at once,
// and a refusal keeps what they typed. Field checks are the server's rules, said in the app's words.
// The outbox's code loads only for a signed-in user (TicketFormOutbox.ts): a visitor's form needs none.

import type { ResponseOf } from '@fitchoice/shared/api/contract';
import { supportCreateTicket } from '@fitchoice/shared/api/field-limits';
import * as routes from '@fitchoice/shared/api/routes';
import { TICKET_TOPICS } from '@fitchoice/shared/api/support-topics';
import { ApiError } from '@fitchoice/shared/http-errors';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { apiCall, apiQueryKey, isApiError } from '../../api/client';
import { useAuth } from '../../app/auth';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/form/Field';
import { SelectField } from '../../ui/form/SelectField';
import { TextAreaField } from '../../ui/form/TextAreaField';
import { useErrorFocus } from '../../ui/form/use-error-focus';
import { supportRefusalId } from './refusals';
import './messages';

type FieldName = 'name' | 'email' | 'topic' | 'subject' | 'message';
type Outcome = { id: string; values?: Record<string, string> } | null;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const LIMITS = supportCreateTicket;

function firstProblem(form: Record<FieldName, string>): FieldName | null {
  if (!form.name.trim()) return 'name';
  if (!EMAIL.test(form.email.trim())) return 'email';
  if (!(TICKET_TOPICS as readonly string[]).includes(form.topic)) return 'topic';
  if (!form.subject.trim()) return 'subject';
  if (form.message.trim().length < LIMITS.message.minLength) return 'message';
  return null;
}

/** The outbox's part, asked once per page (again only after a failed load). */
let outbox: Promise<typeof import('./TicketFormOutbox')> | null = null;
function loadOutbox() {
  outbox ??= import('./TicketFormOutbox').catch((error: unknown) => {
    outbox = null;
    throw error;
  });
  return outbox;
}

export function TicketForm() {
  const intl = useIntl();
  const { user, isGuest } = useAuth();
  const queryClient = useQueryClient();
  const empty = { name: isGuest ? '' : (user?.name ?? ''), email: user?.email ?? '', topic: '', subject: '', message: '' };
  const [form, setForm] = useState<Record<FieldName, string>>(empty);
  const [invalid, setInvalid] = useState<FieldName | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const { ref, focusFirstError } = useErrorFocus();
  // The answer (the reference, a refusal) may be below the fold on a phone: bring it into view.
  const statusRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (outcome) statusRef.current?.focus();
  }, [outcome]);
  // A member's ticket is queued: its code is on the page as the form shows, before any connection drops.
  useEffect(() => {
    if (user) loadOutbox().catch(() => undefined);
  }, [user]);
  const t = (id: string) => intl.formatMessage({ id });
  const set = (name: FieldName) => (event: { target: { value: string } }) => setForm({ ...form, [name]: event.target.value });
  const error = (name: FieldName) => (invalid === name ? t(`contact.invalid.${name}`) : undefined);

  const sent = (ticket: ResponseOf<'support.createTicket'>['ticket']) => {
    setOutcome({ id: 'contact.form.sent', values: { reference: ticket.reference } });
    setForm({ ...empty, name: form.name, email: form.email });
    void queryClient.invalidateQueries({ queryKey: apiQueryKey(routes.supportMyTickets) });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = firstProblem(form);
    setInvalid(problem);
    setOutcome(null);
    if (problem) {
      focusFirstError();
      return;
    }
    const body = { ...form, topic: form.topic as (typeof TICKET_TOPICS)[number] };
    setBusy(true);
    try {
      if (user) {
        const answer = await (await loadOutbox()).queueTicket(body);
        if (!answer) setOutcome({ id: 'contact.form.pending' });
        else if (answer.state === 'done') sent(answer.response.ticket);
        else {
          const field = answer.response?.field;
          if (typeof field === 'string' && field in form) setInvalid(field as FieldName);
          else setOutcome({ id: 'contact.form.failed', values: { reason: t(supportRefusalId(answer.response)) } });
        }
        return;
      }
      sent((await apiCall(routes.supportCreateTicket, { body })).ticket);
    } catch (failure) {
      if (isApiError(failure, 429)) setOutcome({ id: 'contact.form.tooMany' });
      else if (failure instanceof ApiError && failure.field && failure.field in form) setInvalid(failure.field as FieldName);
      else if (failure instanceof ApiError) setOutcome({ id: 'contact.form.failed', values: { reason: t(supportRefusalId(failure)) } });
      else setOutcome({ id: 'contact.form.offline' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="section card" aria-labelledby="contact-form-title">
      <h2 id="contact-form-title" className="section__title">
        <FormattedMessage id="contact.form.title" />
      </h2>
      <form ref={ref} className="form" noValidate onSubmit={(event) => void submit(event)}>
        <Field
          label={t('contact.form.name')}
          value={form.name}
          onChange={set('name')}
          autoComplete="name"
          error={error('name')}
          {...LIMITS.name}
        />
        <Field
          label={t('contact.form.email')}
          type="email"
          value={form.email}
          onChange={set('email')}
          autoComplete="email"
          error={error('email')}
          {...LIMITS.email}
        />
        <SelectField label={t('contact.form.topic')} value={form.topic} onChange={set('topic')} error={error('topic')} {...LIMITS.topic}>
          <option value="" />
          {TICKET_TOPICS.map((topic) => (
            <option key={topic} value={topic}>
              {t(`contact.topic.${topic}`)}
            </option>
          ))}
        </SelectField>
        <Field
          label={t('contact.form.subject')}
          value={form.subject}
          onChange={set('subject')}
          error={error('subject')}
          {...LIMITS.subject}
        />
        <TextAreaField
          label={t('contact.form.message')}
          rows={5}
          value={form.message}
          onChange={set('message')}
          error={error('message')}
          {...LIMITS.message}
        />
        <Button type="submit" busy={busy}>
          <FormattedMessage id="contact.form.send" />
        </Button>
        <p role="status" ref={statusRef} tabIndex={-1}>
          {outcome ? <FormattedMessage id={outcome.id} values={outcome.values} /> : null}
        </p>
      </form>
    </section>
  );
}
