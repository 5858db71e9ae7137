// The Simplified Chinese copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when Simplified Chinese is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { specialtyNamesMessages } from './messages';

export const zh = {
  'pro.specialty.strength': '力量',
  'pro.specialty.weight-loss': '减重',
  'pro.specialty.hiit': 'HIIT',
  'pro.specialty.yoga': '瑜伽',
  'pro.specialty.pilates': '普拉提',
  'pro.specialty.mobility': '灵活性',
  'pro.specialty.boxing': '拳击',
  'pro.specialty.running': '跑步',
  'pro.specialty.sports-nutrition': '运动营养',
  'pro.specialty.weight-management': '体重管理',
  'pro.specialty.plant-based': '植物性饮食',
  'pro.specialty.diabetes': '糖尿病',
  'pro.specialty.gut-health': '肠道健康',
  'pro.specialty.meal-planning': '膳食计划',
} satisfies Translation<typeof specialtyNamesMessages>;
