// The wheel's keyboard, as the ARIA menu pattern has it, with no DOM: which area or item gets focus
// after a key. Around the ring the arrows go clockwise (Right, Down) and back (Left, Up), wrapping;
// Home and End jump to the ends; Enter, Space (and Right in an open area's list) open; Escape (and
// Left in the list) close back to the area.

export type WheelMove = { focus: number } | { open: true } | { close: true } | null;

export function ringKey(key: string, index: number, count: number): WheelMove {
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return { focus: (index + 1) % count };
    case 'ArrowLeft':
    case 'ArrowUp':
      return { focus: (index - 1 + count) % count };
    case 'Home':
      return { focus: 0 };
    case 'End':
      return { focus: count - 1 };
    case 'Enter':
    case ' ':
      return { open: true };
    default:
      return null;
  }
}

export function listKey(key: string, index: number, count: number): WheelMove {
  switch (key) {
    case 'ArrowDown':
    case 'ArrowRight':
      return { focus: (index + 1) % count };
    case 'ArrowUp':
      return { focus: (index - 1 + count) % count };
    case 'Home':
      return { focus: 0 };
    case 'End':
      return { focus: count - 1 };
    case 'Escape':
    case 'ArrowLeft':
      return { close: true };
    default:
      return null;
  }
}
