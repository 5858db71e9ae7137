// The English catalogues of the code-split screens, added as their code loads. A feature's
// messages.ts registers itself when first imported, and every file that shows its strings imports
// it, so the strings are registered before that file's code runs; I18nProvider subscribes and
// re-renders with them before the screen shows its text.
type Messages = Readonly<Record<string, string>>;

let registered: Messages = {};
const listeners = new Set<() => void>();

/** Adds a feature's English messages and returns them (typed, for the catalogue's own export). */
export function registerMessages<const T extends Messages>(catalogue: T): T {
  registered = { ...registered, ...catalogue };
  for (const listener of listeners) listener();
  return catalogue;
}

/** Every registered feature message; a new object after each registration. */
export function registeredMessages(): Messages {
  return registered;
}

export function subscribeToRegistrations(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
