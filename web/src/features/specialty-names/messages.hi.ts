// The Hindi copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when Hindi is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { specialtyNamesMessages } from './messages';

export const hi = {
  'pro.specialty.strength': 'स्ट्रेंथ',
  'pro.specialty.weight-loss': 'वज़न घटाना',
  'pro.specialty.hiit': 'HIIT',
  'pro.specialty.yoga': 'योग',
  'pro.specialty.pilates': 'पिलाटेस',
  'pro.specialty.mobility': 'मोबिलिटी',
  'pro.specialty.boxing': 'बॉक्सिंग',
  'pro.specialty.running': 'रनिंग',
  'pro.specialty.sports-nutrition': 'स्पोर्ट्स न्यूट्रिशन',
  'pro.specialty.weight-management': 'वज़न प्रबंधन',
  'pro.specialty.plant-based': 'प्लांट-बेस्ड',
  'pro.specialty.diabetes': 'डायबिटीज़',
  'pro.specialty.gut-health': 'पेट की सेहत',
  'pro.specialty.meal-planning': 'मील प्लानिंग',
} satisfies Translation<typeof specialtyNamesMessages>;
