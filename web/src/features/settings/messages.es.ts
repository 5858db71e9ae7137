// The Spanish copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when Spanish is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { settingsMessages } from './messages';

export const es = {
  'theme.label': 'Tema',
  'theme.light': 'Claro',
  'theme.dark': 'Oscuro',
  'theme.system': 'Sistema',
  'theme.systemHint': 'Sistema sigue el modo claro u oscuro de tu dispositivo.',
  'settings.region.hint': 'Los precios se muestran en {currency}. Al elegir una región también se cambia a su idioma.',
  'settings.region.manual': 'Elegida por ti.',
  'settings.region.automatic': 'Detectada a partir de tu ubicación.',
  'settings.region.follow': 'Detectar mi región por mi ubicación',
  'settings.language.fallback':
    'FitChoice aún no está traducido al {language}: el texto está en inglés y las fechas y los números siguen el {language}.',
  'settings.location': 'Ubicación',
  'settings.location.granted': 'El acceso a la ubicación está permitido.',
  'settings.location.denied':
    'El acceso a la ubicación está bloqueado. Permítelo en los ajustes del sitio de tu navegador para encontrar los gimnasios más cercanos; mientras tanto usamos una ubicación aproximada.',
  'settings.location.unknown': 'FitChoice todavía no ha pedido tu ubicación.',
  'settings.location.position': 'Posición actual: {source}, con un margen de {accuracy}.',
  'settings.location.source.gps': 'según tu dispositivo',
  'settings.location.source.ip': 'según tu conexión a internet',
  'settings.location.source.cache': 'guardada en este dispositivo',
  'settings.location.source.default': 'estimada por tu zona horaria',
  'settings.location.use': 'Usar mi ubicación',
  'settings.location.locating': 'Buscando tu ubicación…',
  'settings.tutorial': 'Visita guiada',
  'settings.tutorial.body': 'Un recorrido de doce pasos por las pantallas principales de la app.',
  'settings.tutorial.restart': 'Reiniciar la visita',
  'settings.onboarding.reset': 'Restablecer la presentación',
  'settings.onboarding.reset.body':
    'Vuelve a mostrar las diapositivas de presentación la próxima vez que cierres sesión, y después la visita guiada.',
  'settings.onboarding.reset.done': 'La presentación y la visita guiada se mostrarán de nuevo.',
  'settings.password': 'Contraseña',
  'settings.password.body': 'Cambia la contraseña con la que inicias sesión. Se cerrará la sesión en los demás dispositivos con tu cuenta.',
  'settings.password.change': 'Cambiar contraseña',
  'settings.data': 'Datos en este dispositivo',
  'settings.data.body':
    'Elimina de este dispositivo tus ajustes, las pantallas guardadas y todo lo que no se haya enviado, y cierra aquí tu sesión.',
  'settings.data.clear': 'Borrar datos locales',
  'settings.data.confirm':
    '¿Borrar todos los datos de FitChoice de este dispositivo? Se perderán las acciones que aún no se hayan enviado.',
  'settings.data.confirmYes': 'Sí, borrarlos',
  'settings.data.cancel': 'Cancelar',
} satisfies Translation<typeof settingsMessages>;
