// The Russian copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the sheet or screen when Russian is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { refusalMessages } from './messages';

export const ru = {
  'outbox.error.refused': 'FitChoice не принял это действие. Повторите его или отмените.',
  'outbox.refused.emailNotVerified': 'Сначала подтвердите адрес электронной почты, затем повторите.',
  'outbox.refused.notFound': 'То, к чему это относилось, больше не существует. Отмените это.',
  'outbox.refused.invalid': 'Что-то в этом не было принято. Отмените и сделайте заново.',
  'outbox.refused.forbidden': 'Вашей учётной записи это недоступно.',
  'outbox.refused.signedOut': 'Вы вышли из аккаунта. Войдите снова и повторите.',
  'outbox.refused.passwordChange': 'Сначала смените пароль, затем повторите.',
  'outbox.refused.suspended': 'Ваша учётная запись приостановлена, поэтому это нельзя отправить. Отмените.',
  'outbox.refused.conflict': 'За это время что-то изменилось, и это больше не подходит. Отмените и сделайте заново.',
  'outbox.refused.tooLarge': 'Это слишком большое для отправки. Отмените и сделайте заново покороче.',
  'outbox.refused.later': 'FitChoice не смог принять это в тот момент. Повторите чуть позже.',
} satisfies Translation<typeof refusalMessages>;
