// /help: the FAQ, each answer behind its question (native <details>, keyboard-friendly).
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../../i18n/messages';
import { LinkButton } from '../../ui/LinkButton';
import { Page } from '../../ui/Page';
import './messages';

const FAQ: { q: MessageId; a: MessageId }[] = [
  { q: 'help.q1', a: 'help.a1' },
  { q: 'help.q2', a: 'help.a2' },
  { q: 'help.q3', a: 'help.a3' },
  { q: 'help.q4', a: 'help.a4' },
  { q: 'help.q5', a: 'help.a5' },
  { q: 'help.q6', a: 'help.a6' },
];

export function HelpScreen() {
  return (
    <Page titleId="help.title" introId="help.intro">
      <div className="faq">
        {FAQ.map((item) => (
          <details key={item.q} className="faq__item">
            <summary>
              <FormattedMessage id={item.q} />
            </summary>
            <p>
              <FormattedMessage id={item.a} />
            </p>
          </details>
        ))}
      </div>
      <section className="section" aria-labelledby="help-more">
        <h2 id="help-more" className="section__title">
          <FormattedMessage id="help.more" />
        </h2>
        <LinkButton to="/contact">
          <FormattedMessage id="help.contact" />
        </LinkButton>
      </section>
    </Page>
  );
}
