// A reload while offline must bring the app back, never the browser's error page. The service
// worker answers every navigation from its precache once it controls the page; before that (the
// first seconds of a first visit, or a browser without one) only the server can. The app reloads
// itself in two places, and both ask first: TanStack Router, once, when a screen's code fails to
// load (after a deploy the old chunk names are gone), and the mobile cache buster's forced refresh.
import { serverAnswers } from './connectivity';

export async function reloadWouldBeAnswered(): Promise<boolean> {
  return Boolean(navigator.serviceWorker?.controller) || serverAnswers();
}

/** A screen's code did not load and a reload would not help: the route's error screen offers Retry. */
class ScreenUnavailableError extends Error {
  override name = 'ScreenUnavailableError';
}

/**
 * A screen's import for lazyRouteComponent, which reloads the page when the import fails with a
 * missing module: when that reload would not be answered, the failure becomes a
 * ScreenUnavailableError, which the router shows instead of reloading.
 */
export function guardScreenReload<M>(importer: () => Promise<M>): () => Promise<M> {
  return async () => {
    try {
      return await importer();
    } catch (error) {
      if (await reloadWouldBeAnswered()) throw error;
      throw new ScreenUnavailableError('The screen could not load, and neither the service worker nor the server can answer a reload', {
        cause: error,
      });
    }
  };
}
