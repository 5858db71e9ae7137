// The Arabic copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when Arabic is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { specialtyNamesMessages } from './messages';

export const ar = {
  'pro.specialty.strength': 'القوة',
  'pro.specialty.weight-loss': 'خسارة الوزن',
  'pro.specialty.hiit': 'التمارين المتقطّعة عالية الشدة',
  'pro.specialty.yoga': 'اليوغا',
  'pro.specialty.pilates': 'البيلاتس',
  'pro.specialty.mobility': 'المرونة الحركية',
  'pro.specialty.boxing': 'الملاكمة',
  'pro.specialty.running': 'الجري',
  'pro.specialty.sports-nutrition': 'التغذية الرياضية',
  'pro.specialty.weight-management': 'إدارة الوزن',
  'pro.specialty.plant-based': 'النظام النباتي',
  'pro.specialty.diabetes': 'السكري',
  'pro.specialty.gut-health': 'صحة الجهاز الهضمي',
  'pro.specialty.meal-planning': 'تخطيط الوجبات',
} satisfies Translation<typeof specialtyNamesMessages>;
