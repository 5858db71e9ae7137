// A gym's photo as generated art (the catalogue has no image files): the photo's two-colour
// gradient with its pattern drawn over it, the randomness seeded by the photo's seed so a gym looks
// the same in the list, on its page and on every device. Drawn once per photo as an SVG data URL
// and shown as one <img>: a list of 400 gyms adds 400 nodes, not 20,000 SVG shapes. No network.
import type { Gym } from '@fitchoice/shared/api';
import { memo } from 'react';

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

const drawn = new Map<string, string>();

/** The photo as an SVG data URL, drawn once per photo. */
export function photoUrl(photo: Photo): string {
  const key = `${photo.seed}:${photo.pattern}:${photo.palette.join()}`;
  let url = drawn.get(key);
  if (!url) {
    // The palette comes from the server; only plain hex colours go into the markup.
    const [from, to] = photo.palette.map((c) => (COLOUR.test(c) ? c : '#334155'));
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" preserveAspectRatio="xMidYMid slice"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0.55" stop-opacity="0"/><stop offset="1" stop-opacity="0.35"/></linearGradient></defs><rect width="${W}" height="${H}" fill="url(#g)"/>${pattern(photo)}<rect width="${W}" height="${H}" fill="url(#s)"/>${DUMBBELL}</svg>`;
    url = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
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
  const src = 'url' in photo ? (full ? photo.url : photo.thumbnailUrl) : photoUrl(photo);
  return <img className={className} src={src} alt={photo.alt} width={W} height={H} decoding="async" loading="lazy" />;
});
