// The Japanese copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when Japanese is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { specialtyNamesMessages } from './messages';

export const ja = {
  'pro.specialty.strength': '筋力トレーニング',
  'pro.specialty.weight-loss': '減量',
  'pro.specialty.hiit': 'HIIT',
  'pro.specialty.yoga': 'ヨガ',
  'pro.specialty.pilates': 'ピラティス',
  'pro.specialty.mobility': 'モビリティ',
  'pro.specialty.boxing': 'ボクシング',
  'pro.specialty.running': 'ランニング',
  'pro.specialty.sports-nutrition': 'スポーツ栄養',
  'pro.specialty.weight-management': '体重管理',
  'pro.specialty.plant-based': 'プラントベース',
  'pro.specialty.diabetes': '糖尿病',
  'pro.specialty.gut-health': '腸内環境',
  'pro.specialty.meal-planning': '献立作り',
} satisfies Translation<typeof specialtyNamesMessages>;
