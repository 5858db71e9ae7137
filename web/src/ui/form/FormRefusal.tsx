// A form's one alert for what is about none of its fields: a refusal worded by its code through the
// feature's RefusalTable (api/field-errors.ts), a failure the form words itself (no connection, a
// camera refused), or text already worded elsewhere (a crypto wallet's own words, which no catalogue
// holds). Announced when it appears (role="alert"); nothing is shown while there is none.
import type { RouteId } from '@fitchoice/shared/api/contract';
import type { ComponentProps } from 'react';
import { FormattedMessage } from 'react-intl';
import { type RefusalTable, refusalMessageId } from '../../api/field-errors';
import type { MessageId } from '../../i18n/messages';

export type FormRefusalProps<Id extends RouteId> =
  /** A failed call (null while there is none): its code's message in `codes`, else `fallback`. */
  | { error: unknown; codes: RefusalTable<Id>; fallback: MessageId }
  /** A message the form chose, with its values; null while there is none. */
  | { messageId: MessageId | null | undefined; values?: ComponentProps<typeof FormattedMessage>['values'] }
  /** Text worded already, in the member's language where the app wrote it; null while there is none. */
  | { text: string | null | undefined };

export function FormRefusal<Id extends RouteId>(props: FormRefusalProps<Id>) {
  if ('text' in props) {
    return props.text ? (
      <p className="field__error" role="alert">
        {props.text}
      </p>
    ) : null;
  }
  const messageId =
    'messageId' in props ? props.messageId : props.error == null ? null : refusalMessageId(props.error, props.codes, props.fallback);
  if (!messageId) return null;
  return (
    <p className="field__error" role="alert">
      <FormattedMessage id={messageId} values={'values' in props ? props.values : undefined} />
    </p>
  );
}
