// The Portuguese (Brazil) copy of ./messages.ts (the same keys and placeholders;
// messages/catalogues.test.ts checks it). It loads with the screen when Portuguese is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { authMessages } from './messages';

export const pt = {
  'common.or': 'ou',
  'auth.title': 'Entrar no FitChoice',
  'auth.signupTitle': 'Crie sua conta no FitChoice',
  'auth.intro':
    'Reserve academias, personal trainers e nutricionistas, faça check-in com um QR code e transforme seus treinos em XP e SweatCoins.',
  'auth.tabs': 'Entrar ou cadastrar-se',
  'auth.tab.signIn': 'Entrar',
  'auth.tab.signUp': 'Cadastrar-se',
  'auth.field.email': 'E-mail',
  'auth.field.password': 'Senha',
  'auth.field.name': 'Nome',
  'auth.field.passwordHint': 'Pelo menos {min} caracteres.',
  'auth.signIn.submit': 'Entrar',
  'auth.signUp.submit': 'Criar conta',
  'auth.forgot': 'Esqueceu a senha?',
  'auth.guest.hint': 'Dê uma olhada sem conta. Visitantes podem navegar, mas não ganham XP.',
  'auth.refused.invalidCredentials': 'E-mail ou senha incorretos.',
  'auth.refused.signupRefused': 'Não conseguimos criar uma conta com esses dados. Se você já tem uma conta, entre.',
  'auth.refused.suspended': 'Esta conta está suspensa. Fale com o suporte se achar que é um engano.',
  'auth.refused.tooMany': 'Tentativas demais. Aguarde alguns minutos e tente de novo.',
  'auth.refused.signin': 'Não foi possível entrar. Verifique sua conexão e tente de novo.',
  'auth.refused.signup': 'A conta não foi criada. Verifique sua conexão e tente de novo.',
  'auth.refused.guest': 'A sessão de visitante não começou. Verifique sua conexão e tente de novo.',
  'auth.error.emailRequired': 'Digite seu e-mail',
  'auth.error.emailInvalid': 'Digite um e-mail válido, como nome@exemplo.com',
  'auth.error.passwordRequired': 'Digite sua senha',
  'auth.error.passwordShort': 'Use pelo menos {min} caracteres',
  'auth.error.passwordLong': 'Use no máximo {max} caracteres',
  'auth.error.passwordCommon': 'Essa senha é comum demais ou fácil de adivinhar; escolha outra',
  'auth.error.nameRequired': 'Digite seu nome',
  'auth.error.nameInvalid': 'Use até {max} letras, espaços e sinais de pontuação',
} satisfies Translation<typeof authMessages>;
