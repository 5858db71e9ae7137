// The Spanish copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when Spanish is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { enterpriseMessages } from './messages';

export const es = {
  'enterprise.intro':
    'Bienestar corporativo que tu gente sí usará: visitas al gimnasio, entrenamientos guiados, una clasificación y retos de empresa.',
  'enterprise.gets': 'Lo que recibe tu empresa',
  'enterprise.feature.seats': 'Plazas de socio',
  'enterprise.featureBody.seats':
    'Cada empleado recibe una cuenta completa de FitChoice: gimnasios, entrenadores y entrenamientos guiados y de RV.',
  'enterprise.feature.leaderboard': 'Una clasificación de empresa',
  'enterprise.featureBody.leaderboard': 'Equipos y sedes compiten por visitas verificadas al gimnasio, nunca por nada privado.',
  'enterprise.feature.challenges': 'Retos de empresa',
  'enterprise.featureBody.challenges': 'Retos mensuales con recompensas que eliges tú, en un toque.',
  'enterprise.feature.participation': 'Una vista de participación para RR. HH.',
  'enterprise.featureBody.participation':
    'Solo cifras agregadas: cuántos están activos y visitas por semana. Nunca datos individuales de salud ni de ánimo.',
  'enterprise.feature.sso': 'Inicio de sesión único',
  'enterprise.feature.manager': 'Un gestor de cuenta dedicado',
  'enterprise.plans': 'Planes',
  'enterprise.plan.team': 'Equipo',
  'enterprise.plan.business': 'Empresa',
  'enterprise.plan.enterprise': 'Corporativo',
  'enterprise.plan.price': '{price} por plaza al mes',
  'enterprise.plan.min': 'Desde {seats} plazas',
  'enterprise.plan.choose': 'Pedir información de {plan}',
  'enterprise.form.title': 'Habla con nuestro equipo',
  'enterprise.form.company': 'Empresa',
  'enterprise.form.contact': 'Tu nombre',
  'enterprise.form.email': 'Correo de trabajo',
  'enterprise.form.size': 'Tamaño de la empresa',
  'enterprise.form.sizeValue': '{size} personas',
  'enterprise.form.region': 'Región',
  'enterprise.form.plan': 'Plan',
  'enterprise.form.noPlan': 'Aún no lo sé',
  'enterprise.form.message': '¿Qué te gustaría conseguir?',
  'enterprise.form.send': 'Enviar',
  'enterprise.form.sent': '¡Gracias! Nuestro equipo te contactará en dos días hábiles.',
  'enterprise.form.failed': 'No se envió: {reason}',
  'enterprise.form.offline': 'No tienes conexión: no se envió nada. Inténtalo de nuevo con conexión.',
  'enterprise.form.tooMany': 'Demasiadas solicitudes desde tu red. Inténtalo dentro de una hora.',
  'enterprise.invalid.company': 'Escribe el nombre de tu empresa.',
  'enterprise.invalid.contactName': 'Escribe tu nombre.',
  'enterprise.invalid.email': 'Escribe un correo válido.',
  'enterprise.invalid.companySize': 'Elige el tamaño de tu empresa.',
  'enterprise.invalid.message': 'Cuéntanos un poco más (al menos 10 caracteres).',
  'admin.leads.title': 'Contactos de empresas',
  'admin.leads.none': 'Aún no hay contactos.',
  'admin.leads.meta': '{contact} · {email} · {size} personas · {region}',
  'admin.leads.plan': 'Plan: {plan}',
  'admin.leads.error': 'No se pudieron cargar los contactos.',
} satisfies Translation<typeof enterpriseMessages>;
