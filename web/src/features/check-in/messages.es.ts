// The Spanish copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when Spanish is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { checkInMessages } from './messages';

export const es = {
  'qrScanner.title': 'Registrar entrada',
  'qrScanner.intro': 'Escanea el código QR de la recepción del gimnasio para registrar tu entrada y ganar XP por la visita.',
  'qrScanner.empty.bookings': 'Ver las reservas de hoy',
  'qr.camera.title': 'Escanear con la cámara',
  'qr.camera.start': 'Activar cámara',
  'qr.camera.stop': 'Detener cámara',
  'qr.camera.video': 'Vista previa de la cámara',
  'qr.camera.unsupported': 'Este navegador no puede usar la cámara. Escribe el código abajo.',
  'qr.camera.denied': 'No se pudo activar la cámara (¿permiso denegado?). Escribe el código abajo.',
  'qr.manual.title': 'O escribe el código',
  'qr.manual.label': 'Código del gimnasio',
  'qr.manual.hint': 'Está debajo del código QR de la recepción del gimnasio, p. ej. FG-7K2Q-M9XH, y cambia cada 30 segundos.',
  'qr.manual.invalid': 'Eso no es un código del gimnasio. Escanea el código QR de la recepción o escribe los 8 caracteres que hay debajo.',
  'qr.submit': 'Registrar entrada',
  'checkin.done': '¡Entrada registrada en {gym}!',
  'checkin.xp': '+{xp} XP · {total} XP en total · nivel {level}',
  'checkin.streak': '{days, plural, one {Racha de # día} many {Racha de # días} other {Racha de # días}} (mejor: {best})',
  'checkin.seeProgress': 'Ver tu progreso',
  'checkin.queued': 'Guardado: tu entrada se enviará cuando vuelvas a tener conexión. El resultado aparecerá aquí.',
  'checkin.refused': 'Entrada rechazada',
  'checkin.refused.noBooking':
    'Ahora no tienes ninguna visita para hacer check-in: se abre 15 minutos antes de tu visita y se cierra cuando termina.',
  'checkin.refused.wrongCode': 'Este no es el código actual del gimnasio que reservaste: vuelve a escanear el código de su recepción.',
  'checkin.refused.payAtDesk':
    'Esta visita se paga en recepción: muestra allí tu código de reserva y el personal te hará el check-in al pagar.',
  'checkin.refused.already': 'Ya hiciste check-in para esta visita.',
  'checkin.refused.cancelled': 'Esta reserva se canceló, así que no admite check-in.',
  'checkin.refused.tooLate': 'Este check-in se escaneó hace más de 6 horas y ya no se puede aceptar.',
  'checkin.refused.travel':
    'Este check-in está demasiado lejos del anterior para el tiempo transcurrido entre ambos. Haz check-in en el gimnasio donde estás.',
  'checkin.refused.other': 'El check-in no se completó. Inténtalo de nuevo.',
} satisfies Translation<typeof checkInMessages>;
