// The frame of every screen: one h1 (focused after navigation so screen readers announce it),
// an optional intro, then the screen's content.
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../i18n/messages';

export interface PageProps {
  titleId: MessageId;
  introId?: MessageId;
  children?: ReactNode;
  /** Extra content beside the heading (a button, a badge). */
  aside?: ReactNode;
  /** Marks the screen as a guided-tutorial target (features/tutorial/steps.ts). */
  tutorialId?: string;
}

export function Page({ titleId, introId, children, aside, tutorialId }: PageProps) {
  return (
    <article className="page" data-tutorial={tutorialId}>
      <header className="page__header">
        <h1 className="page__title" tabIndex={-1} data-page-title>
          <FormattedMessage id={titleId} />
        </h1>
        {aside}
      </header>
      {introId ? (
        <p className="page__intro">
          <FormattedMessage id={introId} />
        </p>
      ) : null}
      {children}
    </article>
  );
}
