// A new version's reload waits while a text field typed into is on screen with text in it.
import { afterEach, expect, it } from 'vitest';
import { hasUnsavedInput, watchUnsavedInput } from './unsaved-input';

afterEach(() => {
  document.body.replaceChildren();
});

function field(html: string): HTMLInputElement | HTMLTextAreaElement {
  document.body.insertAdjacentHTML('beforeend', html);
  return document.body.lastElementChild as HTMLInputElement | HTMLTextAreaElement;
}

function type(element: HTMLInputElement | HTMLTextAreaElement, text: string): void {
  element.value = text;
  element.dispatchEvent(new Event('input', { bubbles: true }));
}

watchUnsavedInput();

it('counts a message typed and not sent, until it is sent (cleared) or its screen goes', () => {
  const message = field('<textarea aria-label="Message"></textarea>');
  expect(hasUnsavedInput()).toBe(false);
  type(message, 'On my w');
  expect(hasUnsavedInput()).toBe(true);
  message.value = ''; // sent: the composer empties itself, without an input event
  expect(hasUnsavedInput()).toBe(false);

  const title = field('<input type="text" aria-label="Title">');
  type(title, 'Leg day');
  expect(hasUnsavedInput()).toBe(true);
  title.remove();
  expect(hasUnsavedInput()).toBe(false);
});

it('leaves out what the member did not type, blank text, search boxes and choices', () => {
  field('<input type="text" value="Filled in by the screen">');
  type(field('<textarea></textarea>'), '   ');
  type(field('<input type="search">'), 'yoga');
  type(field('<input type="checkbox">'), 'on');
  expect(hasUnsavedInput()).toBe(false);
});
