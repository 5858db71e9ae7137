// The Portuguese copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when Portuguese is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { specialtyNamesMessages } from './messages';

export const pt = {
  'pro.specialty.strength': 'Força',
  'pro.specialty.weight-loss': 'Perda de peso',
  'pro.specialty.hiit': 'HIIT',
  'pro.specialty.yoga': 'Ioga',
  'pro.specialty.pilates': 'Pilates',
  'pro.specialty.mobility': 'Mobilidade',
  'pro.specialty.boxing': 'Boxe',
  'pro.specialty.running': 'Corrida',
  'pro.specialty.sports-nutrition': 'Nutrição esportiva',
  'pro.specialty.weight-management': 'Controle de peso',
  'pro.specialty.plant-based': 'Alimentação vegetal',
  'pro.specialty.diabetes': 'Diabetes',
  'pro.specialty.gut-health': 'Saúde intestinal',
  'pro.specialty.meal-planning': 'Planejamento de refeições',
} satisfies Translation<typeof specialtyNamesMessages>;
