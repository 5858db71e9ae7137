// The German copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when German is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { specialtyNamesMessages } from './messages';

export const de = {
  'pro.specialty.strength': 'Kraft',
  'pro.specialty.weight-loss': 'Abnehmen',
  'pro.specialty.hiit': 'HIIT',
  'pro.specialty.yoga': 'Yoga',
  'pro.specialty.pilates': 'Pilates',
  'pro.specialty.mobility': 'Mobilität',
  'pro.specialty.boxing': 'Boxen',
  'pro.specialty.running': 'Laufen',
  'pro.specialty.sports-nutrition': 'Sporternährung',
  'pro.specialty.weight-management': 'Gewichtsmanagement',
  'pro.specialty.plant-based': 'Pflanzlich',
  'pro.specialty.diabetes': 'Diabetes',
  'pro.specialty.gut-health': 'Darmgesundheit',
  'pro.specialty.meal-planning': 'Essensplanung',
} satisfies Translation<typeof specialtyNamesMessages>;
