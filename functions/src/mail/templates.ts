// The account mails, in the member's language (en, es, fr, pt; the other languages get English, as
// the app does), each as plain text and as simple HTML with one button.
import type { LanguageCode } from '@fitchoice/shared';
import type { MailMessage } from './mailer';

type MailLanguage = 'en' | 'es' | 'fr' | 'pt';
export type MailKind = 'verify-email' | 'change-email' | 'reset-password' | 'confirm-application';

interface Copy {
  subject: string;
  /** The greeting; {name} is the member's name. */
  hello: string;
  /** What happened; {email} is the address concerned. */
  body: string;
  button: string;
  /** How long the link works, and what to do if it was not asked for. */
  footer: string;
}

const COPY: Record<MailLanguage, Record<MailKind, Copy>> = {
  en: {
    'verify-email': {
      subject: 'Confirm your email for FitChoice',
      hello: 'Hi {name},',
      body: 'Confirm that {email} is your email address. Once it is confirmed you can redeem rewards, post publicly and apply as a partner.',
      button: 'Confirm my email',
      footer: 'The link works for 24 hours. If you did not create a FitChoice account, ignore this message.',
    },
    'change-email': {
      subject: 'Confirm your new email address',
      hello: 'Hi {name},',
      body: 'You asked to use {email} for your FitChoice account. Confirm it to make the change.',
      button: 'Confirm this address',
      footer: 'The link works for 24 hours. If you did not ask for this, ignore this message: your account keeps its current email.',
    },
    'reset-password': {
      subject: 'Reset your FitChoice password',
      hello: 'Hi {name},',
      body: 'Someone, hopefully you, asked to reset the password of the FitChoice account of {email}.',
      button: 'Choose a new password',
      footer:
        'The link works once, for 30 minutes. Resetting signs the account out on every device. If you did not ask for this, ignore this message: your password stays as it is.',
    },
    'confirm-application': {
      subject: 'Confirm your FitChoice partner application',
      hello: 'Hi {name},',
      body: 'Thank you for applying to list on FitChoice. Confirm that {email} is your address so that our team can review your application.',
      button: 'Confirm my application',
      footer: 'The link works for 7 days. If you did not apply, ignore this message.',
    },
  },
  es: {
    'verify-email': {
      subject: 'Confirma tu correo para FitChoice',
      hello: 'Hola, {name}:',
      body: 'Confirma que {email} es tu dirección de correo. Una vez confirmada podrás canjear recompensas, publicar y solicitar ser socio.',
      button: 'Confirmar mi correo',
      footer: 'El enlace funciona durante 24 horas. Si no has creado una cuenta de FitChoice, ignora este mensaje.',
    },
    'change-email': {
      subject: 'Confirma tu nueva dirección de correo',
      hello: 'Hola, {name}:',
      body: 'Has pedido usar {email} para tu cuenta de FitChoice. Confírmala para hacer el cambio.',
      button: 'Confirmar esta dirección',
      footer: 'El enlace funciona durante 24 horas. Si no lo has pedido, ignora este mensaje: tu cuenta conserva su correo actual.',
    },
    'reset-password': {
      subject: 'Restablece tu contraseña de FitChoice',
      hello: 'Hola, {name}:',
      body: 'Alguien, esperamos que tú, ha pedido restablecer la contraseña de la cuenta de FitChoice de {email}.',
      button: 'Elegir una contraseña nueva',
      footer:
        'El enlace funciona una sola vez, durante 30 minutos. Restablecerla cierra la sesión en todos los dispositivos. Si no lo has pedido, ignora este mensaje: tu contraseña no cambia.',
    },
    'confirm-application': {
      subject: 'Confirma tu solicitud de socio de FitChoice',
      hello: 'Hola, {name}:',
      body: 'Gracias por solicitar aparecer en FitChoice. Confirma que {email} es tu dirección para que nuestro equipo revise tu solicitud.',
      button: 'Confirmar mi solicitud',
      footer: 'El enlace funciona durante 7 días. Si no has enviado ninguna solicitud, ignora este mensaje.',
    },
  },
  fr: {
    'verify-email': {
      subject: 'Confirmez votre e-mail pour FitChoice',
      hello: 'Bonjour {name},',
      body: 'Confirmez que {email} est bien votre adresse. Une fois confirmée, vous pourrez échanger des récompenses, publier et devenir partenaire.',
      button: 'Confirmer mon e-mail',
      footer: 'Le lien est valable 24 heures. Si vous n’avez pas créé de compte FitChoice, ignorez ce message.',
    },
    'change-email': {
      subject: 'Confirmez votre nouvelle adresse e-mail',
      hello: 'Bonjour {name},',
      body: 'Vous avez demandé à utiliser {email} pour votre compte FitChoice. Confirmez-la pour effectuer le changement.',
      button: 'Confirmer cette adresse',
      footer: 'Le lien est valable 24 heures. Si vous n’avez rien demandé, ignorez ce message : votre compte garde son adresse actuelle.',
    },
    'reset-password': {
      subject: 'Réinitialisez votre mot de passe FitChoice',
      hello: 'Bonjour {name},',
      body: 'Quelqu’un, vous sans doute, a demandé à réinitialiser le mot de passe du compte FitChoice de {email}.',
      button: 'Choisir un nouveau mot de passe',
      footer:
        'Le lien ne sert qu’une fois, pendant 30 minutes. La réinitialisation déconnecte le compte sur tous les appareils. Si vous n’avez rien demandé, ignorez ce message : votre mot de passe ne change pas.',
    },
    'confirm-application': {
      subject: 'Confirmez votre demande de partenariat FitChoice',
      hello: 'Bonjour {name},',
      body: 'Merci de vouloir rejoindre FitChoice. Confirmez que {email} est votre adresse pour que notre équipe examine votre demande.',
      button: 'Confirmer ma demande',
      footer: 'Le lien est valable 7 jours. Si vous n’avez rien demandé, ignorez ce message.',
    },
  },
  pt: {
    'verify-email': {
      subject: 'Confirme seu e-mail no FitChoice',
      hello: 'Olá, {name},',
      body: 'Confirme que {email} é o seu endereço de e-mail. Depois de confirmado, você pode resgatar recompensas, publicar e se cadastrar como parceiro.',
      button: 'Confirmar meu e-mail',
      footer: 'O link vale por 24 horas. Se você não criou uma conta no FitChoice, ignore esta mensagem.',
    },
    'change-email': {
      subject: 'Confirme seu novo endereço de e-mail',
      hello: 'Olá, {name},',
      body: 'Você pediu para usar {email} na sua conta do FitChoice. Confirme para fazer a troca.',
      button: 'Confirmar este endereço',
      footer: 'O link vale por 24 horas. Se você não pediu isso, ignore esta mensagem: sua conta mantém o e-mail atual.',
    },
    'reset-password': {
      subject: 'Redefina sua senha do FitChoice',
      hello: 'Olá, {name},',
      body: 'Alguém, esperamos que você, pediu para redefinir a senha da conta do FitChoice de {email}.',
      button: 'Escolher uma nova senha',
      footer:
        'O link funciona uma vez, por 30 minutos. Redefinir desconecta a conta em todos os aparelhos. Se você não pediu isso, ignore esta mensagem: sua senha continua a mesma.',
    },
    'confirm-application': {
      subject: 'Confirme seu pedido de parceria no FitChoice',
      hello: 'Olá, {name},',
      body: 'Obrigado por querer fazer parte do FitChoice. Confirme que {email} é o seu endereço para que nossa equipe analise seu pedido.',
      button: 'Confirmar meu pedido',
      footer: 'O link vale por 7 dias. Se você não fez nenhum pedido, ignore esta mensagem.',
    },
  },
};

/** The language a mail is written in: the member's, when it has a translation; else English. */
export function mailLanguage(language: string | null | undefined): MailLanguage {
  return language === 'es' || language === 'fr' || language === 'pt' ? language : 'en';
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

function fill(template: string, values: Record<string, string>, encode: (text: string) => string): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => encode(values[name] ?? ''));
}

/** The mail of `kind` to `to`, in `language`, with its one link. */
export function accountMail(
  kind: MailKind,
  input: { to: string; name: string; email: string; link: string; language: LanguageCode | string | null | undefined },
): MailMessage {
  const copy = COPY[mailLanguage(input.language)][kind];
  const values = { name: input.name, email: input.email };
  const text = [
    fill(copy.hello, values, (t) => t),
    '',
    fill(copy.body, values, (t) => t),
    '',
    `${copy.button}: ${input.link}`,
    '',
    copy.footer,
    '',
    '— FitChoice',
  ].join('\n');
  const html = `<!doctype html>
<html lang="${mailLanguage(input.language)}"><head><meta charset="utf-8"><title>${escapeHtml(copy.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f6f7fb;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#131722">
<div style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:12px;padding:24px">
<p style="font-weight:800;font-size:20px;margin:0 0 16px">FitChoice</p>
<p>${fill(copy.hello, values, escapeHtml)}</p>
<p>${fill(copy.body, values, escapeHtml)}</p>
<p style="margin:24px 0"><a href="${escapeHtml(input.link)}" style="display:inline-block;padding:12px 20px;border-radius:8px;background:#15803d;color:#ffffff;font-weight:700;text-decoration:none">${escapeHtml(copy.button)}</a></p>
<p style="color:#525a6e;font-size:14px">${escapeHtml(copy.footer)}</p>
<p style="color:#525a6e;font-size:12px;word-break:break-all">${escapeHtml(input.link)}</p>
</div></body></html>`;
  return { to: input.to, subject: copy.subject, text, html, kind };
}
