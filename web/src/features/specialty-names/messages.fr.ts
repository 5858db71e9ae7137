// The French copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when French is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { specialtyNamesMessages } from './messages';

export const fr = {
  'pro.specialty.strength': 'Force',
  'pro.specialty.weight-loss': 'Perte de poids',
  'pro.specialty.hiit': 'HIIT',
  'pro.specialty.yoga': 'Yoga',
  'pro.specialty.pilates': 'Pilates',
  'pro.specialty.mobility': 'Mobilité',
  'pro.specialty.boxing': 'Boxe',
  'pro.specialty.running': 'Course à pied',
  'pro.specialty.sports-nutrition': 'Nutrition sportive',
  'pro.specialty.weight-management': 'Gestion du poids',
  'pro.specialty.plant-based': 'Alimentation végétale',
  'pro.specialty.diabetes': 'Diabète',
  'pro.specialty.gut-health': 'Santé intestinale',
  'pro.specialty.meal-planning': 'Planification des repas',
} satisfies Translation<typeof specialtyNamesMessages>;
