// The French copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when French is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { settingsMessages } from './messages';

export const fr = {
  'theme.label': 'Thème',
  'theme.light': 'Clair',
  'theme.dark': 'Sombre',
  'theme.system': 'Système',
  'theme.systemHint': 'Système suit le réglage clair ou sombre de votre appareil.',
  'settings.region.hint': 'Les prix s’affichent en {currency}. Choisir une région passe aussi à sa langue.',
  'settings.region.manual': 'Choisie par vous.',
  'settings.region.automatic': 'Détectée d’après votre position.',
  'settings.region.follow': 'Détecter ma région d’après ma position',
  'settings.language.fallback':
    'FitChoice n’est pas encore traduit en {language} : le texte est en anglais, les dates et les nombres suivent le format {language}.',
  'settings.location': 'Localisation',
  'settings.location.granted': 'L’accès à la position est autorisé.',
  'settings.location.denied':
    'L’accès à la position est bloqué. Autorisez-le dans les paramètres du site de votre navigateur pour trouver les salles les plus proches ; en attendant, nous utilisons une position approximative.',
  'settings.location.unknown': 'FitChoice ne vous a pas encore demandé votre position.',
  'settings.location.position': 'Position actuelle : {source}, à {accuracy} près.',
  'settings.location.source.gps': 'fournie par votre appareil',
  'settings.location.source.ip': 'déduite de votre connexion internet',
  'settings.location.source.cache': 'enregistrée sur cet appareil',
  'settings.location.source.default': 'estimée d’après votre fuseau horaire',
  'settings.location.use': 'Utiliser ma position',
  'settings.location.locating': 'Recherche de votre position…',
  'settings.tutorial': 'Visite guidée',
  'settings.tutorial.body': 'Une visite en douze étapes des principaux écrans de l’app.',
  'settings.tutorial.restart': 'Relancer la visite',
  'settings.onboarding.reset': 'Réinitialiser la présentation',
  'settings.onboarding.reset.body': 'Réaffiche les diapositives de présentation à votre prochaine déconnexion, puis la visite guidée.',
  'settings.onboarding.reset.done': 'La présentation et la visite guidée s’afficheront à nouveau.',
  'settings.password': 'Mot de passe',
  'settings.password.body':
    'Changez le mot de passe avec lequel vous vous connectez. Les autres appareils connectés à votre compte sont déconnectés.',
  'settings.password.change': 'Changer le mot de passe',
  'settings.data': 'Données sur cet appareil',
  'settings.data.body':
    'Supprime de cet appareil vos paramètres, les écrans enregistrés et tout ce qui n’a pas encore été envoyé, et vous déconnecte ici.',
  'settings.data.clear': 'Effacer les données locales',
  'settings.data.confirm': 'Effacer toutes les données FitChoice de cet appareil ? Les actions non encore envoyées seront perdues.',
  'settings.data.confirmYes': 'Oui, tout effacer',
  'settings.data.cancel': 'Annuler',
} satisfies Translation<typeof settingsMessages>;
