// The French copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when French is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { onboardingMessages } from './messages';

export const fr = {
  'onboarding.title': 'Bienvenue sur FitChoice',
  'onboarding.slides': 'Présentation',
  'onboarding.progress': 'Diapositive {current} sur {total}',
  'onboarding.goTo': 'Aller à la diapositive {number}',
  'onboarding.skip': 'Passer',
  'onboarding.previous': 'Précédent',
  'onboarding.next': 'Suivant',
  'onboarding.getStarted': 'Commencer',
  'onboarding.slide1.title': 'Découvrez des salles géniales',
  'onboarding.slide1.body':
    'Trouvez des salles près de chez vous et comparez-les par distance, avis, horaires et disponibilités en direct. Réservez une visite à prix fixe par visite, dans votre devise.',
  'onboarding.slide2.title': 'Trouvez des partenaires d’entraînement',
  'onboarding.slide2.body':
    'Fit match vous présente des personnes qui s’entraînent dans vos salles, aux mêmes heures et à votre niveau. Discutez, planifiez vos séances ensemble et motivez-vous mutuellement.',
  'onboarding.slide3.title': 'Entraînez-vous avec des experts',
  'onboarding.slide3.body':
    'Réservez des coachs sportifs et des nutritionnistes certifiés à la séance, en salle ou en ligne, et obtenez un programme construit autour de vos objectifs.',
  'onboarding.slide4.title': 'Faites de votre forme un jeu',
  'onboarding.slide4.body':
    'Chaque pointage rapporte de l’XP, et l’XP se convertit en SweatCoins pour la boutique de récompenses. Entretenez votre série et grimpez dans les classements de la semaine.',
  'onboarding.slide5.title': 'Un coaching propulsé par l’IA',
  'onboarding.slide5.body':
    'Votre coach IA construit vos séances à partir de votre historique et de l’équipement de votre salle, et la motivation IA vous pousse les jours où vous en avez le plus besoin.',
} satisfies Translation<typeof onboardingMessages>;
