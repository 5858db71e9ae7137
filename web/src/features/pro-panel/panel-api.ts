// The panel's routes by kind: the trainer and nutritionist panels are the same screens on their
// own routes (each guarded by its role on the server), the calendar file and feed among them.

import type { ProfessionalKind } from '@fitchoice/shared/api';
import * as routes from '@fitchoice/shared/api/routes';

export const PANEL_ROUTES = {
  trainer: {
    profile: routes.proPanelTrainerProfile,
    updateProfile: routes.proPanelTrainerUpdateProfile,
    upload: routes.proPanelTrainerUpload,
    addCertification: routes.proPanelTrainerAddCertification,
    removeCertification: routes.proPanelTrainerRemoveCertification,
    availability: routes.proPanelTrainerAvailability,
    updateAvailability: routes.proPanelTrainerUpdateAvailability,
    sessions: routes.proPanelTrainerSessions,
    complete: routes.proPanelTrainerComplete,
    noShow: routes.proPanelTrainerNoShow,
    confirmPayment: routes.proPanelTrainerConfirmPayment,
    reviews: routes.proPanelTrainerReviews,
    reply: routes.proPanelTrainerReply,
    earnings: routes.proPanelTrainerEarnings,
    cancelSession: routes.proPanelTrainerCancelSession,
    moveSession: routes.proPanelTrainerMoveSession,
    videoLink: routes.proPanelTrainerVideoLink,
    calendar: routes.proPanelTrainerCalendar,
    exportSessions: routes.calendarTrainerExport,
    calendarFeed: routes.calendarTrainerFeed,
    rotateCalendarFeed: routes.calendarTrainerRotateFeed,
  },
  nutritionist: {
    profile: routes.proPanelNutritionistProfile,
    updateProfile: routes.proPanelNutritionistUpdateProfile,
    upload: routes.proPanelNutritionistUpload,
    addCertification: routes.proPanelNutritionistAddCertification,
    removeCertification: routes.proPanelNutritionistRemoveCertification,
    availability: routes.proPanelNutritionistAvailability,
    updateAvailability: routes.proPanelNutritionistUpdateAvailability,
    sessions: routes.proPanelNutritionistSessions,
    complete: routes.proPanelNutritionistComplete,
    noShow: routes.proPanelNutritionistNoShow,
    confirmPayment: routes.proPanelNutritionistConfirmPayment,
    reviews: routes.proPanelNutritionistReviews,
    reply: routes.proPanelNutritionistReply,
    earnings: routes.proPanelNutritionistEarnings,
    cancelSession: routes.proPanelNutritionistCancelSession,
    moveSession: routes.proPanelNutritionistMoveSession,
    videoLink: routes.proPanelNutritionistVideoLink,
    calendar: routes.proPanelNutritionistCalendar,
    exportSessions: routes.calendarNutritionistExport,
    calendarFeed: routes.calendarNutritionistFeed,
    rotateCalendarFeed: routes.calendarNutritionistRotateFeed,
  },
} as const satisfies Record<ProfessionalKind, Record<string, { id: string }>>;

export type PanelRoutes = (typeof PANEL_ROUTES)[ProfessionalKind];
