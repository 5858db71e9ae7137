// An IntersectionObserver a test drives (stub it with vi.stubGlobal): `show(elements)` brings
// observed elements near the screen; `current` is the last one made (ui/near-screen.ts makes one).
export class FakeObserver {
  static current: FakeObserver | undefined;
  readonly observed = new Set<Element>();
  constructor(private readonly report: IntersectionObserverCallback) {
    FakeObserver.current = this;
  }
  observe(element: Element) {
    this.observed.add(element);
  }
  unobserve(element: Element) {
    this.observed.delete(element);
  }
  disconnect() {
    this.observed.clear();
  }
  show(elements: Element[]) {
    const entries = elements.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry);
    this.report(entries, this as unknown as IntersectionObserver);
  }
}
