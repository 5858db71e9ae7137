import { GYM_SCENES } from '@fitchoice/shared/api';
import { describe, expect, it } from 'vitest';
import { photoSvg, photoUrl } from './GymPhoto';

const base = { seed: 42, palette: ['#00c6ff', '#0072ff'] as [string, string], pattern: 'dots' as const, alt: 'A gym' };

describe('photoSvg', () => {
  it('illustrates each scene with its own picture, in well-formed SVG', () => {
    const svgs = GYM_SCENES.map((scene) => photoSvg({ ...base, scene }));
    expect(new Set(svgs).size).toBe(GYM_SCENES.length);
    for (const svg of svgs) {
      expect(svg).toMatch(/^<svg [^>]*>.*<\/svg>$/);
      expect(svg).not.toMatch(/undefined|NaN/);
      expect(new DOMParser().parseFromString(svg, 'image/svg+xml').querySelector('parsererror')).toBeNull();
    }
  });

  it('draws art from before scenes with its abstract pattern', () => {
    const svg = photoSvg({ ...base, seed: 43 });
    expect(svg).toContain('<circle');
    expect(svg).not.toBe(photoSvg({ ...base, seed: 43, scene: 'weights' }));
  });
});

describe('photoUrl', () => {
  it("gives the same photo the same URL and another photo another, a data: URL of the photo's SVG", () => {
    const url = photoUrl({ ...base, seed: 44 });
    expect(photoUrl({ ...base, seed: 44 })).toBe(url);
    expect(photoUrl({ ...base, seed: 45 })).not.toBe(url);
    expect(decodeURIComponent(url.replace(/^data:image\/svg\+xml;charset=utf-8,/, ''))).toBe(photoSvg({ ...base, seed: 44 }));
  });
});
