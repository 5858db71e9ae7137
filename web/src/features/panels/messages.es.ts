// The Spanish copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when Spanish is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { panelsMessages } from './messages';

export const es = {
  'panels.admin': 'Panel de administración',
  'panels.admin.body': 'Solicitudes de socios, miembros, moderación y registro de auditoría.',
  'panels.analytics': 'Analítica',
  'panels.analytics.body': 'Visitas, reservas, pagos cobrados en recepción y SweatCoins a lo largo del tiempo.',
  'panels.fitnessCenter': 'Panel de centro deportivo',
  'panels.fitnessCenter.body': 'Horario, aforo, precios y códigos de entrada de tu gimnasio.',
  'panels.trainer': 'Panel de entrenador',
  'panels.trainer.body': 'Tu agenda, clientes y precios por sesión.',
  'panels.nutritionist': 'Panel de nutricionista',
  'panels.nutritionist.body': 'Tus consultas, clientes y planes.',
  'panels.signInRequired': 'Es necesario el acceso de socio',
  'panels.signInRequired.body':
    'Este panel se abre cuando inicias sesión con una cuenta de socio. Las cuentas de socio son distintas de las cuentas de miembro.',
  'panels.signIn': 'Acceso para socios',
  'panels.register': 'Hazte socio',
  'panels.notForYou.title': 'No es para tu cuenta',
  'panels.notForYou.heading': '{panel} no está abierto a esta cuenta',
  'panels.notForYou.body':
    'Has iniciado sesión como {account}, que no tiene acceso. Cada panel se abre solo a las cuentas de socio o de personal para las que es.',
  'panels.notForYou.home': 'Volver a la app',
  'partnerPanel.signedInAs': 'Sesión iniciada como {account}',
  'partnerPanel.loadFailed': 'No se ha podido cargar tu panel. Comprueba tu conexión y vuelve a intentarlo.',
  'partnerPanel.gyms': 'Tus gimnasios',
  'partnerPanel.gyms.none': 'Todavía no hay ningún gimnasio vinculado a esta cuenta.',
  'partnerPanel.gyms.draftHint':
    'Los miembros aún no ven un gimnasio en borrador: se publica cuando sus datos, horarios y precios están completos.',
  'partnerPanel.status.draft': 'Borrador',
  'partnerPanel.status.listed': 'Publicado',
  'partnerPanel.changePassword': 'Cambiar contraseña',
  'partnerPanel.signOut': 'Cerrar sesión',
  'partnerForm.kind.gym': 'Un gimnasio o centro deportivo',
  'partnerForm.kind.trainer': 'Un entrenador personal',
  'partnerForm.kind.nutritionist': 'Un nutricionista',
  'partnerForm.field.contactName': 'Persona de contacto',
  'partnerForm.field.email': 'Correo electrónico',
  'partnerForm.field.phone': 'Teléfono',
  'partnerForm.field.city': 'Ciudad',
  'partnerForm.field.address': 'Dirección',
  'partnerForm.field.specialties': 'Especialidades',
  'partnerForm.field.languages': 'Idiomas en los que trabajas',
  'partnerForm.field.certifications': 'Certificaciones',
  'panels.zone.search': 'Buscar zonas horarias',
  'panels.zone.list': 'Zona horaria',
  'panels.zone.matches':
    '{count, plural, =0 {Ninguna zona horaria coincide} one {# zona horaria coincide} many {# zonas horarias coinciden} other {# zonas horarias coinciden}}',
  'panels.section.failed': 'Esta parte del panel no se pudo mostrar. El resto del panel sigue funcionando.',
  'panels.section.retry': 'Reintentar',
  'partnerPanel.status.suspended': 'No publicado: tu cuenta está suspendida',
  'partnerPanel.status.unlisted': 'No publicado: FitChoice lo retiró de la búsqueda',
  'partnerPanel.gyms.unlistedHint':
    'Los miembros no pueden encontrar ni reservar un gimnasio que FitChoice retiró de la búsqueda; las visitas ya reservadas se mantienen. Escribe a soporte para saber por qué y qué cambiar.',
  'panels.tab.notifications': 'Notificaciones',
} satisfies Translation<typeof panelsMessages>;
