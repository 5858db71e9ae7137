// The French copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when French is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { panelsMessages } from './messages';

export const fr = {
  'panels.intro': 'Les espaces de ceux qui font vivre FitChoice et ses partenaires. Chacun nécessite un compte partenaire.',
  'panels.admin': 'Espace d’administration',
  'panels.admin.body': 'Membres, partenaires, litiges et remboursements.',
  'panels.analytics': 'Statistiques',
  'panels.analytics.body': 'Visites, réservations et revenus dans le temps.',
  'panels.fitnessCenter': 'Espace salle de sport',
  'panels.fitnessCenter.body': 'Horaires, capacité, prix et codes de pointage de votre salle.',
  'panels.trainer': 'Espace coach',
  'panels.trainer.body': 'Votre planning, vos clients et vos prix par séance.',
  'panels.nutritionist': 'Espace nutritionniste',
  'panels.nutritionist.body': 'Vos consultations, vos clients et vos programmes.',
  'panels.signInRequired': 'Connexion partenaire requise',
  'panels.signInRequired.body':
    'Cet espace s’ouvre une fois connecté avec un compte partenaire. Les comptes partenaires sont distincts des comptes membres.',
  'panels.signIn': 'Espace partenaire',
  'panels.register': 'Devenir partenaire',
  'partnerLogin.title': 'Espace partenaire',
  'partnerLogin.intro': 'Pour les salles, coachs et nutritionnistes qui proposent leurs services sur FitChoice.',
  'partnerLogin.empty.title': 'Les comptes partenaires sont créés par notre équipe',
  'partnerLogin.empty.body':
    'Une fois votre inscription validée, nous vous envoyons par e-mail l’adresse de votre espace et un premier mot de passe. Si vous n’êtes pas encore inscrit, commencez par là.',
  'partnerLogin.empty.register': 'S’inscrire comme partenaire',
  'partnerLogin.empty.access': 'Comment fonctionne l’accès aux espaces',
  'panelChangePassword.title': 'Changer le mot de passe de l’espace',
  'panelChangePassword.intro': 'Remplacez le premier mot de passe reçu par e-mail par un mot de passe que vous seul connaissez.',
  'panelChangePassword.empty.title': 'Connectez-vous d’abord à votre espace',
  'panelChangePassword.empty.body': 'Pour votre sécurité, le mot de passe ne peut être changé que depuis une session partenaire ouverte.',
  'panelChangePassword.empty.signIn': 'Espace partenaire',
  'panelChangePassword.empty.contact': 'Mot de passe perdu ? Contactez-nous',
  'partnerRegistration.title': 'Devenez partenaire FitChoice',
  'partnerRegistration.intro': 'Salles, coachs et nutritionnistes touchent des membres prêts à réserver.',
  'partnerRegistration.steps': 'Comment ça marche',
  'partnerRegistration.step1':
    'Écrivez à partners@fitchoice.app en indiquant le nom de votre entreprise, son adresse et les services proposés.',
  'partnerRegistration.step2': 'Nous vérifions votre licence et vos certifications sous 5 jours ouvrés.',
  'partnerRegistration.step3':
    'Vous recevez l’adresse de votre espace et un premier mot de passe, puis fixez vos prix et vos disponibilités.',
  'partnerRegistration.fees': 'Le référencement est gratuit. FitChoice prélève 10 % de chaque réservation effectuée via l’app.',
  'partnerRegistration.contact': 'Contacter l’équipe partenaires',
  'panelAccess.title': 'Accès aux espaces',
  'panelAccess.intro': 'Quel espace est le vôtre, et comment y accéder.',
  'panelAccess.gym': 'Les salles et centres de fitness utilisent l’espace salle de sport.',
  'panelAccess.trainer': 'Les coachs sportifs utilisent l’espace coach.',
  'panelAccess.nutritionist': 'Les nutritionnistes utilisent l’espace nutritionniste.',
  'panelAccess.staff': 'L’équipe FitChoice utilise l’espace d’administration et les statistiques.',
} satisfies Translation<typeof panelsMessages>;
