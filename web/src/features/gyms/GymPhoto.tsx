// A gym's photo as generated art (the catalogue has no image files): the photo's two-colour
// gradient with its scene illustrated over it (weights, pool, boxing ring, yoga studio, cardio
// floor: what the gym is, at a glance) or, for art from before scenes, its abstract pattern; the
// randomness seeded by the photo's seed so a gym looks the same in the list, on its page and on every device. Drawn once per photo as an SVG data URL
// and shown as one <img> once it comes near the screen: a list of 400 gyms adds 400 nodes, not 20,000
// SVG shapes, and draws only the pictures scrolled to. No network.
import type { Gym } from '@fitchoice/shared/api';
import { memo, useRef } from 'react';
import { useNearScreen } from '../../ui/near-screen';

type AnyPhoto = Gym['photos'][number];
/** Generated art; a partner's uploaded photo has a URL instead. */
type Photo = Extract<AnyPhoto, { seed: number }>;

/** mulberry32: a tiny seeded PRNG, the same one the catalogue uses. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const W = 320;
const H = 200;
const r1 = (n: number) => Math.round(n * 10) / 10;
const COLOUR = /^#[0-9a-fA-F]{3,8}$/;

function times(n: number, draw: (i: number) => string): string {
  let out = '';
  for (let i = 0; i < n; i++) out += draw(i);
  return out;
}

function pattern(photo: Photo): string {
  const random = seeded(photo.seed);
  switch (photo.pattern) {
    case 'waves': {
      const phase = random() * Math.PI * 2;
      return times(7, (i) => {
        const y0 = 30 + i * 26;
        const amp = 6 + random() * 14;
        const len = 80 + random() * 90;
        let d = `M0 ${r1(y0)}`;
        for (let x = 0; x <= W; x += 16) d += ` L${x} ${r1(y0 + Math.sin(x / (len / (Math.PI * 2)) + phase + i) * amp)}`;
        return `<path d="${d}" fill="none" stroke="#fff" stroke-opacity="${r1(0.12 + (i % 3) * 0.07)}" stroke-width="${2 + (i % 2) * 2}"/>`;
      });
    }
    case 'grid': {
      const horizon = r1(70 + random() * 40);
      const vx = r1(W * (0.3 + random() * 0.4));
      const sun = r1(18 + random() * 12);
      const rays = times(21, (i) => `<line x1="${vx}" y1="${horizon}" x2="${r1(vx + (i - 10) * 48)}" y2="${H}"/>`);
      const rows = times(7, (i) => {
        const y = r1(horizon + (H - horizon) * ((i + 1) / 7) ** 1.8);
        return `<line x1="0" y1="${y}" x2="${W}" y2="${y}"/>`;
      });
      return `<g stroke="#fff" stroke-opacity="0.22" stroke-width="1.5">${rays}${rows}</g><circle cx="${vx}" cy="${r1(horizon - 22)}" r="${sun}" fill="#fff" fill-opacity="0.25"/>`;
    }
    case 'rings': {
      const cx = r1(W * (0.2 + random() * 0.6));
      const cy = r1(H * (0.2 + random() * 0.6));
      return `<g fill="none" stroke="#fff">${times(
        9,
        (i) =>
          `<circle cx="${cx}" cy="${cy}" r="${18 + i * 22}" stroke-opacity="${r1(0.28 - i * 0.025)}" stroke-width="${i % 3 === 0 ? 5 : 2}"/>`,
      )}</g>`;
    }
    case 'stripes': {
      const angle = r1(-20 - random() * 40);
      return `<g transform="rotate(${angle} ${W / 2} ${H / 2})" fill="#fff">${times(
        14,
        (i) =>
          `<rect x="${-120 + i * 44}" y="-120" width="${r1(8 + random() * 16)}" height="${H + 240}" fill-opacity="${r1(0.08 + random() * 0.14)}"/>`,
      )}</g>`;
    }
    case 'dots':
      return `<g fill="#fff">${times(
        46,
        () =>
          `<circle cx="${r1(random() * W)}" cy="${r1(random() * H)}" r="${r1(2 + random() ** 2 * 22)}" fill-opacity="${r1(0.1 + random() * 0.22)}"/>`,
      )}</g>`;
  }
}

/** A dumbbell mark in the corner, so the art reads as a gym at a glance. */
const DUMBBELL = `<g transform="translate(${W - 62} ${H - 40})" fill="#fff" fill-opacity="0.85"><rect y="6" width="8" height="20" rx="2"/><rect x="10" y="1" width="8" height="30" rx="2"/><rect x="18" y="13" width="16" height="6" rx="2"/><rect x="34" y="1" width="8" height="30" rx="2"/><rect x="44" y="6" width="8" height="20" rx="2"/></g>`;

/** Flat white shapes at a few opacities over the gradient: the app's look, in the photo's colours. */
const FLOOR = `<rect y="160" width="${W}" height="40" fill="#000" fill-opacity="0.18"/>`;

function scene(photo: Photo): string {
  const random = seeded(photo.seed);
  switch (photo.scene) {
    case 'weights': {
      // A squat rack with a loaded bar, and a row of dumbbells on their rack.
      const plates = (x: number) =>
        `<rect x="${x}" y="64" width="10" height="50" rx="3"/><rect x="${x + 12}" y="72" width="8" height="34" rx="3"/>`;
      const bells = times(
        5,
        (i) =>
          `<rect x="${196 + i * 22}" y="${140 - i}" width="6" height="12" rx="2"/><rect x="${202 + i * 22}" y="${144 - i}" width="8" height="4"/><rect x="${210 + i * 22}" y="${140 - i}" width="6" height="12" rx="2"/>`,
      );
      return `${FLOOR}<g fill="#fff"><g fill-opacity="0.35"><rect x="52" y="40" width="8" height="120"/><rect x="150" y="40" width="8" height="120"/><rect x="46" y="156" width="118" height="6" rx="2"/></g><g fill-opacity="0.9"><rect x="20" y="86" width="170" height="6" rx="3"/>${plates(30)}${plates(158)}</g><g fill-opacity="0.7"><rect x="190" y="152" width="120" height="6" rx="2"/>${bells}</g></g>`;
    }
    case 'pool': {
      // Lanes running away from the viewer, their ropes, a ladder, ripples on the water.
      const ropes = times(5, (i) => {
        const top = 110 + (i - 2) * 34;
        const bottom = 160 + (i - 2) * 110;
        return `<line x1="${top}" y1="80" x2="${bottom}" y2="${H}" stroke-dasharray="6 5"/>`;
      });
      const ripples = times(6, () => {
        const x = r1(random() * W);
        const y = r1(95 + random() * 90);
        return `<path d="M${x} ${y} q6 -4 12 0 t12 0" fill="none"/>`;
      });
      return `<rect y="80" width="${W}" height="${H - 80}" fill="#fff" fill-opacity="0.16"/><rect y="76" width="${W}" height="6" fill="#fff" fill-opacity="0.5"/><g stroke="#fff" stroke-opacity="0.7" stroke-width="3">${ropes}</g><g stroke="#fff" stroke-opacity="0.45" stroke-width="2">${ripples}</g><g stroke="#fff" stroke-opacity="0.85" stroke-width="4" fill="none"><path d="M262 60 v50 M286 60 v50"/><path d="M262 60 q12 -14 24 0"/><path d="M262 84 h24 M262 100 h24" stroke-width="3"/></g>`;
    }
    case 'boxing': {
      // A ring: its canvas, corner posts, three ropes; a heavy bag hanging beside it.
      const ropes = times(3, (i) => `<path d="M44 ${96 + i * 18} L276 ${96 + i * 18}"/>`);
      return `${FLOOR}<polygon points="30,150 290,150 316,186 4,186" fill="#fff" fill-opacity="0.28"/><g fill="#fff" fill-opacity="0.9"><rect x="38" y="78" width="10" height="76" rx="3"/><rect x="272" y="78" width="10" height="76" rx="3"/></g><g stroke="#fff" stroke-opacity="0.85" stroke-width="4" fill="none">${ropes}</g><g fill="#fff" fill-opacity="0.75"><rect x="296" y="0" width="3" height="40"/><rect x="288" y="38" width="20" height="56" rx="8"/></g>`;
    }
    case 'yoga': {
      // A calm studio: a low sun through the window, a mat, someone sitting cross-legged.
      return `<rect x="196" y="28" width="96" height="72" rx="6" fill="#fff" fill-opacity="0.14"/><circle cx="244" cy="70" r="20" fill="#fff" fill-opacity="0.35"/>${FLOOR}<polygon points="70,166 250,166 272,184 48,184" fill="#fff" fill-opacity="0.35"/><g fill="#fff" fill-opacity="0.92"><circle cx="160" cy="92" r="12"/><path d="M146 108 h28 l6 38 h-40 z"/><ellipse cx="160" cy="154" rx="38" ry="9"/><path d="M148 114 l-24 30 l6 4 l24 -26 z M172 114 l24 30 l-6 4 l-24 -26 z"/></g>`;
    }
    case 'cardio': {
      // A row of treadmills facing the window.
      const machine = (x: number) =>
        `<polygon points="${x},156 ${x + 62},156 ${x + 70},166 ${x - 4},166" fill-opacity="0.85"/><rect x="${x + 4}" y="96" width="6" height="60" fill-opacity="0.7"/><rect x="${x - 2}" y="90" width="30" height="12" rx="4" fill-opacity="0.9"/>`;
      return `<g fill="#fff" fill-opacity="0.12">${times(4, (i) => `<rect x="${12 + i * 78}" y="24" width="70" height="56" rx="4"/>`)}</g>${FLOOR}<g fill="#fff">${times(3, (i) => machine(34 + i * 96))}</g>`;
    }
    default:
      return `${pattern(photo)}${DUMBBELL}`;
  }
}

/** The photo's two colours. They come from the server: only plain hex colours go into markup and styles. */
function paletteOf(photo: Photo): string[] {
  return photo.palette.map((c) => (COLOUR.test(c) ? c : '#334155'));
}

/** The photo's SVG markup. */
export function photoSvg(photo: Photo): string {
  const [from, to] = paletteOf(photo);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" preserveAspectRatio="xMidYMid slice"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0.55" stop-opacity="0"/><stop offset="1" stop-opacity="0.35"/></linearGradient></defs><rect width="${W}" height="${H}" fill="url(#g)"/>${scene(photo)}<rect width="${W}" height="${H}" fill="url(#s)"/></svg>`;
}

const drawn = new Map<string, string>();

/** The photo as an SVG data URL, drawn once per photo. */
export function photoUrl(photo: Photo): string {
  const key = `${photo.seed}:${photo.scene ?? photo.pattern}:${photo.palette.join()}`;
  let url = drawn.get(key);
  if (!url) {
    url = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(photoSvg(photo))}`;
    drawn.set(key, url);
  }
  return url;
}

/** A photo's key in a list: an uploaded photo's id, an art's seed. */
export function photoKey(photo: AnyPhoto): string {
  return 'url' in photo ? photo.id : String(photo.seed);
}

/** A gym's photo: the partner's upload (its small copy in lists), or the generated art. */
export const GymPhoto = memo(function GymPhoto({ photo, className, full }: { photo: AnyPhoto; className?: string; full?: boolean }) {
  if ('url' in photo)
    return (
      <img
        className={className}
        src={full ? photo.url : photo.thumbnailUrl}
        alt={photo.alt}
        width={W}
        height={H}
        decoding="async"
        loading="lazy"
      />
    );
  return <GeneratedArt photo={photo} className={className} />;
});

/**
 * The generated art, drawn when it comes near the screen: the browser loads a data: URL the moment
 * it is set, on the main thread, far below the screen too (loading="lazy" does not hold for it): a
 * list of 20 gyms spent 20-60 ms (CPU slowed 4x, as Lighthouse's phone) of its render task on
 * pictures nobody could see. Until then the photo's own gradient stands in, the same size.
 */
function GeneratedArt({ photo, className }: { photo: Photo; className?: string }) {
  const box = useRef<HTMLSpanElement>(null);
  const near = useNearScreen(box);
  if (near) return <img className={className} src={photoUrl(photo)} alt={photo.alt} width={W} height={H} decoding="async" />;
  const [from, to] = paletteOf(photo);
  return (
    <span
      ref={box}
      className={className}
      role="img"
      aria-label={photo.alt}
      style={{ background: `linear-gradient(135deg, ${from}, ${to})` }}
    />
  );
}
