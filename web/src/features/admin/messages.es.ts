// The Spanish copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when Spanish is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { adminMessages } from './messages';

export const es = {
  'admin.intro': 'Solicitudes de socios, miembros, contenido denunciado y el registro de cada cambio.',
  'admin.sections': 'Secciones de administración',
  'admin.section.applications': 'Solicitudes',
  'admin.section.users': 'Usuarios',
  'admin.section.moderation': 'Reseñas denunciadas',
  'admin.section.posts': 'Publicaciones denunciadas',
  'admin.section.audit': 'Registro de auditoría',
  'admin.section.certifications': 'Certificaciones',
  'admin.section.tickets': 'Solicitudes de soporte',
  'admin.section.leads': 'Contactos de empresas',
  'admin.section.rewards': 'Recompensas',
  'admin.section.challenges': 'Retos',
  'admin.error.load': 'No se ha podido cargar. Comprueba tu conexión y vuelve a intentarlo.',
  'admin.error.failed': 'No ha funcionado. Comprueba tu conexión y vuelve a intentarlo.',
  'admin.error.reasonRequired': 'Escribe el motivo',
  'admin.applications.filter': 'Mostrar solicitudes',
  'admin.applications.pending': 'Pendientes',
  'admin.applications.approved': 'Aprobadas',
  'admin.applications.rejected': 'Rechazadas',
  'admin.applications.none': 'No hay solicitudes aquí.',
  'admin.applications.caption': 'Solicitudes de socios',
  'admin.applications.name': 'Nombre',
  'admin.applications.kind': 'Se presenta como',
  'admin.applications.submitted': 'Enviada',
  'admin.applications.decided': 'Decidida',
  'admin.applications.catalogueGym': 'Gimnasio del catálogo',
  'admin.applications.emailVerified': '(confirmado)',
  'admin.applications.emailUnverified': '(aún sin confirmar)',
  'admin.applications.certification': '{name}, emitida por {issuer}, n.º {number}',
  'admin.applications.gymId': 'Vincular a un gimnasio del catálogo (su id)',
  'admin.applications.gymId.hint': 'Déjalo vacío para crear un gimnasio en borrador a partir de la solicitud.',
  'admin.applications.approve': 'Aprobar',
  'admin.applications.reason': 'Motivo del rechazo',
  'admin.applications.reject': 'Rechazar',
  'admin.applications.error.gym': 'Ningún gimnasio tiene este id',
  'admin.applications.error.decided': 'Esta solicitud ya se ha decidido.',
  'admin.section.gyms': 'Gimnasios',
  'admin.applications.confirmed': 'Correo confirmado',
  'admin.applications.notConfirmed': 'Correo aún sin confirmar',
  'admin.applications.unconfirmed':
    'El solicitante aún no ha abierto el enlace de confirmación enviado a {email}. La solicitud se podrá aprobar cuando lo haga.',
  'admin.applications.resend': 'Reenviar el enlace de confirmación',
  'admin.applications.resent': 'Se ha enviado un nuevo enlace de confirmación a {email}.',
  'admin.applications.error.unconfirmed':
    'Esta solicitud aún no se puede aprobar: el solicitante no ha confirmado el correo. Reenvía el enlace de confirmación o espera a que lo abra.',
  'admin.applications.mailedWelcome': 'Aprobada. Enviamos a {email} un enlace para elegir contraseña y entrar al panel.',
  'admin.applications.mailedExisting':
    'Aprobada. {email} ya tenía una cuenta: ahora abre el panel, y le enviamos un correo para que entre como siempre.',
  'admin.applications.notMailed':
    'Aprobada, pero no se pudo enviar el correo a {email}. Pídele que use «¿Olvidaste tu contraseña?» en el acceso de socios.',
} satisfies Translation<typeof adminMessages>;
