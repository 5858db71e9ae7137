// Message ids of the API's enumerations, written out so the catalogue checks see every one shown.
import type { Specialty } from '@fitchoice/shared/api';
import type { MessageId } from '../../i18n/messages';
import '../specialty-names/messages';

export const SPECIALTY_LABEL: Record<Specialty, MessageId> = {
  strength: 'pro.specialty.strength',
  'weight-loss': 'pro.specialty.weight-loss',
  hiit: 'pro.specialty.hiit',
  yoga: 'pro.specialty.yoga',
  pilates: 'pro.specialty.pilates',
  mobility: 'pro.specialty.mobility',
  boxing: 'pro.specialty.boxing',
  running: 'pro.specialty.running',
  'sports-nutrition': 'pro.specialty.sports-nutrition',
  'weight-management': 'pro.specialty.weight-management',
  'plant-based': 'pro.specialty.plant-based',
  diabetes: 'pro.specialty.diabetes',
  'gut-health': 'pro.specialty.gut-health',
  'meal-planning': 'pro.specialty.meal-planning',
};
