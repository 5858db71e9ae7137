// The Korean copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when Korean is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { specialtyNamesMessages } from './messages';

export const ko = {
  'pro.specialty.strength': '근력',
  'pro.specialty.weight-loss': '체중 감량',
  'pro.specialty.hiit': 'HIIT',
  'pro.specialty.yoga': '요가',
  'pro.specialty.pilates': '필라테스',
  'pro.specialty.mobility': '가동성',
  'pro.specialty.boxing': '복싱',
  'pro.specialty.running': '러닝',
  'pro.specialty.sports-nutrition': '스포츠 영양',
  'pro.specialty.weight-management': '체중 관리',
  'pro.specialty.plant-based': '식물성 식단',
  'pro.specialty.diabetes': '당뇨',
  'pro.specialty.gut-health': '장 건강',
  'pro.specialty.meal-planning': '식단 계획',
} satisfies Translation<typeof specialtyNamesMessages>;
