// The English copy of the enterprise screen. It loads with the screens that show it: importing this
// module registers it (i18n/messages/registry.ts), and each file that shows one of these strings
// imports it. Its copy in the language being shown (messages.<code>.ts) starts loading as it
// registers, and the screen's route waits for it (withStrings in i18n/messages), so the screen
// never shows English or ids first.
import { type Messages, registerMessages } from '../../i18n/messages/registry';

export const enterpriseMessages = registerMessages(
  {
    'enterprise.intro': 'Company plans: gym access for employees, team challenges and usage reports.',
    'enterprise.empty.title': 'Your account is not part of a company plan',
    'enterprise.empty.body': 'Ask your employer to contact us, or write to us to set one up for your team.',
    'enterprise.empty.contact': 'Contact us',
    'enterprise.empty.help': 'Read the FAQ',
  },
  {
    es: (): Promise<Messages> => import('./messages.es').then((module) => module.es),
    fr: (): Promise<Messages> => import('./messages.fr').then((module) => module.fr),
    pt: (): Promise<Messages> => import('./messages.pt').then((module) => module.pt),
  },
);

declare module '../../i18n/messages' {
  interface FeatureCatalogues {
    enterprise: typeof enterpriseMessages;
  }
}
