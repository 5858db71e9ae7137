// The French copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when French is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { tutorialMessages } from './messages';

export const fr = {
  'tutorial.progress': 'Étape {current} sur {total}',
  'tutorial.back': 'Retour',
  'tutorial.next': 'Suivant',
  'tutorial.close': 'Fermer la visite',
  'tutorial.getStarted': 'Commencer',
  'tutorial.welcome.title': 'Bienvenue sur FitChoice',
  'tutorial.welcome.body':
    'Une visite d’une minute de ce que vous utiliserez le plus. Fermez-la quand vous voulez ; vous pourrez la relancer depuis les Paramètres.',
  'tutorial.xp.title': 'Le système d’XP',
  'tutorial.xp.body': 'Vous gagnez des points d’expérience à chaque pointage, séance terminée et défi. Votre total est toujours ici.',
  'tutorial.coins.title': 'SweatCoins',
  'tutorial.coins.body':
    'Votre XP se convertit en SweatCoins, la monnaie de la boutique de récompenses. Vous pouvez aussi en acheter en ETH depuis votre portefeuille.',
  'tutorial.session.title': 'Suivi de la séance en cours',
  'tutorial.session.body':
    'Votre progression en un coup d’œil. Un pointage à la salle démarre votre séance, rapporte de l’XP et entretient votre série.',
  'tutorial.discover.title': 'Découvrir',
  'tutorial.discover.body':
    'Trouvez des salles près de chez vous avec avis, horaires, disponibilités en direct et prix par visite dans votre devise.',
  'tutorial.bookings.title': 'Réservations',
  'tutorial.bookings.body':
    'Vos prochaines visites et séances avec leurs codes de pointage. Elles restent sur votre téléphone, même hors ligne.',
  'tutorial.profile.title': 'Profil',
  'tutorial.profile.body': 'Votre compte et vos paramètres : thème, région, langue, localisation et cette visite guidée.',
  'tutorial.social.title': 'Fil social',
  'tutorial.social.body': 'Séances, pointages et étapes franchies par les personnes que vous suivez.',
  'tutorial.messaging.title': 'Messagerie',
  'tutorial.messaging.body': 'Les confirmations de réservation, les rappels et les avis des salles arrivent ici.',
  'tutorial.qr.title': 'Scanner QR',
  'tutorial.qr.body': 'À l’accueil, scannez le QR code de la salle pour pointer et gagner de l’XP pour votre visite.',
  'tutorial.leaderboards.title': 'Classements',
  'tutorial.leaderboards.body': 'Voyez votre rang de la semaine par XP parmi les membres de votre région.',
  'tutorial.store.title': 'Boutique de récompenses',
  'tutorial.store.body': 'Dépensez vos SweatCoins en entrées à la journée, cours, équipement et offres partenaires. Bon entraînement !',
} satisfies Translation<typeof tutorialMessages>;
