// The French copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when French is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { supportMessages } from './messages';

export const fr = {
  'helpSupport.intro': 'Réponses, règles et moyens de nous joindre.',
  'helpSupport.faq': 'Questions fréquentes',
  'helpSupport.faq.body': 'Réservations, pointage, XP, SweatCoins et votre compte.',
  'helpSupport.contact': 'Nous contacter',
  'helpSupport.contact.body': 'E-mail ou téléphone ; nous répondons sous un jour ouvré.',
  'helpSupport.cancellation': 'Annulations et remboursements',
  'helpSupport.cancellation.body': 'Annulation gratuite jusqu’à 2 heures avant votre visite.',
  'helpSupport.privacy': 'Politique de confidentialité',
  'helpSupport.privacy.body': 'Ce que nous collectons, pourquoi, et vos droits.',
  'helpSupport.terms': 'Conditions d’utilisation',
  'helpSupport.terms.body': 'Les règles pour les membres, les invités et les partenaires.',
  'help.intro': 'Des réponses rapides aux questions les plus fréquentes des membres.',
  'help.q1': 'Comment réserver une visite en salle ?',
  'help.a1':
    'Ouvrez Salles, choisissez une salle et un créneau, puis touchez Réserver. Le prix affiché est par visite, dans la devise de votre région.',
  'help.q2': 'Comment pointer ?',
  'help.a2':
    'À l’accueil, ouvrez Pointer et scannez le QR code de la salle. Votre visite est confirmée et rapporte de l’XP même si le Wi-Fi de la salle est mauvais : elle est envoyée dès que vous retrouvez une connexion.',
  'help.q3': 'Que sont l’XP et les SweatCoins ?',
  'help.a3':
    'L’XP, ce sont des points gagnés en pointant, en terminant des séances et en relevant des défis. L’XP se convertit en SweatCoins, à dépenser dans la boutique de récompenses. Vous pouvez aussi acheter des SweatCoins en ETH depuis votre portefeuille.',
  'help.q4': 'Puis-je annuler une réservation ?',
  'help.a4':
    'Oui. L’annulation est gratuite jusqu’à 2 heures avant la visite ; consultez les conditions d’annulation et de remboursement pour les annulations plus tardives.',
  'help.q5': 'Que peut faire un invité ?',
  'help.a5': 'Les invités peuvent parcourir toute l’app. Pour réserver, gagner de l’XP ou garder une série, créez un compte gratuit.',
  'help.q6': 'FitChoice fonctionne-t-il hors ligne ?',
  'help.a6':
    'Oui. Vos réservations et l’écran de pointage fonctionnent sans connexion, et ce que vous faites hors ligne est envoyé une seule fois, au retour de la connexion.',
  'help.more': 'Toujours bloqué ?',
  'help.contact': 'Contacter l’assistance',
  'contact.intro': 'Nous répondons à chaque message sous un jour ouvré.',
  'contact.email': 'E-mail',
  'contact.emailAddress': 'support@fitchoice.app',
  'contact.partners': 'Partenaires',
  'contact.partnersAddress': 'partners@fitchoice.app',
  'contact.privacy': 'Demandes liées à la vie privée',
  'contact.privacyAddress': 'privacy@fitchoice.app',
  'contact.hours': 'Horaires de l’assistance',
  'contact.hoursValue': 'Du lundi au vendredi, de 8 h à 20 h ; le samedi de 9 h à 14 h (heure locale).',
  'contact.urgent':
    'À la salle et besoin d’aide tout de suite ? Demandez à l’accueil : chaque salle partenaire peut retrouver votre réservation.',
  'privacy.updated': 'Dernière mise à jour : 1er novembre 2026',
  'privacy.s1.title': 'Ce que nous collectons',
  'privacy.s1.body':
    'Votre nom, votre adresse e-mail et votre mot de passe (conservé uniquement sous forme de hachage salé) ; vos réservations, pointages et l’XP et les SweatCoins qu’ils rapportent ; la région, la langue et le thème choisis ; et, si vous l’autorisez, votre position approximative pour trouver des salles près de vous.',
  'privacy.s2.title': 'Pourquoi nous les utilisons',
  'privacy.s2.body':
    'Pour gérer votre compte, prendre les réservations, confirmer les pointages avec la salle, garder des classements et des récompenses équitables et prévenir la fraude. Nous ne vendons pas vos données et n’affichons aucune publicité tierce.',
  'privacy.s3.title': 'Ce qui reste sur votre appareil',
  'privacy.s3.body':
    'FitChoice conserve sur votre appareil une copie de votre session, de vos paramètres, de vos réservations et des actions non envoyées pour que l’app fonctionne hors ligne. La déconnexion supprime les données de votre compte de cet appareil.',
  'privacy.s4.title': 'Avec qui nous les partageons',
  'privacy.s4.body':
    'La salle ou le professionnel que vous réservez reçoit votre nom et la réservation. Notre hébergeur stocke les données pour notre compte. Si vous connectez un portefeuille crypto, son adresse est enregistrée avec chaque achat.',
  'privacy.s5.title': 'Vos droits',
  'privacy.s5.body':
    'Vous pouvez consulter, corriger, exporter ou supprimer vos données à tout moment en écrivant à privacy@fitchoice.app. Nous répondons sous 30 jours. Les comptes inactifs depuis 3 ans sont supprimés.',
  'terms.updated': 'Dernière mise à jour : 1er novembre 2026',
  'terms.s1.title': 'Votre compte',
  'terms.s1.body':
    'Vous devez avoir au moins 16 ans pour créer un compte. Gardez votre mot de passe pour vous ; vous êtes responsable des réservations faites avec votre compte. Les sessions invité sont temporaires et ne conservent aucune réservation.',
  'terms.s2.title': 'Réservations et visites',
  'terms.s2.body':
    'Une réservation est un contrat entre vous et la salle ou le professionnel ; FitChoice prend la réservation et le paiement pour leur compte. Respectez le règlement de chaque salle. Le prix affiché est par visite, taxes comprises.',
  'terms.s3.title': 'XP et SweatCoins',
  'terms.s3.body':
    'L’XP et les SweatCoins n’ont aucune valeur monétaire hors de FitChoice et ne sont pas transférables. Nous pouvons retirer les récompenses obtenues par de faux pointages ou tout autre abus. Les SweatCoins achetés en ETH sont crédités une seule fois par transaction.',
  'terms.s4.title': 'Partenaires',
  'terms.s4.body':
    'Les salles, coachs et nutritionnistes doivent détenir les licences et assurances qu’exige leur activité et tenir à jour leurs disponibilités et leurs prix.',
  'terms.s5.title': 'Responsabilité et modifications',
  'terms.s5.body':
    'Entraînez-vous dans vos limites et suivez les conseils des professionnels. Nous annonçons toute modification de ces conditions dans l’app 30 jours avant son entrée en vigueur.',
  'cancellation.updated': 'Dernière mise à jour : 1er novembre 2026',
  'cancellation.s1.title': 'Annulation gratuite',
  'cancellation.s1.body':
    'Annulez une visite ou une séance sans frais jusqu’à 2 heures avant son début. Le prix est intégralement remboursé.',
  'cancellation.s2.title': 'Annulation tardive et absence',
  'cancellation.s2.body':
    'Une annulation moins de 2 heures avant le début, ou l’absence de pointage, est facturée en totalité, car la salle ou le professionnel vous a réservé la place.',
  'cancellation.s3.title': 'Quand la salle ou le professionnel annule',
  'cancellation.s3.body':
    'Si un partenaire annule ou si la salle est fermée à votre arrivée, vous êtes intégralement remboursé et recevez 50 XP en bonus.',
  'cancellation.s4.title': 'Comment sont versés les remboursements',
  'cancellation.s4.body':
    'Les remboursements reviennent sur le moyen de paiement utilisé sous 5 à 10 jours ouvrés. Les réservations payées en SweatCoins sont remboursées immédiatement en SweatCoins. Les SweatCoins achetés en ETH ne sont pas remboursables.',
  'cancellation.s5.title': 'Litiges',
  'cancellation.s5.body':
    'Un prélèvement vous semble erroné ? Écrivez à support@fitchoice.app dans les 30 jours suivant la visite et nous l’examinerons.',
} satisfies Translation<typeof supportMessages>;
