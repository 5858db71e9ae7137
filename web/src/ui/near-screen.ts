// Whether an element has come near the screen: work a part does not need until it can be seen (a
// list's pictures) waits for it, so a long list costs what its first screenful costs. One observer
// watches every element; the elements that come near are let go one per task, so a screenful of
// them does not become one long task (the page stays responsive while they draw).
import { type RefObject, useEffect, useState } from 'react';

/** How far beyond the screen an element counts as near: a scroll's worth, so it is drawn as it arrives. */
const NEAR = '200px';

const waiting = new Map<Element, () => void>();
const due: Element[] = [];
let observer: IntersectionObserver | undefined;

function releaseNext(): void {
  // An element let go of meanwhile (its part unmounted) does not take a turn.
  let element = due.shift();
  while (element && !waiting.has(element)) element = due.shift();
  if (element) {
    waiting.get(element)?.();
    waiting.delete(element);
  }
  if (due.length > 0) setTimeout(releaseNext, 0);
}

function watch(element: Element, near: () => void): () => void {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer?.unobserve(entry.target);
        due.push(entry.target);
        if (due.length === 1) setTimeout(releaseNext, 0);
      }
    },
    { rootMargin: NEAR },
  );
  waiting.set(element, near);
  observer.observe(element);
  return () => {
    waiting.delete(element);
    observer?.unobserve(element);
  };
}

/** True once `ref`'s element has been near the screen (at once where the browser cannot tell). */
export function useNearScreen(ref: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    return watch(element, () => setNear(true));
  }, [ref, near]);
  return near;
}
