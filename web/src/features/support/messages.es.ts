// The Spanish copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when Spanish is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { supportMessages } from './messages';

export const es = {
  'helpSupport.intro': 'Respuestas, políticas y cómo contactarnos.',
  'helpSupport.faq': 'Preguntas frecuentes',
  'helpSupport.faq.body': 'Reservas, entradas, XP, SweatCoins y tu cuenta.',
  'helpSupport.contact': 'Contactar',
  'helpSupport.contact.body': 'Correo o teléfono; respondemos en un día laborable.',
  'helpSupport.cancellation': 'Cancelaciones y reembolsos',
  'helpSupport.cancellation.body': 'Cancelación gratuita hasta 2 horas antes de tu visita.',
  'helpSupport.privacy': 'Política de privacidad',
  'helpSupport.privacy.body': 'Qué recogemos, por qué y tus derechos.',
  'helpSupport.terms': 'Condiciones del servicio',
  'helpSupport.terms.body': 'Las normas para miembros, invitados y socios.',
  'help.intro': 'Respuestas rápidas a las preguntas más frecuentes de los miembros.',
  'help.q1': '¿Cómo reservo una visita a un gimnasio?',
  'help.a1':
    'Abre Gimnasios, elige un gimnasio y una hora y pulsa Reservar ahora. El precio indicado es por visita, en la moneda de tu región.',
  'help.q2': '¿Cómo registro mi entrada?',
  'help.a2':
    'En recepción, abre Registrar entrada y escanea el código QR del gimnasio. Tu visita queda confirmada y suma XP aunque el wifi del gimnasio sea malo: se envía en cuanto vuelves a tener conexión.',
  'help.q3': '¿Qué son el XP y los SweatCoins?',
  'help.a3':
    'El XP son puntos por entradas, entrenamientos y retos. El XP se convierte en SweatCoins, que gastas en la tienda de recompensas. También puedes comprar SweatCoins con ETH desde tu monedero.',
  'help.q4': '¿Puedo cancelar una reserva?',
  'help.a4':
    'Sí. Cancela gratis hasta 2 horas antes de la visita; consulta la política de cancelación y reembolso para cancelaciones posteriores.',
  'help.q5': '¿Qué puede hacer un invitado?',
  'help.a5': 'Los invitados pueden recorrer toda la app. Para reservar, ganar XP o mantener una racha, crea una cuenta gratuita.',
  'help.q6': '¿FitChoice funciona sin conexión?',
  'help.a6':
    'Sí. Tus reservas y la pantalla de entrada funcionan sin conexión, y lo que hagas sin conexión se envía una sola vez, cuando vuelve la conexión.',
  'help.more': '¿Sigues con dudas?',
  'help.contact': 'Contactar con soporte',
  'contact.intro': 'Respondemos a todos los mensajes en un día laborable.',
  'contact.email': 'Correo electrónico',
  'contact.emailAddress': 'support@fitchoice.app',
  'contact.partners': 'Socios',
  'contact.partnersAddress': 'partners@fitchoice.app',
  'contact.privacy': 'Solicitudes de privacidad',
  'contact.privacyAddress': 'privacy@fitchoice.app',
  'contact.hours': 'Horario de atención',
  'contact.hoursValue': 'De lunes a viernes, de 8:00 a 20:00; sábados de 9:00 a 14:00 (tu hora local).',
  'contact.urgent':
    '¿Estás en el gimnasio y necesitas ayuda ya? Pregunta en recepción: todos los gimnasios asociados pueden consultar tu reserva.',
  'privacy.updated': 'Última actualización: 1 de noviembre de 2026',
  'privacy.s1.title': 'Qué recogemos',
  'privacy.s1.body':
    'Tu nombre, tu correo electrónico y tu contraseña (guardada solo como hash con sal); tus reservas, entradas y el XP y los SweatCoins que generan; la región, el idioma y el tema que eliges; y, si lo permites, tu ubicación aproximada para encontrar gimnasios cerca de ti.',
  'privacy.s2.title': 'Para qué lo usamos',
  'privacy.s2.body':
    'Para gestionar tu cuenta, tramitar reservas, confirmar entradas con el gimnasio, mantener justas las clasificaciones y recompensas, y prevenir el fraude. No vendemos tus datos ni mostramos publicidad de terceros.',
  'privacy.s3.title': 'Qué se queda en tu dispositivo',
  'privacy.s3.body':
    'FitChoice guarda una copia de tu sesión, ajustes, reservas y acciones sin enviar en tu dispositivo para que la app funcione sin conexión. Al cerrar sesión se eliminan de este dispositivo los datos de tu cuenta.',
  'privacy.s4.title': 'Con quién lo compartimos',
  'privacy.s4.body':
    'El gimnasio o profesional que reservas recibe tu nombre y la reserva. Nuestro proveedor de alojamiento guarda los datos en nuestro nombre. Si conectas un monedero de criptomonedas, se registra su dirección con cada compra.',
  'privacy.s5.title': 'Tus derechos',
  'privacy.s5.body':
    'Puedes consultar, corregir, exportar o eliminar tus datos en cualquier momento escribiendo a privacy@fitchoice.app. Respondemos en 30 días. Las cuentas inactivas durante 3 años se eliminan.',
  'terms.updated': 'Última actualización: 1 de noviembre de 2026',
  'terms.s1.title': 'Tu cuenta',
  'terms.s1.body':
    'Debes tener 16 años o más para crear una cuenta. No compartas tu contraseña; eres responsable de las reservas hechas con tu cuenta. Las sesiones de invitado son temporales y no guardan reservas.',
  'terms.s2.title': 'Reservas y visitas',
  'terms.s2.body':
    'Una reserva es un contrato entre tú y el gimnasio o profesional; FitChoice tramita la reserva y el pago en su nombre. Respeta las normas de cada gimnasio. El precio indicado es por visita e incluye impuestos.',
  'terms.s3.title': 'XP y SweatCoins',
  'terms.s3.body':
    'El XP y los SweatCoins no tienen valor monetario fuera de FitChoice y no se pueden transferir. Podemos retirar recompensas obtenidas con entradas falsas u otros abusos. Los SweatCoins comprados con ETH se abonan una sola vez por transacción.',
  'terms.s4.title': 'Socios',
  'terms.s4.body':
    'Los gimnasios, entrenadores y nutricionistas deben tener las licencias y seguros que exige su actividad y mantener al día su disponibilidad y sus precios.',
  'terms.s5.title': 'Responsabilidad y cambios',
  'terms.s5.body':
    'Entrena dentro de tus límites y sigue el consejo de profesionales. Anunciamos los cambios de estas condiciones en la app 30 días antes de que se apliquen.',
  'cancellation.updated': 'Última actualización: 1 de noviembre de 2026',
  'cancellation.s1.title': 'Cancelación gratuita',
  'cancellation.s1.body': 'Cancela una visita o una sesión sin coste hasta 2 horas antes de su inicio. Se reembolsa el precio completo.',
  'cancellation.s2.title': 'Cancelaciones tardías y ausencias',
  'cancellation.s2.body':
    'Cancelar menos de 2 horas antes del inicio, o no registrar la entrada, se cobra completo, porque el gimnasio o el profesional te reservó la plaza.',
  'cancellation.s3.title': 'Cuando cancela el gimnasio o el profesional',
  'cancellation.s3.body': 'Si un socio cancela o el gimnasio está cerrado cuando llegas, recibes el reembolso completo y 50 XP de regalo.',
  'cancellation.s4.title': 'Cómo se pagan los reembolsos',
  'cancellation.s4.body':
    'Los reembolsos vuelven al medio de pago que usaste en un plazo de 5 a 10 días laborables. Las reservas pagadas con SweatCoins se reembolsan en SweatCoins al instante. Los SweatCoins comprados con ETH no son reembolsables.',
  'cancellation.s5.title': 'Reclamaciones',
  'cancellation.s5.body':
    '¿Crees que un cargo es incorrecto? Escribe a support@fitchoice.app en los 30 días siguientes a la visita y lo revisaremos.',
} satisfies Translation<typeof supportMessages>;
