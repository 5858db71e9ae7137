// The Russian copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when Russian is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { adminMessages } from './messages';

export const ru = {
  'admin.intro': 'Заявки партнёров, участники, контент с жалобами и журнал всех изменений.',
  'admin.sections': 'Разделы администрирования',
  'admin.section.applications': 'Заявки',
  'admin.section.users': 'Пользователи',
  'admin.section.moderation': 'Жалобы на отзывы',
  'admin.section.posts': 'Жалобы на публикации',
  'admin.section.audit': 'Журнал аудита',
  'admin.section.certifications': 'Сертификаты',
  'admin.section.tickets': 'Обращения в поддержку',
  'admin.section.leads': 'Корпоративные заявки',
  'admin.section.rewards': 'Награды',
  'admin.section.challenges': 'Челленджи',
  'admin.error.load': 'Не удалось загрузить. Проверьте подключение и повторите попытку.',
  'admin.error.failed': 'Не получилось. Проверьте подключение и повторите попытку.',
  'admin.error.reasonRequired': 'Укажите причину',
  'admin.applications.filter': 'Показать заявки',
  'admin.applications.pending': 'На рассмотрении',
  'admin.applications.approved': 'Одобренные',
  'admin.applications.rejected': 'Отклонённые',
  'admin.applications.none': 'Заявок нет.',
  'admin.applications.caption': 'Заявки партнёров',
  'admin.applications.name': 'Имя',
  'admin.applications.kind': 'Роль в заявке',
  'admin.applications.submitted': 'Подана',
  'admin.applications.decided': 'Решение',
  'admin.applications.catalogueGym': 'Зал из каталога',
  'admin.applications.emailVerified': '(подтверждена)',
  'admin.applications.emailUnverified': '(ещё не подтверждена)',
  'admin.applications.certification': '{name}, выдан: {issuer}, № {number}',
  'admin.applications.gymId': 'Связать с залом из каталога (его ID)',
  'admin.applications.gymId.hint': 'Оставьте пустым, чтобы создать из заявки новый черновик зала.',
  'admin.applications.approve': 'Одобрить',
  'admin.applications.reason': 'Причина отказа',
  'admin.applications.reject': 'Отклонить',
  'admin.applications.error.gym': 'Зала с таким ID нет',
  'admin.applications.error.decided': 'По этой заявке уже принято решение.',
  'admin.section.gyms': 'Залы',
  'admin.applications.confirmed': 'Почта подтверждена',
  'admin.applications.notConfirmed': 'Почта ещё не подтверждена',
  'admin.applications.unconfirmed':
    'Заявитель ещё не открыл ссылку подтверждения, отправленную на {email}. Заявку можно одобрить после этого.',
  'admin.applications.resend': 'Отправить ссылку подтверждения ещё раз',
  'admin.applications.resent': 'Новая ссылка подтверждения отправлена на {email}.',
  'admin.applications.error.unconfirmed':
    'Эту заявку пока нельзя одобрить: заявитель не подтвердил почту. Отправьте ссылку ещё раз или дождитесь, пока он её откроет.',
  'admin.applications.mailedWelcome': 'Одобрено. Мы отправили на {email} ссылку, чтобы выбрать пароль и войти в панель.',
  'admin.applications.mailedExisting':
    'Одобрено. У {email} уже был аккаунт: теперь он открывает панель, а мы написали, что входить можно как обычно.',
  'admin.applications.notMailed':
    'Одобрено, но письмо на {email} не отправилось. Попросите воспользоваться «Забыли пароль?» на входе для партнёров.',
} satisfies Translation<typeof adminMessages>;
