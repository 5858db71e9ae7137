// A gym's photo as generated art (the catalogue has no image files): the photo's two-colour
// gradient with its pattern drawn over it, the randomness seeded by the photo's seed so a gym looks
// the same in the list, on its page and on every device. Pure SVG: no network, works offline.
import type { Gym } from '@fitchoice/shared/api';
import { memo, useId } from 'react';

type Photo = Gym['photos'][number];

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

/** draw(0) .. draw(n - 1): the art's elements are drawn whole from the seed and never reordered. */
function times<T>(n: number, draw: (i: number) => T): T[] {
  const out: T[] = [];
  for (let i = 0; i < n; i++) out.push(draw(i));
  return out;
}

const W = 320;
const H = 200;
const r1 = (n: number) => Math.round(n * 10) / 10;

function pattern(photo: Photo) {
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
        return <path key={i} d={d} fill="none" stroke="#fff" strokeOpacity={0.12 + (i % 3) * 0.07} strokeWidth={2 + (i % 2) * 2} />;
      });
    }
    case 'grid': {
      const horizon = 70 + random() * 40;
      const vx = W * (0.3 + random() * 0.4);
      const lines = [];
      for (let i = -10; i <= 10; i++) lines.push(<line key={`v${i}`} x1={vx} y1={horizon} x2={vx + i * 48} y2={H} />);
      for (let i = 1; i <= 7; i++) {
        const y = horizon + (H - horizon) * (i / 7) ** 1.8;
        lines.push(<line key={`h${i}`} x1={0} y1={r1(y)} x2={W} y2={r1(y)} />);
      }
      return (
        <g stroke="#fff" strokeOpacity={0.22} strokeWidth={1.5}>
          {lines}
          <circle cx={vx} cy={horizon - 22} r={18 + random() * 12} fill="#fff" fillOpacity={0.25} stroke="none" />
        </g>
      );
    }
    case 'rings': {
      const cx = W * (0.2 + random() * 0.6);
      const cy = H * (0.2 + random() * 0.6);
      return (
        <g fill="none" stroke="#fff">
          {times(9, (i) => (
            <circle key={i} cx={r1(cx)} cy={r1(cy)} r={18 + i * 22} strokeOpacity={0.28 - i * 0.025} strokeWidth={i % 3 === 0 ? 5 : 2} />
          ))}
        </g>
      );
    }
    case 'stripes': {
      const angle = -20 - random() * 40;
      return (
        <g transform={`rotate(${r1(angle)} ${W / 2} ${H / 2})`} fill="#fff">
          {times(14, (i) => (
            <rect key={i} x={-120 + i * 44} y={-120} width={8 + random() * 16} height={H + 240} fillOpacity={0.08 + random() * 0.14} />
          ))}
        </g>
      );
    }
    case 'dots': {
      return (
        <g fill="#fff">
          {times(46, (i) => (
            <circle
              key={i}
              cx={r1(random() * W)}
              cy={r1(random() * H)}
              r={r1(2 + random() ** 2 * 22)}
              fillOpacity={0.1 + random() * 0.22}
            />
          ))}
        </g>
      );
    }
  }
}

/** A dumbbell mark in the corner, so the art reads as a gym at a glance. */
function Dumbbell() {
  return (
    <g transform={`translate(${W - 62} ${H - 40})`} fill="#fff" fillOpacity={0.85}>
      <rect x="0" y="6" width="8" height="20" rx="2" />
      <rect x="10" y="1" width="8" height="30" rx="2" />
      <rect x="18" y="13" width="16" height="6" rx="2" />
      <rect x="34" y="1" width="8" height="30" rx="2" />
      <rect x="44" y="6" width="8" height="20" rx="2" />
    </g>
  );
}

export const GymPhoto = memo(function GymPhoto({ photo, className }: { photo: Photo; className?: string }) {
  const id = useId();
  const [from, to] = photo.palette;
  return (
    <svg className={className} viewBox={`0 0 ${W} ${H}`} preserveAspectRatio="xMidYMid slice" role="img" aria-label={photo.alt}>
      <defs>
        <linearGradient id={`${id}g`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={from} />
          <stop offset="1" stopColor={to} />
        </linearGradient>
        <linearGradient id={`${id}s`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0.55" stopColor="#000" stopOpacity="0" />
          <stop offset="1" stopColor="#000" stopOpacity="0.35" />
        </linearGradient>
      </defs>
      <rect width={W} height={H} fill={`url(#${id}g)`} />
      {pattern(photo)}
      <rect width={W} height={H} fill={`url(#${id}s)`} />
      <Dumbbell />
    </svg>
  );
});
