// One step of the guided tutorial: the step card (a modal dialog with focus kept inside, Escape
// closes) and a spotlight around the step's target element, found by its data-tutorial attribute.
// When the target is on another screen, the tutorial opens that screen first.
import { TUTORIAL_STEP_COUNT } from '@fitchoice/shared';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { type KeyboardEvent, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../ui/Button';
import { TUTORIAL_STEPS } from './steps';
import { useTutorialStore } from './tutorial-store';
import './messages';

/** How long a step waits for its target (a screen's code may still be loading) before showing without it. */
const TARGET_WAIT_MS = 10_000;
const SPOTLIGHT_PADDING_PX = 6;
const ACTIVE_ATTRIBUTE = 'data-tutorial-active';

interface Box {
  top: number;
  left: number;
  width: number;
  height: number;
}

/** The target's box, padded and kept inside the window (a whole screen is taller than the phone). */
function spotlightBox(target: Element): Box {
  const rect = target.getBoundingClientRect();
  const top = Math.max(rect.top - SPOTLIGHT_PADDING_PX, 0);
  const left = Math.max(rect.left - SPOTLIGHT_PADDING_PX, 0);
  const bottom = Math.min(rect.bottom + SPOTLIGHT_PADDING_PX, window.innerHeight);
  const right = Math.min(rect.right + SPOTLIGHT_PADDING_PX, window.innerWidth);
  return { top, left, width: Math.max(right - left, 0), height: Math.max(bottom - top, 0) };
}

function primaryButton(card: HTMLElement | null): HTMLElement | null {
  return card?.querySelector<HTMLElement>('[data-tutorial-primary]') ?? null;
}

function focusables(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>('button:not([disabled]), [href], [tabindex]:not([tabindex="-1"])')];
}

export function TutorialOverlay({ index }: { index: number }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const { next, back, close } = useTutorialStore();
  const step = TUTORIAL_STEPS[index]!;
  const last = index === TUTORIAL_STEPS.length - 1;
  const [box, setBox] = useState<Box | null>(null);
  const card = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const bodyId = useId();

  // Find the target (opening its screen when it is not on this one), mark it, and follow it.
  useEffect(() => {
    let target: Element | null = null;
    let poll: ReturnType<typeof setTimeout> | undefined;
    let navigated = false;
    const started = Date.now();
    const follow = () => {
      if (target) setBox(spotlightBox(target));
    };
    const observer = new ResizeObserver(follow);
    const find = () => {
      target = document.querySelector(`[data-tutorial="${step.id}"]`);
      if (target) {
        target.setAttribute(ACTIVE_ATTRIBUTE, 'true');
        target.scrollIntoView({ block: 'center', inline: 'nearest' });
        observer.observe(target);
        follow();
        return;
      }
      if (!navigated && step.route && window.location.pathname !== step.route) {
        navigated = true;
        navigate({ to: step.route }).catch((error: unknown) => console.warn('Tutorial navigation failed', error));
      }
      if (Date.now() - started < TARGET_WAIT_MS) poll = setTimeout(find, 50);
    };
    setBox(null);
    find();
    window.addEventListener('resize', follow);
    window.addEventListener('scroll', follow, true);
    return () => {
      clearTimeout(poll);
      observer.disconnect();
      window.removeEventListener('resize', follow);
      window.removeEventListener('scroll', follow, true);
      target?.removeAttribute(ACTIVE_ATTRIBUTE);
    };
  }, [step, navigate]);

  // Focus stays in the card: it starts on the main button, and comes back when anything else takes it
  // (the router focuses a new screen's heading after the tutorial navigates).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the step and the screen are what move focus away
  useLayoutEffect(() => {
    primaryButton(card.current)?.focus();
  }, [index, pathname]);
  useEffect(() => {
    const keepFocus = (event: FocusEvent) => {
      if (card.current && event.target instanceof Node && !card.current.contains(event.target)) primaryButton(card.current)?.focus();
    };
    const onEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') void close();
    };
    document.addEventListener('focusin', keepFocus);
    document.addEventListener('keydown', onEscape);
    return () => {
      document.removeEventListener('focusin', keepFocus);
      document.removeEventListener('keydown', onEscape);
    };
  }, [close]);

  const trapTab = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || !card.current) return;
    const items = focusables(card.current);
    const first = items[0];
    const end = items[items.length - 1];
    if (!first || !end) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      end.focus();
    } else if (!event.shiftKey && document.activeElement === end) {
      event.preventDefault();
      first.focus();
    }
  };

  // The card sits away from the target: at the bottom when the target is in the top half, else at the top.
  const placement = box && box.top + box.height / 2 > window.innerHeight / 2 ? 'top' : 'bottom';

  return createPortal(
    <div className="tutorial">
      {box ? (
        <div
          className="tutorial__spotlight"
          data-testid="tutorial-spotlight"
          aria-hidden="true"
          style={{ top: box.top, left: box.left, width: box.width, height: box.height }}
        />
      ) : (
        <div className="tutorial__backdrop" aria-hidden="true" />
      )}
      <div
        ref={card}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        className={`tutorial__card tutorial__card--${placement}`}
        onKeyDown={trapTab}
      >
        <div className="tutorial__top">
          <p className="tutorial__progress">
            <FormattedMessage id="tutorial.progress" values={{ current: index + 1, total: TUTORIAL_STEP_COUNT }} />
          </p>
          <button
            type="button"
            className="tutorial__close"
            aria-label={intl.formatMessage({ id: 'tutorial.close' })}
            onClick={() => void close()}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <h2 id={titleId} className="tutorial__title">
          <FormattedMessage id={step.titleId} />
        </h2>
        <p id={bodyId} className="tutorial__body">
          <FormattedMessage id={step.bodyId} />
        </p>
        <div className="tutorial__nav">
          {index > 0 ? (
            <Button variant="secondary" onClick={back}>
              <FormattedMessage id="tutorial.back" />
            </Button>
          ) : (
            <span />
          )}
          <Button data-tutorial-primary onClick={next}>
            <FormattedMessage id={last ? 'tutorial.getStarted' : 'tutorial.next'} />
          </Button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
