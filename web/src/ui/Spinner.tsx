import { useIntl } from 'react-intl';

export interface SpinnerProps {
  size?: 'small' | 'large';
  /** What is loading, for screen readers; "Loading" when unset. */
  label?: string;
  /** Inside a busy button the button already says it: no second status. */
  decorative?: boolean;
}

export function Spinner({ size = 'large', label, decorative = false }: SpinnerProps) {
  const intl = useIntl();
  const circle = <span className={`spinner spinner--${size}`} aria-hidden="true" />;
  if (decorative) return circle;
  return (
    <span role="status" className="spinner-wrap">
      {circle}
      <span className="visually-hidden">{label ?? intl.formatMessage({ id: 'common.loading' })}</span>
    </span>
  );
}

/** A whole-screen spinner, used while the session loads and while a screen's code arrives. */
export function ScreenSpinner({ label }: { label?: string }) {
  return (
    <div className="screen-spinner">
      <Spinner label={label} />
    </div>
  );
}
