// Recording what a member paid at the desk for a visit paid there: the amount (the visit's price in
// the gym's currency to start from) and its currency, checked here as the server checks it, then
// queued through the outbox so a payment taken on bad Wi-Fi is kept (the arrival shows it waiting)
// and counts once.

import type { CurrencyCode } from '@fitchoice/shared';
import { CURRENCY_DECIMALS, DESK_CURRENCIES, type Money, moneyToMinor } from '@fitchoice/shared/api';
import * as routes from '@fitchoice/shared/api/routes';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { enqueueCall } from '../../api/enqueue-call';
import { refusalMessageId } from '../../api/field-errors';
import type { MessageId } from '../../i18n/messages';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/form/Field';
import { FormRefusal } from '../../ui/form/FormRefusal';
import { SelectField } from '../../ui/form/SelectField';
import { answerAtDesk, arrivalsKey } from './desk-data';
import { PAYMENT_REFUSALS } from './desk-refusals';
import './messages';

/** Money in the reader's locale: "23,50 €". */
export function useMoney(): (money: Pick<Money, 'amount' | 'currency'>) => string {
  const intl = useIntl();
  return ({ amount, currency }) =>
    intl.formatNumber(Number(amount), {
      style: 'currency',
      currency,
      minimumFractionDigits: CURRENCY_DECIMALS[currency],
      maximumFractionDigits: CURRENCY_DECIMALS[currency],
    });
}

/** The amount as typed, in the form the server takes: a decimal comma is a decimal point. */
const asSent = (amount: string) => amount.trim().replace(',', '.');

/** Whether `amount` is one the server takes in `currency`: above 0, at most its decimals. */
function validAmount(amount: string, currency: CurrencyCode): boolean {
  const minor = moneyToMinor(asSent(amount), currency);
  return minor !== null && minor > 0;
}

/** How an amount of `currency` is written: "12.50", or "1500" without decimals. */
export const exampleOf = (currency: CurrencyCode) => (CURRENCY_DECIMALS[currency] === 0 ? '1500' : '12.50');

export function PaymentForm({
  gymId,
  bookingId,
  memberName,
  price,
  onDone,
}: {
  gymId: string;
  bookingId: string;
  memberName: string;
  price: Money;
  onDone: () => void;
}) {
  const intl = useIntl();
  const ids = useId();
  const queryClient = useQueryClient();
  const [amount, setAmount] = useState(price.amount);
  const [currency, setCurrency] = useState<CurrencyCode>(price.currency);
  const [invalid, setInvalid] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<MessageId | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setProblem(null);
    if (!validAmount(amount, currency)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    setBusy(true);
    try {
      const entry = await enqueueCall(routes.gymPanelRecordPayment, {
        params: { gymId, bookingId },
        body: { amount: asSent(amount), currency },
      });
      const answer = await answerAtDesk(entry);
      if (answer?.state === 'failed') {
        setProblem(refusalMessageId(answer.response, PAYMENT_REFUSALS, 'gymPanel.refused.other'));
        return;
      }
      // Done, or kept on the device to be sent (the arrival says it waits): the list shows which.
      if (answer) await queryClient.invalidateQueries({ queryKey: arrivalsKey(gymId) });
      onDone();
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="gym-desk__payment" aria-labelledby={`${ids}title`} noValidate onSubmit={(event) => void submit(event)}>
      <p id={`${ids}title`} className="gym-desk__payment-title">
        <FormattedMessage id="gymPanel.payment.title" values={{ name: memberName }} />
      </p>
      <div className="gym-panel__row">
        <Field
          label={intl.formatMessage({ id: 'gymPanel.payment.amount' })}
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          error={invalid ? intl.formatMessage({ id: 'gymPanel.payment.invalid' }, { currency, example: exampleOf(currency) }) : undefined}
        />
        <SelectField
          label={intl.formatMessage({ id: 'gymPanel.payment.currency' })}
          value={currency}
          onChange={(event) => setCurrency(event.target.value as CurrencyCode)}
        >
          {DESK_CURRENCIES.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </SelectField>
      </div>
      <div className="gym-desk__actions">
        <Button type="submit" busy={busy}>
          <FormattedMessage id="gymPanel.payment.submit" />
        </Button>
        <Button variant="ghost" onClick={onDone}>
          <FormattedMessage id="gymPanel.payment.cancel" />
        </Button>
      </div>
      <FormRefusal messageId={problem} values={{ currency, example: exampleOf(currency) }} />
    </form>
  );
}
