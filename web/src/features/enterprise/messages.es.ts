// The Spanish copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when Spanish is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { enterpriseMessages } from './messages';

export const es = {
  'enterprise.intro': 'Planes para empresas: acceso a gimnasios para empleados, retos de equipo e informes de uso.',
  'enterprise.empty.title': 'Tu cuenta no forma parte de un plan de empresa',
  'enterprise.empty.body': 'Pide a tu empresa que se ponga en contacto con nosotros, o escríbenos para configurar uno para tu equipo.',
  'enterprise.empty.contact': 'Contactar',
  'enterprise.empty.help': 'Leer las preguntas frecuentes',
} satisfies Translation<typeof enterpriseMessages>;
