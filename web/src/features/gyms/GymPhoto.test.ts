import { GYM_SCENES } from '@fitchoice/shared/api';
import { describe, expect, it } from 'vitest';
import { photoUrl } from './GymPhoto';

const svgOf = (url: string) => decodeURIComponent(url.replace(/^data:image\/svg\+xml;charset=utf-8,/, ''));
const base = { seed: 42, palette: ['#00c6ff', '#0072ff'] as [string, string], pattern: 'dots' as const, alt: 'A gym' };

describe('photoUrl', () => {
  it('illustrates each scene with its own picture, in well-formed SVG', () => {
    const svgs = GYM_SCENES.map((scene) => svgOf(photoUrl({ ...base, scene })));
    expect(new Set(svgs).size).toBe(GYM_SCENES.length);
    for (const svg of svgs) {
      expect(svg).toMatch(/^<svg [^>]*>.*<\/svg>$/);
      expect(svg).not.toMatch(/undefined|NaN/);
      expect(new DOMParser().parseFromString(svg, 'image/svg+xml').querySelector('parsererror')).toBeNull();
    }
  });

  it('draws art from before scenes with its abstract pattern', () => {
    const svg = svgOf(photoUrl({ ...base, seed: 43 }));
    expect(svg).toContain('<circle');
    expect(svg).not.toBe(svgOf(photoUrl({ ...base, seed: 43, scene: 'weights' })));
  });
});
