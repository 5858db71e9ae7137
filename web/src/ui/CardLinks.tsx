// A grid of link cards (title, description, optional icon): the home's quick actions, the panels
// index and the help-and-support index.
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../i18n/messages';
import type { LinkTarget } from './LinkButton';

export interface CardLinkItem {
  to: LinkTarget;
  titleId: MessageId;
  bodyId: MessageId;
  icon?: ReactNode;
}

export function CardLinks({ items }: { items: readonly CardLinkItem[] }) {
  return (
    <ul className="card-grid">
      {items.map((item) => (
        <li key={item.to}>
          <Link to={item.to} className="card-link">
            {item.icon ? <span className="card-link__icon">{item.icon}</span> : null}
            <span className="card-link__title">
              <FormattedMessage id={item.titleId} />
            </span>
            <span className="card-link__body">
              <FormattedMessage id={item.bodyId} />
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
