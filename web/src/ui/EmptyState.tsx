// What a screen shows when it has nothing yet: what it is for and where to go next.
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../i18n/messages';
import { LinkButton, type LinkTarget } from './LinkButton';

export interface EmptyStateAction {
  to: LinkTarget;
  labelId: MessageId;
}

export interface EmptyStateProps {
  /** A decorative icon (ui/icons.tsx). */
  icon: ReactNode;
  titleId: MessageId;
  bodyId: MessageId;
  actions: EmptyStateAction[];
}

export function EmptyState({ icon, titleId, bodyId, actions }: EmptyStateProps) {
  return (
    <section className="empty-state" aria-labelledby={`empty-${titleId}`}>
      <span className="empty-state__icon">{icon}</span>
      <h2 className="empty-state__title" id={`empty-${titleId}`}>
        <FormattedMessage id={titleId} />
      </h2>
      <p className="empty-state__body">
        <FormattedMessage id={bodyId} />
      </p>
      <div className="empty-state__actions">
        {actions.map((action, index) => (
          <LinkButton key={action.to} to={action.to} variant={index === 0 ? 'primary' : 'secondary'}>
            <FormattedMessage id={action.labelId} />
          </LinkButton>
        ))}
      </div>
    </section>
  );
}
