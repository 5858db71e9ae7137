// Draws an avatar from its layered parts as one small SVG: body and outfit, skin, hair, face, and
// an accessory on top. Loaded on its own (ui/Avatar.tsx shows initials until it arrives), so no
// first screen carries the drawings.
import { type AvatarConfig, avatarPart } from '@fitchoice/shared';
import type { ReactNode } from 'react';

const colorOf = (layer: 'skin' | 'hairColor' | 'outfitColor', id: string, fallback: string) => avatarPart(layer, id)?.color ?? fallback;

/** Shoulders and chest, by body shape: [shoulder half-width, waist half-width]. */
const BODY: Record<string, [number, number]> = { slim: [15, 11], athletic: [20, 13], broad: [23, 17], curvy: [18, 16] };

function outfit(kind: string, color: string, skin: string, [shoulder, waist]: [number, number]): ReactNode {
  const torso = `M${32 - shoulder} 64 L${32 - shoulder} 52 Q${32 - shoulder} 44 ${32 - waist} 43 L${32 + waist} 43 Q${32 + shoulder} 44 ${32 + shoulder} 52 L${32 + shoulder} 64 Z`;
  const shade = 'rgb(0 0 0 / 0.18)';
  switch (kind) {
    case 'tank':
    case 'singlet':
      return (
        <>
          <path d={torso} fill={skin} />
          <path
            d={`M${32 - waist + 2} 64 L${32 - waist + 2} 46 L27 44 Q32 50 37 44 L${32 + waist - 2} 46 L${32 + waist - 2} 64 Z`}
            fill={color}
          />
          {kind === 'singlet' ? <rect x={32 - waist + 2} y={55} width={(waist - 2) * 2} height={3} fill={shade} /> : null}
        </>
      );
    case 'hoodie':
      return (
        <>
          <path d={torso} fill={color} />
          <path d="M24 44 Q32 52 40 44 L38 43 Q32 48 26 43 Z" fill={shade} />
          <path d="M30 50 L30 58 M34 50 L34 58" stroke={shade} strokeWidth={1.2} />
        </>
      );
    case 'tracksuit':
      return (
        <>
          <path d={torso} fill={color} />
          <path
            d={`M${32 - shoulder + 3} 64 L${32 - shoulder + 3} 50 M${32 + shoulder - 3} 64 L${32 + shoulder - 3} 50`}
            stroke="#ffffff"
            strokeWidth={2}
          />
          <path d="M32 45 L32 64" stroke={shade} strokeWidth={1.2} />
        </>
      );
    case 'champion-robe':
      return (
        <>
          <path d={torso} fill={color} />
          <path d="M24 44 L32 58 L40 44" fill="none" stroke="#f8e7a1" strokeWidth={3} />
        </>
      );
    case 'hero-suit':
      return (
        <>
          <path d={torso} fill={color} />
          <path d="M26 50 L32 56 L38 50 L32 47 Z" fill="#f8e7a1" />
          <path
            d={`M${32 - shoulder} 64 L${32 - shoulder - 4} 50 L${32 - shoulder} 47 Z M${32 + shoulder} 64 L${32 + shoulder + 4} 50 L${32 + shoulder} 47 Z`}
            fill={shade}
          />
        </>
      );
    default:
      return (
        <>
          <path d={torso} fill={color} />
          <path d="M27 43 Q32 48 37 43" fill="none" stroke={shade} strokeWidth={1.5} />
        </>
      );
  }
}

function hair(style: string, color: string, behind: boolean): ReactNode {
  if (behind) {
    if (style === 'long') return <path d="M19 27 Q18 44 22 48 L42 48 Q46 44 45 27 Z" fill={color} />;
    if (style === 'braids') return <path d="M20 28 L19 47 L23 47 L23 30 Z M44 28 L45 47 L41 47 L41 30 Z" fill={color} />;
    if (style === 'bun') return <circle cx={32} cy={11} r={6} fill={color} />;
    return null;
  }
  switch (style) {
    case 'none':
      return null;
    case 'buzz':
      return <path d="M21 25 Q22 13 32 13 Q42 13 43 25 Q38 20 32 20 Q26 20 21 25 Z" fill={color} opacity={0.85} />;
    case 'quiff':
      return <path d="M20 26 Q20 10 34 9 Q46 10 44 26 Q41 18 33 17 Q36 13 30 14 Q24 16 20 26 Z" fill={color} />;
    case 'mohawk':
      return <path d="M28 22 Q29 6 32 4 Q35 6 36 22 Z" fill={color} />;
    case 'curly':
      return (
        <g fill={color}>
          {[
            [22, 20],
            [27, 15],
            [32, 13],
            [37, 15],
            [42, 20],
            [20, 26],
            [44, 26],
          ].map(([cx, cy]) => (
            <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r={5} />
          ))}
        </g>
      );
    case 'bob':
      return <path d="M19 34 Q17 12 32 12 Q47 12 45 34 L42 34 Q42 20 32 20 Q22 20 22 34 Z" fill={color} />;
    default:
      // short, long, bun, braids: a cap of hair on top (long, bun and braids add their part behind).
      return <path d="M20 27 Q19 12 32 12 Q45 12 44 27 Q40 18 32 18 Q24 18 20 27 Z" fill={color} />;
  }
}

function face(expression: string): ReactNode {
  const eye = (cx: number, closed: boolean) =>
    closed ? (
      <path d={`M${cx - 2} 28 Q${cx} 30 ${cx + 2} 28`} stroke="#1f1a17" strokeWidth={1.3} fill="none" />
    ) : (
      <circle cx={cx} cy={28} r={1.6} fill="#1f1a17" />
    );
  const mouths: Record<string, string> = {
    smile: 'M27 34 Q32 38 37 34',
    grin: 'M26 33 Q32 40 38 33 Z',
    calm: 'M28 35 L36 35',
    focused: 'M28 36 Q32 34 36 36',
    wink: 'M27 34 Q32 38 37 34',
  };
  return (
    <g>
      {eye(27, expression === 'calm')}
      {eye(37, expression === 'wink' || expression === 'calm')}
      {expression === 'focused' ? <path d="M24 24 L29 25 M40 24 L35 25" stroke="#1f1a17" strokeWidth={1.3} /> : null}
      <path
        d={mouths[expression] ?? mouths.smile}
        stroke="#1f1a17"
        strokeWidth={1.5}
        fill={expression === 'grin' ? '#ffffff' : 'none'}
        strokeLinecap="round"
      />
    </g>
  );
}

function accessory(kind: string): ReactNode {
  switch (kind) {
    case 'headband':
      return <rect x={20} y={19} width={24} height={4} rx={2} fill="#ef4444" />;
    case 'sweatband-pro':
      return (
        <g>
          <rect x={20} y={19} width={24} height={5} rx={2} fill="#f59e0b" />
          <path d="M30 21.5 L34 21.5" stroke="#ffffff" strokeWidth={1.5} />
        </g>
      );
    case 'cap':
      return <path d="M19 22 Q20 10 32 10 Q44 10 45 22 Z M40 21 L52 23 L44 24 Z" fill="#2563eb" />;
    case 'glasses':
      return (
        <g fill="none" stroke="#111827" strokeWidth={1.5}>
          <circle cx={27} cy={28} r={4} />
          <circle cx={37} cy={28} r={4} />
          <path d="M31 28 L33 28" />
        </g>
      );
    case 'headphones':
      return (
        <g>
          <path d="M19 29 Q19 9 32 9 Q45 9 45 29" fill="none" stroke="#111827" strokeWidth={2.5} />
          <rect x={16} y={25} width={5} height={9} rx={2} fill="#111827" />
          <rect x={43} y={25} width={5} height={9} rx={2} fill="#111827" />
        </g>
      );
    case 'medal':
      return (
        <g>
          <path d="M28 43 L32 52 L36 43" fill="none" stroke="#2563eb" strokeWidth={2} />
          <circle cx={32} cy={54} r={3.5} fill="#f5c542" stroke="#b7791f" />
        </g>
      );
    case 'crown':
      return <path d="M22 15 L24 6 L28 11 L32 4 L36 11 L40 6 L42 15 Z" fill="#f5c542" stroke="#b7791f" strokeWidth={0.8} />;
    default:
      return null;
  }
}

export default function AvatarArt({ avatar }: { avatar: AvatarConfig }) {
  const skin = colorOf('skin', avatar.skin, '#dba67c');
  const hairColor = colorOf('hairColor', avatar.hairColor, '#5b3a24');
  const outfitColor = colorOf('outfitColor', avatar.outfitColor, '#ff6b57');
  const body = BODY[avatar.body] ?? BODY.athletic!;
  return (
    <svg viewBox="0 0 64 64" className="avatar__art" aria-hidden="true" focusable="false">
      <circle cx={32} cy={32} r={32} fill={`color-mix(in srgb, ${outfitColor} 22%, #1b2130)`} />
      {hair(avatar.hair, hairColor, true)}
      {outfit(avatar.outfit, outfitColor, skin, body)}
      <rect x={28} y={36} width={8} height={8} rx={3} fill={skin} />
      <ellipse cx={32} cy={28} rx={12} ry={13} fill={skin} />
      {hair(avatar.hair, hairColor, false)}
      {face(avatar.face)}
      {accessory(avatar.accessory)}
    </svg>
  );
}
