// A professional's photo: generated art (the catalogue's) or their uploaded picture.
import type { ProfessionalPhoto } from '@fitchoice/shared/api';

const COLOUR = /^#[0-9a-fA-F]{3,8}$/;
const drawn = new Map<string, string>();

/** Generated portrait art: the palette's gradient with soft rings placed by the seed, drawn once. */
function artUrl(photo: Extract<ProfessionalPhoto, { kind: 'art' }>): string {
  const key = `${photo.seed}:${photo.palette.join()}`;
  let url = drawn.get(key);
  if (!url) {
    const [from, to] = photo.palette.map((c) => (COLOUR.test(c) ? c : '#334155'));
    let state = photo.seed >>> 0;
    const next = () => {
      state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
      return state / 4294967296;
    };
    const rings = Array.from(
      { length: 6 },
      () =>
        `<circle cx="${Math.round(next() * 320)}" cy="${Math.round(next() * 200)}" r="${Math.round(20 + next() * 70)}" fill="none" stroke="#fff" stroke-opacity="0.18" stroke-width="6"/>`,
    ).join('');
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 200" preserveAspectRatio="xMidYMid slice"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="320" height="200" fill="url(#g)"/>${rings}<circle cx="160" cy="82" r="34" fill="#fff" fill-opacity="0.85"/><path d="M96 200c8-48 36-72 64-72s56 24 64 72z" fill="#fff" fill-opacity="0.85"/></svg>`;
    url = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
    drawn.set(key, url);
  }
  return url;
}

export function ProPhoto({ photo, className }: { photo: ProfessionalPhoto; className?: string }) {
  if (photo.kind === 'art') {
    return <img className={className} src={artUrl(photo)} alt={photo.alt} width={320} height={200} decoding="async" loading="lazy" />;
  }
  return <img className={className} src={photo.url} alt={photo.alt} width={320} height={200} decoding="async" loading="lazy" />;
}
