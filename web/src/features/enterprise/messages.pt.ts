// The Portuguese (Brazil) copy of ./messages.ts (the same keys and placeholders;
// messages/catalogues.test.ts checks it). It loads with the screen when Portuguese is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { enterpriseMessages } from './messages';

export const pt = {
  'enterprise.intro': 'Planos empresariais: acesso a academias para funcionários, desafios de equipe e relatórios de uso.',
  'enterprise.empty.title': 'Sua conta não faz parte de um plano empresarial',
  'enterprise.empty.body': 'Peça à sua empresa para entrar em contato conosco, ou escreva para nós para montar um plano para sua equipe.',
  'enterprise.empty.contact': 'Fale conosco',
  'enterprise.empty.help': 'Ler as perguntas frequentes',
} satisfies Translation<typeof enterpriseMessages>;
