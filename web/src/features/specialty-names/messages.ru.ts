// The Russian copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when Russian is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { specialtyNamesMessages } from './messages';

export const ru = {
  'pro.specialty.strength': 'Сила',
  'pro.specialty.weight-loss': 'Похудение',
  'pro.specialty.hiit': 'HIIT',
  'pro.specialty.yoga': 'Йога',
  'pro.specialty.pilates': 'Пилатес',
  'pro.specialty.mobility': 'Мобильность',
  'pro.specialty.boxing': 'Бокс',
  'pro.specialty.running': 'Бег',
  'pro.specialty.sports-nutrition': 'Спортивное питание',
  'pro.specialty.weight-management': 'Контроль веса',
  'pro.specialty.plant-based': 'Растительное питание',
  'pro.specialty.diabetes': 'Диабет',
  'pro.specialty.gut-health': 'Здоровье кишечника',
  'pro.specialty.meal-planning': 'Планирование питания',
} satisfies Translation<typeof specialtyNamesMessages>;
