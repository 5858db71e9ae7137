// The Spanish copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when Spanish is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { helpMessages } from './messages';

export const es = {
  'help.intro': 'Respuestas a lo que más preguntan los socios: busca o explora por tema.',
  'help.search': 'Buscar en la ayuda',
  'help.searchButton': 'Buscar',
  'help.results': '{count, plural, one {# artículo} many {# artículos} other {# artículos}} para «{query}»',
  'help.noResults': 'Ningún artículo coincide con «{query}». Prueba con otras palabras o escríbenos.',
  'help.browse': 'Explorar por tema',
  'help.back': 'Todos los temas de ayuda',
  'help.related': 'Más sobre {category}',
  'help.more': '¿Sigues con dudas?',
  'help.contact': 'Contactar con soporte',
  'helpCentre.category.booking': 'Reservas',
  'helpCentre.category.cancellation': 'Cancelaciones y reembolsos',
  'helpCentre.category.checkin': 'Check-in',
  'helpCentre.category.rewards': 'XP y SweatCoins',
  'helpCentre.category.wallet': 'Monedero',
  'helpCentre.category.offline': 'Uso sin conexión',
  'helpCentre.category.privacy': 'Privacidad',
  'helpCentre.category.partners': 'Socios',
  'helpCentre.category.account': 'Tu cuenta',
  'helpCentre.title.book-visit': '¿Cómo reservo una visita al gimnasio?',
  'helpCentre.body.book-visit':
    'Abre Gimnasios, elige un gimnasio y un día, escoge una hora con plazas libres y pulsa Reservar. El precio es por visita, en la moneda de tu región, y la reserva aparece al momento en Reservas, incluso sin conexión.',
  'helpCentre.title.book-professional': 'Reservar un entrenador o nutricionista',
  'helpCentre.body.book-professional':
    'Abre Entrenadores o Nutricionistas, compara profesionales certificados por especialidad, precio y valoración y elige una hora libre en su agenda. Puedes cancelar gratis hasta 2 horas antes de la sesión.',
  'helpCentre.title.booking-payment': 'Pagar una visita: tarjeta o SweatCoins',
  'helpCentre.body.booking-payment':
    'Al confirmar eliges pagar con tarjeta en el gimnasio o con SweatCoins. Una visita cuesta 10 SweatCoins por cada dólar de su precio, y los SweatCoins se descuentan solo cuando la reserva se confirma.',
  'helpCentre.title.cancel-booking': '¿Cómo cancelo una reserva?',
  'helpCentre.body.cancel-booking':
    'Abre Reservas, elige la visita y pulsa Cancelar. Hasta 2 horas antes del inicio la cancelación es gratuita: los SweatCoins vuelven al momento y tu plaza queda libre para otra persona.',
  'helpCentre.title.late-cancellation': 'Cancelaciones tardías y ausencias',
  'helpCentre.body.late-cancellation':
    'A menos de 2 horas del inicio la reserva ya no se puede cancelar en la app, porque el gimnasio te guardó la plaza. Si el problema fue del gimnasio, abre una solicitud de soporte y lo revisaremos.',
  'helpCentre.title.refunds': '¿Cómo se pagan los reembolsos?',
  'helpCentre.body.refunds':
    'Las reservas pagadas con SweatCoins se reembolsan en SweatCoins al instante. Los pagos con tarjeta vuelven a la tarjeta en 5 a 10 días hábiles. Los SweatCoins comprados con ETH no son reembolsables.',
  'helpCentre.title.checkin-qr': 'Hacer check-in con tu código QR',
  'helpCentre.body.checkin-qr':
    'Cada reserva tiene un código de check-in, que aparece en Reservas como código QR y como texto. En recepción lo escanea el personal, o lo escaneas tú con Check-in QR; también puedes escribir el código a mano.',
  'helpCentre.title.checkin-window': '¿Cuándo funciona mi código de check-in?',
  'helpCentre.body.checkin-window':
    'El código funciona desde 15 minutos antes de la visita hasta que termina, una sola vez. Un código ya usado, o de una reserva cancelada, se rechaza indicando el motivo.',
  'helpCentre.title.checkin-offline': 'Hacer check-in sin conexión',
  'helpCentre.body.checkin-offline':
    'Si el wifi del gimnasio falla, haz check-in igualmente: la app guarda el check-in con la hora en que escaneaste y lo envía al volver la conexión, dentro de 6 horas. Cuenta una sola vez, aunque se envíe varias veces.',
  'helpCentre.title.earn-xp': '¿Cómo gano XP?',
  'helpCentre.body.earn-xp':
    'Tu primer check-in de cada día da 50 XP, más 25 XP por acudir a una visita reservada y un extra por racha. Los retos semanales dan de 100 a 400 XP más. Los entrenamientos en casa y en RV cuentan para insignias pero no dan XP.',
  'helpCentre.title.streaks': '¿Cómo funcionan las rachas?',
  'helpCentre.body.streaks':
    'Tu racha cuenta los días seguidos con check-in, según la fecha donde está el gimnasio. Si fallas un día, la racha sigue si haces check-in al día siguiente, una vez por semana. Cada día de racha suma 10 XP al check-in, hasta 50.',
  'helpCentre.title.convert-xp': 'Convertir XP en SweatCoins',
  'helpCentre.body.convert-xp':
    'En Perfil, convierte XP en SweatCoins a razón de 10 XP por 1 SweatCoin, con un mínimo de 10 XP. Convertir nunca baja tu nivel ni tu puesto en las clasificaciones.',
  'helpCentre.title.levels-badges': 'Niveles e insignias',
  'helpCentre.body.levels-badges':
    'Los niveles crecen con todo el XP que has ganado: nivel 2 con 100 XP, nivel 3 con 400, nivel 4 con 900. Las insignias premian hitos como tu primer check-in, una racha de 7 días o diez entrenamientos en casa, y desbloquean piezas del avatar.',
  'helpCentre.title.leaderboards': '¿Cómo se ordenan las clasificaciones?',
  'helpCentre.body.leaderboards':
    'Las clasificaciones ordenan el XP ganado en gimnasios, esta semana o desde siempre, en tu región o entre tus amigos. Solo cuentan los check-in verificados, así que un entrenamiento en casa nunca te sube.',
  'helpCentre.title.connect-wallet': 'Conectar un monedero cripto',
  'helpCentre.body.connect-wallet':
    'Abre Monedero y pulsa Conectar: FitChoice funciona con monederos de navegador como MetaMask. Solo leemos tu dirección, red y saldo; el monedero te pregunta antes de enviar nada.',
  'helpCentre.title.buy-sweatcoins': 'Comprar SweatCoins con ETH',
  'helpCentre.body.buy-sweatcoins':
    'En Monedero o en la tienda, introduce una cantidad de ETH: cada ETH compra 100.000 SweatCoins. Cada transacción se abona una sola vez y la compra aparece en el historial del monedero.',
  'helpCentre.title.purchase-pending': 'Mi compra aparece como pendiente',
  'helpCentre.body.purchase-pending':
    'Una compra espera hasta que la red confirma la transferencia o hasta que vuelves a tener conexión. Se guarda en tu dispositivo y se abona una sola vez cuando se completa; nunca se cobra dos veces.',
  'helpCentre.title.offline-use': '¿FitChoice funciona sin conexión?',
  'helpCentre.body.offline-use':
    'Sí. Tus reservas, códigos de check-in y pantallas recientes funcionan sin conexión, y lo que haces sin conexión se guarda en tu dispositivo y se envía una sola vez al volver la conexión.',
  'helpCentre.title.pending-actions': 'Acciones pendientes y fallidas',
  'helpCentre.body.pending-actions':
    'La insignia de la cabecera cuenta las acciones pendientes de envío. Ábrela para enviarlas ya, reintentar una fallida o descartarla; un rechazo indica el motivo, como una hora que se llenó.',
  'helpCentre.title.install-app': 'Instalar FitChoice en el móvil',
  'helpCentre.body.install-app':
    'Pulsa Instalar cuando la app lo ofrezca, o usa Añadir a pantalla de inicio en tu navegador. La app instalada se abre a pantalla completa, carga más rápido y funciona sin conexión.',
  'helpCentre.title.data-collected': '¿Qué datos guardáis?',
  'helpCentre.body.data-collected':
    'Tu cuenta, reservas, check-ins, recompensas y ajustes, y tu ubicación aproximada si la permites. Los datos de ánimo y salud nunca aparecen en clasificaciones ni se muestran a empresas. No vendemos datos.',
  'helpCentre.title.delete-account': 'Exportar o borrar tus datos',
  'helpCentre.body.delete-account':
    'Envíanos una solicitud de soporte con el tema Cuenta, o escribe a privacy@fitchoice.app. Respondemos en 30 días. Cerrar sesión borra tus datos de este dispositivo al momento.',
  'helpCentre.title.location': '¿Cómo se usa mi ubicación?',
  'helpCentre.body.location':
    'Solo para mostrarte gimnasios cercanos y fijar tu región. Es aproximada, se guarda en tu dispositivo una hora y puedes denegarla: elige tu región a mano en Ajustes.',
  'helpCentre.title.partner-join': 'Dar de alta tu gimnasio o consulta',
  'helpCentre.body.partner-join':
    'Gimnasios, entrenadores y nutricionistas lo solicitan en el registro de socios con sus datos y certificados. Una vez aprobados, gestionan su ficha, disponibilidad y precios desde su panel.',
  'helpCentre.title.partner-panel': 'Entrar en un panel de socio',
  'helpCentre.body.partner-panel':
    'Usa Acceso de socios con el correo con el que te registraste. La primera vez cambiarás la contraseña temporal que te enviamos antes de que se abra el panel.',
  'helpCentre.title.guest-account': '¿Qué puede hacer un invitado?',
  'helpCentre.body.guest-account':
    'Los invitados pueden explorar toda la app. Para reservar con SweatCoins, ganar XP, mantener una racha o salir en las clasificaciones, crea una cuenta gratuita.',
  'helpCentre.title.home-workouts': 'Entrenamientos guiados y de RV',
  'helpCentre.body.home-workouts':
    'Elige un programa guiado, pulsa Empezar y el reproductor cronometra cada intervalo con pitidos y voz opcional. Un entrenamiento terminado se guarda en tu actividad, incluso sin conexión, y cuenta para las insignias.',
  'helpCentre.title.avatar': 'Tu avatar',
  'helpCentre.body.avatar':
    'Créalo en el estudio de avatar con cuerpo, piel, pelo, cara, ropa y accesorios. Algunas piezas se desbloquean con insignias o niveles, otras con SweatCoins. Mientras no guardes uno, se muestran tus iniciales.',
  'helpCentre.title.enterprise': 'FitChoice para empresas',
  'helpCentre.body.enterprise':
    'Las empresas dan a su gente plazas de socio, una clasificación y retos de empresa. La empresa solo ve la participación global, nunca datos de salud ni de ánimo de nadie. Pídenos información desde la página Empresas.',
} satisfies Translation<typeof helpMessages>;
