// The Italian copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when Italian is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { specialtyNamesMessages } from './messages';

export const it = {
  'pro.specialty.strength': 'Forza',
  'pro.specialty.weight-loss': 'Perdita di peso',
  'pro.specialty.hiit': 'HIIT',
  'pro.specialty.yoga': 'Yoga',
  'pro.specialty.pilates': 'Pilates',
  'pro.specialty.mobility': 'Mobilità',
  'pro.specialty.boxing': 'Boxe',
  'pro.specialty.running': 'Corsa',
  'pro.specialty.sports-nutrition': 'Nutrizione sportiva',
  'pro.specialty.weight-management': 'Gestione del peso',
  'pro.specialty.plant-based': 'Alimentazione vegetale',
  'pro.specialty.diabetes': 'Diabete',
  'pro.specialty.gut-health': 'Salute intestinale',
  'pro.specialty.meal-planning': 'Pianificazione dei pasti',
} satisfies Translation<typeof specialtyNamesMessages>;
