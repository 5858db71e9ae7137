// An admin's change to one record, with the reason it needs (suspend an account, unlist a gym,
// reject an application) or none (restore, list again): the reason's field within its schema's
// limits, refused empty at the field, and a refused change worded by its code below the button.
import type { RouteId } from '@fitchoice/shared/api/contract';
import type { InputLimits } from '@fitchoice/shared/api/field-limits';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useIntl } from 'react-intl';
import type { RefusalTable } from '../../api/field-errors';
import { Button, type ButtonVariant } from '../../ui/Button';
import { Field } from '../../ui/form/Field';
import { FormRefusal } from '../../ui/form/FormRefusal';
import { useErrorFocus } from '../../ui/form/use-error-focus';
import './messages';

/** What the form reads of the change's mutation (TanStack's useMutation). */
export interface ReasonChange {
  mutate: (reason: string, options: { onSuccess: () => void }) => void;
  isPending: boolean;
  error: unknown;
}

export interface ReasonFormProps<Id extends RouteId> {
  change: ReasonChange;
  /** The reason's field, when this change takes one. */
  reason: { label: string; hint?: string; limits: InputLimits } | null;
  /** The change's codes the form words (any other refusal says the change failed). */
  refusals: RefusalTable<Id>;
  submit: ReactNode;
  variant: ButtonVariant;
  /** Names the form where several stand side by side (a row's). */
  formLabel?: string;
  /** While another change of the same record is under way. */
  disabled?: boolean;
  /** Said before the field (why the record is as it is). */
  children?: ReactNode;
}

export function ReasonForm<Id extends RouteId>({
  change,
  reason,
  refusals,
  submit,
  variant,
  formLabel,
  disabled,
  children,
}: ReasonFormProps<Id>) {
  const intl = useIntl();
  const [text, setText] = useState('');
  const [blank, setBlank] = useState(false);
  const { ref, focusFirstError } = useErrorFocus();
  const send = (event: FormEvent) => {
    event.preventDefault();
    if (reason && text.trim() === '') {
      setBlank(true);
      focusFirstError();
      return;
    }
    setBlank(false);
    change.mutate(text, { onSuccess: () => setText('') });
  };
  return (
    <form ref={ref} className="admin-actions" onSubmit={send} noValidate aria-label={formLabel}>
      {children}
      {reason ? (
        <Field
          label={reason.label}
          hint={reason.hint}
          value={text}
          onChange={(e) => setText(e.target.value)}
          error={blank ? intl.formatMessage({ id: 'admin.error.reasonRequired' }) : undefined}
          {...reason.limits}
        />
      ) : null}
      <Button type="submit" variant={variant} busy={change.isPending} disabled={disabled}>
        {submit}
      </Button>
      <FormRefusal error={blank ? null : change.error} codes={refusals} fallback="admin.error.failed" />
    </form>
  );
}
