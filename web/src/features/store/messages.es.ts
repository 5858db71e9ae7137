// The Spanish copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when Spanish is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { storeMessages } from './messages';

export const es = {
  'store.intro': 'Gasta SweatCoins en pases de día, clases, equipamiento y ofertas de socios.',
  'store.empty.title': 'Aún no hay recompensas en tu región',
  'store.empty.body': 'Las recompensas de gimnasios y marcas asociadas aparecen aquí con su precio en SweatCoins.',
  'store.empty.wallet': 'Consultar tu saldo',
  'store.empty.challenges': 'Gana más con los retos',
  'store.rewards.title': 'Recompensas en {region}',
  'store.rewards.list': 'Recompensas',
  'store.rewards.loading': 'Cargando recompensas',
  'store.rewards.offline': 'No se pudieron cargar las recompensas. Revisa tu conexión e inténtalo de nuevo.',
  'store.balance': 'Tienes {coins} SweatCoins',
  'store.price': '{coins} SweatCoins',
  'store.stock.left': '{count, plural, one {Queda #} many {Quedan #} other {Quedan #}}',
  'store.stock.unlimited': 'Siempre disponible',
  'store.stock.soldOut': 'Agotado',
  'store.limit': '{count, plural, one {Una por persona} many {Hasta # por persona} other {Hasta # por persona}}',
  'store.limit.used': 'Has canjeado {used} de {limit}',
  'store.limit.reached': 'Ya canjeaste todas las que puedes',
  'store.where.gym': 'En {gym}',
  'store.where.anyGym': 'En la recepción de cualquier gimnasio asociado',
  'store.where.online': 'Se usa en línea',
  'store.category.day_pass': 'Pase de día',
  'store.category.session': 'Sesión',
  'store.category.food': 'Comida y bebida',
  'store.category.merch': 'Artículos',
  'store.category.donation': 'Donación',
  'store.redeem': 'Canjear',
  'store.redeem.named': 'Canjear {title}',
  'store.confirm.title': '¿Canjear esta recompensa?',
  'store.confirm.quantity': 'Cuántas',
  'store.confirm.total': 'Total: {coins} SweatCoins',
  'store.confirm.after': 'Tu saldo después: {coins} SweatCoins',
  'store.confirm.short': 'Te faltan {coins} SweatCoins para esto.',
  'store.confirm.validity':
    '{days, plural, one {El código sirve durante # día.} many {El código sirve durante # días.} other {El código sirve durante # días.}}',
  'store.confirm.submit': 'Confirmar y canjear',
  'store.confirm.cancel': 'Cancelar',
  'store.confirm.close': 'Cerrar',
  'store.confirm.queued': 'Guardado en este dispositivo: se canjea en cuanto vuelvas a tener conexión y aparece en Mis recompensas.',
  'store.done.title': '¡Canjeada!',
  'store.done.body': 'Muestra este código en recepción. También lo encontrarás en Mis recompensas.',
  'store.mine.title': 'Mis recompensas',
  'store.mine.empty': 'Las recompensas que canjees aparecen aquí con su código.',
  'store.mine.loading': 'Cargando tus recompensas',
  'store.mine.status.active': 'Activa',
  'store.mine.status.used': 'Usada',
  'store.mine.status.expired': 'Caducada',
  'store.mine.status.pending': 'Pendiente',
  'store.mine.status.failed': 'Fallida',
  'store.mine.quantity': '{quantity} ×',
  'store.mine.expires': 'Válida hasta el {date}',
  'store.mine.expired': 'Caducó el {date}',
  'store.mine.usedAt': 'Usada el {date}',
  'store.mine.paid': 'Pagaste {coins} SweatCoins',
  'store.mine.showCode': 'Mostrar código',
  'store.mine.hideCode': 'Ocultar código',
  'store.mine.pending': 'Guardada en este dispositivo: se canjea cuando vuelvas a tener conexión.',
  'store.mine.failed': 'No se canjeó: {reason}',
  'store.mine.retry': 'Reintentar',
  'store.mine.dismiss': 'Descartar',
  'store.refused.soldOut': 'Esta recompensa está agotada; no se cobró nada.',
  'store.refused.retired': 'Esta recompensa ya no se ofrece; no se cobró nada.',
  'store.refused.notFound': 'Esta recompensa ya no está en la tienda; no se cobró nada.',
  'store.refused.limit': 'Ya canjeaste esta recompensa todas las veces que puedes; no se cobró nada.',
  'store.refused.coins': 'No tienes suficientes SweatCoins para esto; no se cobró nada.',
  'store.refused.other': 'No se pudo canjear y no se cobró nada. Inténtalo más tarde.',
  'store.qr.alt': 'Código QR de la recompensa',
  'store.preset.description.day-pass':
    'Un día entero para entrenar en este gimnasio asociado, con clases y duchas incluidas. Muestra el código en recepción.',
  'store.preset.description.smoothie-us-002':
    'Un batido de frutas del bar del gimnasio, recién hecho después de entrenar. Muestra el código en la barra.',
  'store.preset.description.shake-gb-002':
    'Un batido de proteínas del bar del gimnasio, recién hecho después de entrenar. Muestra el código en la barra.',
  'store.preset.description.acai-br-002':
    'Un bol de açaí del bar del gimnasio, recién hecho después de entrenar. Muestra el código en la barra.',
  'store.preset.description.matcha-jp-002':
    'Un matcha latte proteico del bar del gimnasio, recién hecho después de entrenar. Muestra el código en la barra.',
  'store.preset.description.trainer-20-off':
    'Ahorra un 20 % en una sesión con cualquier entrenador certificado de FitChoice. Introduce el código al reservar.',
  'store.preset.description.form-check-15':
    'Un entrenador observa tu sentadilla, peso muerto o press y te da tres cosas que corregir. Resérvala con el código.',
  'store.preset.description.nutrition-25-off':
    'Ahorra un 25 % en una primera consulta con un nutricionista de FitChoice: un plan pensado para cómo entrenas.',
  'store.preset.description.bottle-750':
    'Botella de acero aislada que mantiene el agua fría durante toda la sesión. Recógela en la recepción de cualquier gimnasio asociado.',
  'store.preset.description.towel':
    'Toalla de microfibra de secado rápido que se pliega y cabe en tu bolsa. Recógela en la recepción de cualquier gimnasio asociado.',
  'store.preset.description.tshirt':
    'Camiseta transpirable en tu talla, que eliges en recepción. Recógela en la recepción de cualquier gimnasio asociado.',
  'store.preset.description.bands':
    'Cinco bandas de suave a fuerte, para calentar y entrenar en casa. Recógelo en la recepción de cualquier gimnasio asociado.',
  'store.preset.description.shaker':
    'Vaso mezclador antigoteo de 600 ml con bola batidora. Recógelo en la recepción de cualquier gimnasio asociado.',
  'store.preset.description.donate-youth-day':
    'Tus SweatCoins pagan un día de entrenamiento con monitor para un club deportivo juvenil cerca de un gimnasio asociado. Tu código es tu recibo.',
  'store.preset.description.donate-tree':
    'Una organización de reforestación planta un árbol autóctono por cada canje. Tu código es tu recibo.',
  'store.preset.description.donate-meal':
    'Un banco de alimentos sirve una comida nutritiva a alguien que la necesita. Tu código es tu recibo.',
} satisfies Translation<typeof storeMessages>;
