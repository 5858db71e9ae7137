// /onboarding for a visitor: the five things FitChoice does, then on to sign-up.
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../../i18n/messages';
import { LinkButton } from '../../ui/LinkButton';
import { Page } from '../../ui/Page';

const SLIDES: MessageId[] = ['onboarding.slide1', 'onboarding.slide2', 'onboarding.slide3', 'onboarding.slide4', 'onboarding.slide5'];

export function OnboardingScreen() {
  return (
    <Page titleId="onboarding.title" introId="onboarding.intro">
      <ol className="steps">
        {SLIDES.map((slide) => (
          <li key={slide}>
            <FormattedMessage id={slide} />
          </li>
        ))}
      </ol>
      <LinkButton to="/auth">
        <FormattedMessage id="onboarding.getStarted" />
      </LinkButton>
    </Page>
  );
}
