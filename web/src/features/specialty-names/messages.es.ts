// The Spanish copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when Spanish is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { specialtyNamesMessages } from './messages';

export const es = {
  'pro.specialty.strength': 'Fuerza',
  'pro.specialty.weight-loss': 'Pérdida de peso',
  'pro.specialty.hiit': 'HIIT',
  'pro.specialty.yoga': 'Yoga',
  'pro.specialty.pilates': 'Pilates',
  'pro.specialty.mobility': 'Movilidad',
  'pro.specialty.boxing': 'Boxeo',
  'pro.specialty.running': 'Running',
  'pro.specialty.sports-nutrition': 'Nutrición deportiva',
  'pro.specialty.weight-management': 'Control de peso',
  'pro.specialty.plant-based': 'Alimentación vegetal',
  'pro.specialty.diabetes': 'Diabetes',
  'pro.specialty.gut-health': 'Salud intestinal',
  'pro.specialty.meal-planning': 'Planificación de comidas',
} satisfies Translation<typeof specialtyNamesMessages>;
