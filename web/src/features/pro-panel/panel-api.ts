// The panel's routes by kind: the trainer and nutritionist panels are the same screens on their
// own routes (each guarded by its role on the server).
import type { ProfessionalKind } from '@fitchoice/shared/api';

export const PANEL_ROUTES = {
  trainer: {
    profile: 'proPanel.trainerProfile',
    updateProfile: 'proPanel.trainerUpdateProfile',
    upload: 'proPanel.trainerUpload',
    addCertification: 'proPanel.trainerAddCertification',
    removeCertification: 'proPanel.trainerRemoveCertification',
    availability: 'proPanel.trainerAvailability',
    updateAvailability: 'proPanel.trainerUpdateAvailability',
    sessions: 'proPanel.trainerSessions',
    complete: 'proPanel.trainerComplete',
    noShow: 'proPanel.trainerNoShow',
    earnings: 'proPanel.trainerEarnings',
  },
  nutritionist: {
    profile: 'proPanel.nutritionistProfile',
    updateProfile: 'proPanel.nutritionistUpdateProfile',
    upload: 'proPanel.nutritionistUpload',
    addCertification: 'proPanel.nutritionistAddCertification',
    removeCertification: 'proPanel.nutritionistRemoveCertification',
    availability: 'proPanel.nutritionistAvailability',
    updateAvailability: 'proPanel.nutritionistUpdateAvailability',
    sessions: 'proPanel.nutritionistSessions',
    complete: 'proPanel.nutritionistComplete',
    noShow: 'proPanel.nutritionistNoShow',
    earnings: 'proPanel.nutritionistEarnings',
  },
} as const satisfies Record<ProfessionalKind, Record<string, string>>;

export type PanelRoutes = (typeof PANEL_ROUTES)[ProfessionalKind];
