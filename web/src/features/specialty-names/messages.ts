// The names of the professionals' specialties (shared/src/api: Specialty), by id: the directory,
// a professional's page, the partner's registration, the professional's panel and the admin show
// them. A catalogue of their own, so a screen that names one does not load the directory's whole
// catalogue. It registers as it is imported (i18n/messages/registry.ts); its copies beside it load
// when their language is shown.
import { registerMessages } from '../../i18n/messages/registry';

export const specialtyNamesMessages = registerMessages(
  {
    'pro.specialty.strength': 'Strength',
    'pro.specialty.weight-loss': 'Weight loss',
    'pro.specialty.hiit': 'HIIT',
    'pro.specialty.yoga': 'Yoga',
    'pro.specialty.pilates': 'Pilates',
    'pro.specialty.mobility': 'Mobility',
    'pro.specialty.boxing': 'Boxing',
    'pro.specialty.running': 'Running',
    'pro.specialty.sports-nutrition': 'Sports nutrition',
    'pro.specialty.weight-management': 'Weight management',
    'pro.specialty.plant-based': 'Plant-based',
    'pro.specialty.diabetes': 'Diabetes',
    'pro.specialty.gut-health': 'Gut health',
    'pro.specialty.meal-planning': 'Meal planning',
  },
  // Its copies beside it (messages.<code>.ts), each loaded in its own chunk when that language is shown.
  import.meta.glob('./messages.*.ts'),
);

declare module '../../i18n/messages' {
  interface FeatureCatalogues {
    specialtyNames: typeof specialtyNamesMessages;
  }
}
