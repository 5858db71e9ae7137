// The app's splash while the session is checked: the brand and a spinner, drawn exactly as
// index.html's static copy inside #root, which paints before any script has loaded (on a phone's
// slow link, a second and more before the app's code arrives) and which this replaces seamlessly.
import { FormattedMessage, useIntl } from 'react-intl';

export function AppSplash() {
  const intl = useIntl();
  return (
    <div className="screen-spinner app-splash" role="status">
      <div className="app-splash__inner" aria-hidden="true">
        <span className="brand brand--large">
          <span className="brand__mark">F</span>
          <span className="brand__name">
            <FormattedMessage id="app.name" />
          </span>
        </span>
        <span className="spinner spinner--large" />
      </div>
      <span className="visually-hidden">{intl.formatMessage({ id: 'common.loadingSession' })}</span>
    </div>
  );
}
