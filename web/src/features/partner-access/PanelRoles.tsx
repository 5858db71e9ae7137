// Which panels exist and whose role opens each: the same list on the panels hub (an account with
// no panel) and on the panel access page.
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../../i18n/messages';
import './messages';

const PANEL_ROLES: MessageId[] = [
  'panelAccess.gym',
  'panelAccess.desk',
  'panelAccess.trainer',
  'panelAccess.nutritionist',
  'panelAccess.staff',
];

export function PanelRoles() {
  return (
    <ul className="link-list link-list--plain">
      {PANEL_ROLES.map((id) => (
        <li key={id}>
          <FormattedMessage id={id} />
        </li>
      ))}
    </ul>
  );
}
