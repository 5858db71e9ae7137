// /onboarding for a visitor: five slides (spec section 2) with a progress indicator, Skip,
// Previous (not on the first), Next and, on the last, Get Started. Swipe on touch, arrow keys on a
// keyboard. Finishing or skipping stores onboardingComplete and goes to /auth.
import { ONBOARDING_SLIDE_COUNT } from '@fitchoice/shared';
import { useNavigate } from '@tanstack/react-router';
import { type TouchEvent, useCallback, useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/messages';
import { pageIdle } from '../../startup/page-idle';
import { Button } from '../../ui/Button';
import { ONBOARDING_ARTWORK } from './artwork';
import './onboarding.css';
import './messages';

const SLIDES: readonly { titleId: MessageId; bodyId: MessageId }[] = [
  { titleId: 'onboarding.slide1.title', bodyId: 'onboarding.slide1.body' },
  { titleId: 'onboarding.slide2.title', bodyId: 'onboarding.slide2.body' },
  { titleId: 'onboarding.slide3.title', bodyId: 'onboarding.slide3.body' },
  { titleId: 'onboarding.slide4.title', bodyId: 'onboarding.slide4.body' },
  { titleId: 'onboarding.slide5.title', bodyId: 'onboarding.slide5.body' },
];
if (SLIDES.length !== ONBOARDING_SLIDE_COUNT) throw new Error('Onboarding must have the spec’s five slides');

/**
 * The tutorial's store, where finishing records the onboarding: it is in the member layout's chunk,
 * so it loads once the page is idle (or at the first tap), not before the first slide shows.
 */
const tutorialStore = () => import('../tutorial/tutorial-store');

/** A horizontal finger movement at least this long turns the slide; shorter ones are taps or scrolls. */
const SWIPE_MIN_PX = 50;

export function OnboardingScreen() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [index, setIndex] = useState(0);
  const [finishing, setFinishing] = useState(false);
  const touchStart = useRef<{ x: number; y: number } | null>(null);
  const last = SLIDES.length - 1;
  const slide = SLIDES[index]!;

  useEffect(() => {
    void pageIdle()
      .then(tutorialStore)
      .catch(() => undefined);
  }, []);

  const go = useCallback((next: number) => setIndex(Math.min(last, Math.max(0, next))), [last]);

  const finish = useCallback(async () => {
    setFinishing(true);
    try {
      await (await tutorialStore()).completeOnboarding();
    } catch (error) {
      console.warn('Could not store the onboarding flag', error);
    }
    await navigate({ to: '/auth' });
  }, [navigate]);

  // Arrow keys turn the slides; in a right-to-left language the next slide is to the left.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.target instanceof HTMLElement && event.target.closest('input, textarea, select')) return;
      const forward = document.documentElement.dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
      const backward = forward === 'ArrowRight' ? 'ArrowLeft' : 'ArrowRight';
      if (event.key === forward) setIndex((current) => Math.min(last, current + 1));
      else if (event.key === backward) setIndex((current) => Math.max(0, current - 1));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [last]);

  const onTouchStart = (event: TouchEvent) => {
    const touch = event.touches[0];
    touchStart.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStart.current;
    const touch = event.changedTouches[0];
    touchStart.current = null;
    if (!start || !touch) return;
    const dx = touch.clientX - start.x;
    if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) < Math.abs(touch.clientY - start.y)) return;
    const towardsStart = document.documentElement.dir === 'rtl' ? dx > 0 : dx < 0;
    go(towardsStart ? index + 1 : index - 1);
  };

  return (
    <article className="onboarding">
      <h1 className="visually-hidden" tabIndex={-1} data-page-title>
        <FormattedMessage id="onboarding.title" />
      </h1>
      <div className="onboarding__top">
        <p className="onboarding__count" aria-live="polite">
          <FormattedMessage id="onboarding.progress" values={{ current: index + 1, total: SLIDES.length }} />
        </p>
        <Button variant="ghost" onClick={finish} disabled={finishing}>
          <FormattedMessage id="onboarding.skip" />
        </Button>
      </div>
      <div
        className="onboarding__progress"
        role="progressbar"
        aria-valuemin={1}
        aria-valuemax={SLIDES.length}
        aria-valuenow={index + 1}
        aria-label={intl.formatMessage({ id: 'onboarding.slides' })}
      >
        {SLIDES.map((item, position) => (
          <button
            key={item.titleId}
            type="button"
            className="onboarding__dot"
            aria-label={intl.formatMessage({ id: 'onboarding.goTo' }, { number: position + 1 })}
            aria-current={position === index ? 'step' : undefined}
            onClick={() => go(position)}
          />
        ))}
      </div>
      <section
        className="onboarding__slide"
        aria-roledescription="slide"
        aria-labelledby="onboarding-slide-title"
        onTouchStart={onTouchStart}
        onTouchEnd={onTouchEnd}
      >
        <div className="onboarding__art">{ONBOARDING_ARTWORK[index]}</div>
        <h2 id="onboarding-slide-title" className="onboarding__title">
          <FormattedMessage id={slide.titleId} />
        </h2>
        <p className="onboarding__body">
          <FormattedMessage id={slide.bodyId} />
        </p>
      </section>
      <div className="onboarding__nav">
        {index > 0 ? (
          <Button variant="secondary" onClick={() => go(index - 1)}>
            <FormattedMessage id="onboarding.previous" />
          </Button>
        ) : (
          <span />
        )}
        {index < last ? (
          <Button onClick={() => go(index + 1)}>
            <FormattedMessage id="onboarding.next" />
          </Button>
        ) : (
          <Button onClick={finish} busy={finishing}>
            <FormattedMessage id="onboarding.getStarted" />
          </Button>
        )}
      </div>
    </article>
  );
}
