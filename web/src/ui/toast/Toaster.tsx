// Renders the toast store with Radix Toast: F8 focuses the list, a 50 px swipe towards the end edge
// (right, or left in right-to-left) dismisses, each toast closes itself after its duration (paused
// while hovered or focused).
import { TOAST_DEFAULT_DURATION_MS, TOAST_HOTKEY, TOAST_SWIPE_THRESHOLD_PX } from '@fitchoice/shared';
import * as RadixToast from '@radix-ui/react-toast';
import { useIntl } from 'react-intl';
import { textDirection, useLocaleStore } from '../../i18n/locale-store';
import { dismissToast, useToasts } from './toast-store';

export function Toaster() {
  const intl = useIntl();
  const toasts = useToasts();
  const direction = useLocaleStore((state) => textDirection(state.shown));
  return (
    <RadixToast.Provider
      duration={TOAST_DEFAULT_DURATION_MS}
      swipeDirection={direction === 'rtl' ? 'left' : 'right'}
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
      label={intl.formatMessage({ id: 'toast.label' })}
    >
      {toasts.map((t) => (
        <RadixToast.Root
          key={t.id}
          open={t.open}
          onOpenChange={(open) => {
            if (!open) dismissToast(t.id);
          }}
          duration={t.duration}
          type={t.variant === 'destructive' ? 'foreground' : 'background'}
          className="toast"
          data-variant={t.variant ?? 'default'}
        >
          <div className="toast__text">
            {t.title ? <RadixToast.Title className="toast__title">{t.title}</RadixToast.Title> : null}
            {t.description ? <RadixToast.Description className="toast__description">{t.description}</RadixToast.Description> : null}
          </div>
          {t.action ? (
            <RadixToast.Action className="toast__action" altText={t.action.altText} onClick={t.action.onClick}>
              {t.action.label}
            </RadixToast.Action>
          ) : null}
          <RadixToast.Close className="toast__close" aria-label={intl.formatMessage({ id: 'toast.close' })}>
            <span aria-hidden="true">×</span>
          </RadixToast.Close>
        </RadixToast.Root>
      ))}
      <RadixToast.Viewport
        className="toast-viewport"
        hotkey={[...TOAST_HOTKEY]}
        label={intl.formatMessage({ id: 'toast.viewport' }, { hotkey: '{hotkey}' })}
      />
    </RadixToast.Provider>
  );
}
