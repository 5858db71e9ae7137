// The Spanish copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when Spanish is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { partnerNoticesMessages } from './messages';

export const es = {
  'partnerNotices.title': 'De qué te avisamos',
  'partnerNotices.intro':
    'Elige cómo te enteras de las reservas nuevas, las cancelaciones y las reseñas: por notificación en tus dispositivos, por correo o de las dos formas.',
  'partnerNotices.kind.booking': 'Reservas nuevas (y sesiones que un cliente cambió)',
  'partnerNotices.kind.cancellation': 'Cancelaciones',
  'partnerNotices.kind.review': 'Reseñas',
  'partnerNotices.channel.push': 'Notificación',
  'partnerNotices.channel.mail': 'Correo',
  'partnerNotices.save': 'Guardar',
  'partnerNotices.saved': 'Guardado.',
  'partnerNotices.loading': 'Cargando…',
  'partnerNotices.failed': 'No funcionó y no cambió nada. Inténtalo de nuevo en un momento.',
  'partnerNotices.forbidden': 'Estos ajustes son para cuentas de socio.',
  'partnerNotices.offline': 'No se envió: no cambió nada. Revisa la conexión e inténtalo de nuevo.',
  'partnerNotices.adminNote': 'Cada socio elige sus propios avisos en su panel.',
  'partnerNotices.push.unsupported': 'Este navegador no puede mostrar notificaciones.',
  'partnerNotices.push.off': 'Las notificaciones están desactivadas en este dispositivo.',
  'partnerNotices.push.on': 'Este dispositivo muestra notificaciones.',
  'partnerNotices.push.blocked': 'Las notificaciones de FitChoice están bloqueadas en los ajustes de este navegador.',
  'partnerNotices.push.enable': 'Activar notificaciones en este dispositivo',
  'partnerNotices.push.failed': 'No se pudieron activar las notificaciones aquí. Inténtalo más tarde.',
} satisfies Translation<typeof partnerNoticesMessages>;
