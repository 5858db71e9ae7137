// The Spanish copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when Spanish is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { onboardingMessages } from './messages';

export const es = {
  'onboarding.title': 'Te damos la bienvenida a FitChoice',
  'onboarding.slides': 'Presentación',
  'onboarding.progress': 'Diapositiva {current} de {total}',
  'onboarding.goTo': 'Ir a la diapositiva {number}',
  'onboarding.skip': 'Saltar',
  'onboarding.previous': 'Anterior',
  'onboarding.next': 'Siguiente',
  'onboarding.getStarted': 'Empezar',
  'onboarding.slide1.title': 'Descubre gimnasios increíbles',
  'onboarding.slide1.body':
    'Encuentra gimnasios cerca de ti y compáralos por distancia, reseñas, horario y disponibilidad en directo. Reserva una visita a un precio fijo por visita, en tu moneda.',
  'onboarding.slide2.title': 'Conecta con compañeros de entrenamiento',
  'onboarding.slide2.body':
    'Fit match te presenta a personas que entrenan en tus gimnasios, a tus horas y a tu nivel. Chatea, planead sesiones juntos y motivaos mutuamente.',
  'onboarding.slide3.title': 'Entrena con expertos',
  'onboarding.slide3.body':
    'Reserva entrenadores personales y nutricionistas certificados por sesión, en el gimnasio o en línea, y consigue un plan pensado para tus objetivos.',
  'onboarding.slide4.title': 'Convierte tu entrenamiento en un juego',
  'onboarding.slide4.body':
    'Cada entrada registrada da XP, y el XP se convierte en SweatCoins para la tienda de recompensas. Mantén viva tu racha y sube en las clasificaciones semanales.',
  'onboarding.slide5.title': 'Entrenamiento con IA',
  'onboarding.slide5.body':
    'Tu entrenador IA diseña entrenamientos a partir de tu historial y del equipamiento de tu gimnasio, y la motivación IA te anima los días que más lo necesitas.',
} satisfies Translation<typeof onboardingMessages>;
