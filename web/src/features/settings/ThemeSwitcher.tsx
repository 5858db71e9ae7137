// Light, dark or system, as a radio group (arrow keys move between the choices).
import { THEMES, type Theme } from '@fitchoice/shared';
import { FormattedMessage } from 'react-intl';
import { useTheme } from '../../app/theme';
import type { MessageId } from '../../i18n/messages';
import './messages';

const LABELS: Record<Theme, MessageId> = { light: 'theme.light', dark: 'theme.dark', system: 'theme.system' };

export function ThemeSwitcher() {
  const { theme, setTheme } = useTheme();
  return (
    <fieldset className="choice-group">
      <legend className="choice-group__legend">
        <FormattedMessage id="theme.label" />
      </legend>
      <div className="choice-group__options">
        {THEMES.map((choice) => (
          <label key={choice} className="choice">
            <input type="radio" name="theme" value={choice} checked={theme === choice} onChange={() => setTheme(choice)} />
            <span>
              <FormattedMessage id={LABELS[choice]} />
            </span>
          </label>
        ))}
      </div>
      <p className="field__hint">
        <FormattedMessage id="theme.systemHint" />
      </p>
    </fieldset>
  );
}
