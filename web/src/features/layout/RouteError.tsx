// Shown when a screen fails to load (its code could not be fetched, or it threw while rendering).
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '../../ui/Button';
import { LinkButton } from '../../ui/LinkButton';

export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  useEffect(() => console.error('Screen failed', error), [error]);
  return (
    <main id="main" className="app-main">
      <article className="page">
        <h1 className="page__title" tabIndex={-1} data-page-title>
          <FormattedMessage id="error.screen.title" />
        </h1>
        <p className="page__intro">
          <FormattedMessage id="error.screen.body" />
        </p>
        <div className="empty-state__actions">
          <Button
            onClick={() => {
              reset();
              router.invalidate().catch((e) => console.error(e));
            }}
          >
            <FormattedMessage id="error.screen.retry" />
          </Button>
          <LinkButton to="/" variant="secondary">
            <FormattedMessage id="common.backHome" />
          </LinkButton>
        </div>
      </article>
    </main>
  );
}
