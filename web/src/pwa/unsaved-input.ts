// What a member is typing and has not sent: a text field (a chat message, a post, a comment, a
// review, any form's field) typed into on this page, still on screen and still holding text. A
// new version's reload waits while there is some (service-worker-registration.ts), whatever the
// screen: a field that keeps its text after it was saved only delays the reload until the member
// leaves that screen or presses Reload now. Search boxes do not count: their words are in the URL.

/** Inputs whose text a member writes; textareas always count. */
const TEXT_INPUT_TYPES = new Set(['text', 'email', 'tel', 'url', 'number', 'password']);

type TextField = HTMLInputElement | HTMLTextAreaElement;

const typedInto = new Set<TextField>();
let watching = false;

const isTextField = (target: EventTarget | null): target is TextField =>
  target instanceof HTMLTextAreaElement || (target instanceof HTMLInputElement && TEXT_INPUT_TYPES.has(target.type));

/** Starts noting the text fields typed into (once; the capture phase sees every field's input). */
export function watchUnsavedInput(): void {
  if (watching) return;
  watching = true;
  document.addEventListener(
    'input',
    (event) => {
      if (isTextField(event.target)) typedInto.add(event.target);
    },
    true,
  );
}

/** Whether a field typed into is still on screen with text in it. */
export function hasUnsavedInput(): boolean {
  for (const field of typedInto) {
    if (!field.isConnected || field.value.trim() === '') typedInto.delete(field);
  }
  return typedInto.size > 0;
}
