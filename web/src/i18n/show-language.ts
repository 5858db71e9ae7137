// A language chosen shows once its words are on the device: its copy of every catalogue loaded so
// far. Chosen on a dead network before the worker stored them, the app keeps showing the language it
// showed (not English words under the new language's lang, numbers and dates), the choice says why
// (RegionLanguageSelects.tsx), and the app switches by itself once the server answers again. Opened
// again before that, the app shows English, whole, and waits the same way.
import { DEFAULT_LANGUAGE, type LanguageCode } from '@fitchoice/shared';
import { onReachabilityChange, serverAnswers, serverUnreachable } from '../pwa/connectivity';
import { useLocaleStore } from './locale-store';
import { loadLanguage, prepareLanguage } from './messages/registry';

/**
 * Shows `language` once its words load: at once, or when the server answers again; `waiting` says
 * that a try failed for want of a connection (not while the words are still loading online).
 * Answers what stops the waiting.
 */
export function showWhenReady(language: LanguageCode): () => void {
  let stopped = false;
  let trying = false;
  /** The server came back while a try was still out: try once more after it. */
  let again = false;
  let wasUnreachable = serverUnreachable();
  useLocaleStore.setState({ waiting: false });
  const attempt = async (): Promise<void> => {
    if (stopped) return;
    if (trying) {
      again = true;
      return;
    }
    trying = true;
    // A copy that cannot load while the server answers is not the connection's doing (a build
    // replaced meanwhile, say): the language shows, with English where a copy is missing.
    const ready = (await prepareLanguage(language)) || (await serverAnswers());
    trying = false;
    if (stopped) return;
    if (!ready) {
      useLocaleStore.setState({ waiting: true });
      if (again) {
        again = false;
        return attempt();
      }
      return;
    }
    stop();
    await loadLanguage(language);
    // Another choice made meanwhile has its own wait.
    if (useLocaleStore.getState().language === language) useLocaleStore.setState({ shown: language, waiting: false });
  };
  // Tried again when a call is answered after none was: each failed try is a request for every
  // catalogue's copy, so not on every answer of a healthy server.
  const stopWatching = onReachabilityChange(() => {
    const unreachable = serverUnreachable();
    if (wasUnreachable && !unreachable) void attempt();
    wasUnreachable = unreachable;
  });
  const stop = () => {
    stopped = true;
    stopWatching();
  };
  void attempt();
  return stop;
}

/**
 * Loads the copies of the language shown (the worker has them). When they cannot load and the server
 * does not answer either, English shows, whole, until they can (the choice stays, so showWhenReady
 * waits for it); when the server answers, the language stays, with English where a copy is missing.
 */
export async function loadShownLanguage(language: LanguageCode): Promise<void> {
  if ((await loadLanguage(language)) || (await serverAnswers())) return;
  if (useLocaleStore.getState().shown === language) useLocaleStore.setState({ shown: DEFAULT_LANGUAGE, waiting: true });
}
