// When to offer "install to home screen" (spec sections 2, 4 and 9):
// - standard browsers: 3 s after the browser's beforeinstallprompt event, unless dismissed in the
//   last 7 days; Install Now opens the browser's own dialog;
// - iOS (no such event): the three-step card 10 s after load, only if never dismissed;
// - never when already running standalone; hidden after install (the saved event is dropped);
// - never over a screen whose main button sits at the bottom: onboarding's slides and the two
//   checkouts wait for it until the member has moved on (issue 39).
import { INSTALL_PROMPT_DELAY_MS, INSTALL_PROMPT_IOS_DELAY_MS, INSTALL_PROMPT_SUPPRESS_MS, STORAGE_KEYS } from '@fitchoice/shared';
import { takeCapturedInstallPrompt } from './install-capture';
import { usePwaStore } from './pwa-store';

// The install card is on every screen, from the first render: the database's code (RxDB) loads when
// the dismissal is read or written, not with the card.
const records = () => import('../db/records');
const readDismissedAt = async () => (await records()).getRecord(STORAGE_KEYS.pwaInstallDismissed);
const storeDismissal = async () => (await records()).setRecord(STORAGE_KEYS.pwaInstallDismissed, Date.now());

interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let savedPrompt: BeforeInstallPromptEvent | null = null;

/** Screens the install card waits out: it would sit on their Next or Confirm button. */
const SCREENS_WITHOUT_INSTALL_CARD = ['/onboarding', '/booking-checkout', '/professional-booking'];

export function installCardFitsOn(pathname: string): boolean {
  return !SCREENS_WITHOUT_INSTALL_CARD.includes(pathname.replace(/\/+$/, '') || '/');
}

export function isStandalone(): boolean {
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || window.matchMedia?.('(display-mode: standalone)').matches === true;
}

/** iPhone, iPod and iPad (iPadOS reports itself as a Mac with a touch screen). */
export function isIos(userAgent: string, platform: string, maxTouchPoints: number): boolean {
  return /iPad|iPhone|iPod/.test(userAgent) || (platform === 'MacIntel' && maxTouchPoints > 1);
}

export function dismissedRecently(dismissedAt: number | null, now: number): boolean {
  return dismissedAt !== null && now - dismissedAt < INSTALL_PROMPT_SUPPRESS_MS;
}

/** Starts listening; call once at startup, before the browser fires beforeinstallprompt. */
export function watchInstallPrompt(): () => void {
  if (isStandalone()) return () => undefined;
  const timers: ReturnType<typeof setTimeout>[] = [];

  const offer = (event: Event, firedAt: number) => {
    event.preventDefault(); // keep the browser's mini-infobar away; our card offers it instead
    savedPrompt = event as BeforeInstallPromptEvent;
    timers.push(
      setTimeout(
        async () => {
          if (savedPrompt && !dismissedRecently(await readDismissedAt(), Date.now())) {
            usePwaStore.setState({ install: 'standard' });
          }
        },
        Math.max(0, firedAt + INSTALL_PROMPT_DELAY_MS - Date.now()),
      ),
    );
  };
  const onBeforeInstallPrompt = (event: Event) => {
    takeCapturedInstallPrompt(); // the early listener saw it too; it is handled here
    offer(event, Date.now());
  };
  const early = takeCapturedInstallPrompt();
  if (early) offer(early.event, early.at);
  const onInstalled = () => {
    savedPrompt = null;
    usePwaStore.setState({ install: null });
  };
  window.addEventListener('beforeinstallprompt', onBeforeInstallPrompt);
  window.addEventListener('appinstalled', onInstalled);

  if (isIos(navigator.userAgent, navigator.platform, navigator.maxTouchPoints)) {
    timers.push(
      setTimeout(async () => {
        if ((await readDismissedAt()) === null) usePwaStore.setState({ install: 'ios' });
      }, INSTALL_PROMPT_IOS_DELAY_MS),
    );
  }
  return () => {
    for (const timer of timers) clearTimeout(timer);
    window.removeEventListener('beforeinstallprompt', onBeforeInstallPrompt);
    window.removeEventListener('appinstalled', onInstalled);
  };
}

/** Install Now: the browser's dialog. Accepting hides the card; declining there counts as a dismissal. */
export async function acceptInstall(): Promise<void> {
  const prompt = savedPrompt;
  savedPrompt = null;
  usePwaStore.setState({ install: null });
  if (!prompt) return;
  await prompt.prompt();
  const { outcome } = await prompt.userChoice;
  if (outcome === 'dismissed') await storeDismissal();
}

/** Later or close: hidden now, and for 7 days (for good on iOS). */
export async function dismissInstall(): Promise<void> {
  usePwaStore.setState({ install: null });
  await storeDismissal();
}
