// The five onboarding illustrations: inline SVG drawn with the theme's colours, so they follow
// light and dark and cost no request. Decorative: the slide's title and text say the same.
import type { ReactNode } from 'react';

const frame = (children: ReactNode) => (
  <svg className="onboarding-art" viewBox="0 0 240 180" aria-hidden="true" focusable="false">
    <circle cx="120" cy="90" r="78" className="onboarding-art__halo" />
    {children}
  </svg>
);

/** 1. Discover Amazing Gyms: a map with a pin over a gym. */
const discover = frame(
  <>
    <path d="M52 62l40-14 56 14 40-14v86l-40 14-56-14-40 14z" className="onboarding-art__paper" />
    <path d="M92 48v86M148 62v86" className="onboarding-art__line" />
    <path d="M70 112c20-10 40 8 60-4s34-10 48-2" className="onboarding-art__route" />
    <path d="M120 34c-15 0-26 11-26 25 0 19 26 43 26 43s26-24 26-43c0-14-11-25-26-25z" className="onboarding-art__primary" />
    <rect x="108" y="52" width="24" height="8" rx="3" className="onboarding-art__on-primary" />
    <rect x="104" y="49" width="6" height="14" rx="2" className="onboarding-art__on-primary" />
    <rect x="130" y="49" width="6" height="14" rx="2" className="onboarding-art__on-primary" />
  </>,
);

/** 2. Connect with Fitness Partners: two people joined by a heart. */
const partners = frame(
  <>
    <circle cx="84" cy="66" r="18" className="onboarding-art__primary" />
    <path d="M52 132c0-22 14-38 32-38s32 16 32 38z" className="onboarding-art__primary" />
    <circle cx="156" cy="66" r="18" className="onboarding-art__accent" />
    <path d="M124 132c0-22 14-38 32-38s32 16 32 38z" className="onboarding-art__accent" />
    <path d="M120 60c-5-9-19-7-19 4 0 9 19 20 19 20s19-11 19-20c0-11-14-13-19-4z" className="onboarding-art__heart" />
  </>,
);

/** 3. Train with Expert Coaches: a clipboard plan and a whistle. */
const coaches = frame(
  <>
    <rect x="74" y="38" width="80" height="104" rx="10" className="onboarding-art__paper" />
    <rect x="98" y="30" width="32" height="16" rx="5" className="onboarding-art__accent" />
    <path d="M88 70l8 8 14-16M88 98l8 8 14-16" className="onboarding-art__check" />
    <path d="M120 74h22M120 102h22M88 126h54" className="onboarding-art__line" />
    <circle cx="166" cy="128" r="16" className="onboarding-art__primary" />
    <rect x="160" y="104" width="28" height="14" rx="6" className="onboarding-art__primary" />
  </>,
);

/** 4. Gamify Your Fitness: a trophy, a coin, a flame for the streak. */
const gamify = frame(
  <>
    <path d="M92 40h56v28c0 18-12 32-28 32s-28-14-28-32z" className="onboarding-art__accent" />
    <path d="M92 50H76c0 16 8 26 20 28M148 50h16c0 16-8 26-20 28" className="onboarding-art__line" />
    <rect x="112" y="100" width="16" height="18" className="onboarding-art__accent" />
    <rect x="96" y="118" width="48" height="14" rx="4" className="onboarding-art__accent" />
    <circle cx="60" cy="126" r="18" className="onboarding-art__primary" />
    <path d="M60 116v20M54 121h10a4 4 0 010 8h-8" className="onboarding-art__on-primary-line" />
    <path d="M182 140c-14 0-20-10-16-22 3-8 10-12 10-22 10 6 20 18 20 30 0 8-6 14-14 14z" className="onboarding-art__heart" />
  </>,
);

/** 5. AI-Powered Coaching: a chat bubble with sparkles. */
const ai = frame(
  <>
    <path
      d="M62 52h116a12 12 0 0112 12v52a12 12 0 01-12 12H110l-24 20v-20H62a12 12 0 01-12-12V64a12 12 0 0112-12z"
      className="onboarding-art__paper"
    />
    <path d="M120 66l6 16 16 6-16 6-6 16-6-16-16-6 16-6z" className="onboarding-art__primary" />
    <path d="M156 70l3 7 7 3-7 3-3 7-3-7-7-3 7-3zM84 96l3 7 7 3-7 3-3 7-3-7-7-3 7-3z" className="onboarding-art__accent" />
  </>,
);

export const ONBOARDING_ARTWORK: readonly ReactNode[] = [discover, partners, coaches, gamify, ai];
