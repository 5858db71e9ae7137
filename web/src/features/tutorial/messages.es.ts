// The Spanish copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when Spanish is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { tutorialMessages } from './messages';

export const es = {
  'tutorial.progress': 'Paso {current} de {total}',
  'tutorial.back': 'Atrás',
  'tutorial.next': 'Siguiente',
  'tutorial.close': 'Cerrar la visita',
  'tutorial.getStarted': 'Empezar',
  'tutorial.welcome.title': 'Te damos la bienvenida a FitChoice',
  'tutorial.welcome.body':
    'Un recorrido de un minuto por lo que más vas a usar. Ciérralo cuando quieras; puedes reiniciarlo desde Ajustes.',
  'tutorial.xp.title': 'Sistema de XP',
  'tutorial.xp.body': 'Ganas puntos de experiencia por cada entrada, entrenamiento terminado y reto. Tu total está siempre aquí.',
  'tutorial.coins.title': 'SweatCoins',
  'tutorial.coins.body':
    'Tu XP se convierte en SweatCoins, la moneda de la tienda de recompensas. También puedes comprarlos con ETH desde tu monedero.',
  'tutorial.session.title': 'Seguimiento de la sesión activa',
  'tutorial.session.body': 'Tu progreso de un vistazo. Registrar la entrada en el gimnasio inicia tu sesión, suma XP y mantiene tu racha.',
  'tutorial.discover.title': 'Descubrir',
  'tutorial.discover.body':
    'Encuentra gimnasios cerca de ti con reseñas, horarios, disponibilidad en directo y el precio por visita en tu moneda.',
  'tutorial.bookings.title': 'Reservas',
  'tutorial.bookings.body': 'Tus próximas visitas y sesiones con sus códigos de entrada. Se quedan en tu teléfono, incluso sin conexión.',
  'tutorial.profile.title': 'Perfil',
  'tutorial.profile.body': 'Tu cuenta y tus ajustes: tema, región, idioma, ubicación y esta visita guiada.',
  'tutorial.social.title': 'Muro social',
  'tutorial.social.body': 'Entrenamientos, entradas y logros de las personas que sigues.',
  'tutorial.messaging.title': 'Mensajes',
  'tutorial.messaging.body': 'Aquí llegan las confirmaciones de reserva, los recordatorios y los avisos de los gimnasios.',
  'tutorial.qr.title': 'Escáner QR',
  'tutorial.qr.body': 'En recepción, escanea el código QR del gimnasio para registrar tu entrada y ganar XP por la visita.',
  'tutorial.leaderboards.title': 'Clasificaciones',
  'tutorial.leaderboards.body': 'Mira tu posición de esta semana por XP entre los miembros de tu región.',
  'tutorial.store.title': 'Tienda de recompensas',
  'tutorial.store.body': 'Gasta tus SweatCoins en pases de día, clases, equipamiento y ofertas de socios. ¡Disfruta entrenando!',
} satisfies Translation<typeof tutorialMessages>;
