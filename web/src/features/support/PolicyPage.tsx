// A policy page: a title, its last update and numbered sections, all from the catalogue.
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../../i18n/messages';
import { Page } from '../../ui/Page';

export interface PolicySection {
  titleId: MessageId;
  bodyId: MessageId;
}

export function PolicyPage({ titleId, updatedId, sections }: { titleId: MessageId; updatedId: MessageId; sections: PolicySection[] }) {
  return (
    <Page titleId={titleId}>
      <p className="page__meta">
        <FormattedMessage id={updatedId} />
      </p>
      {sections.map((section) => (
        <section key={section.titleId} className="policy-section" aria-labelledby={section.titleId}>
          <h2 id={section.titleId} className="section__title">
            <FormattedMessage id={section.titleId} />
          </h2>
          <p>
            <FormattedMessage id={section.bodyId} />
          </p>
        </section>
      ))}
    </Page>
  );
}
