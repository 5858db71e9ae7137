// The Russian copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when Russian is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { authMessages } from './messages';

export const ru = {
  'common.or': 'или',
  'auth.title': 'Вход в FitChoice',
  'auth.signupTitle': 'Создайте аккаунт FitChoice',
  'auth.intro': 'Бронируйте залы, тренеров и нутрициологов, отмечайтесь по QR-коду и превращайте тренировки в XP и SweatCoins.',
  'auth.tabs': 'Вход или регистрация',
  'auth.tab.signIn': 'Вход',
  'auth.tab.signUp': 'Регистрация',
  'auth.field.email': 'Эл. почта',
  'auth.field.password': 'Пароль',
  'auth.field.name': 'Имя',
  'auth.field.passwordHint': 'Не менее {min} символов.',
  'auth.signIn.submit': 'Войти',
  'auth.signUp.submit': 'Создать аккаунт',
  'auth.forgot': 'Забыли пароль?',
  'auth.guest.hint': 'Осмотритесь без аккаунта. Гости могут всё просматривать, но не получают XP.',
  'auth.refused.invalidCredentials': 'Неверная эл. почта или пароль.',
  'auth.refused.signupRefused': 'Не удалось создать аккаунт с этими данными. Если у вас уже есть аккаунт, войдите в него.',
  'auth.refused.suspended': 'Этот аккаунт заблокирован. Если вы считаете, что это ошибка, напишите в поддержку.',
  'auth.refused.tooMany': 'Слишком много попыток. Подождите несколько минут и повторите.',
  'auth.refused.signin': 'Войти не удалось. Проверьте подключение и повторите попытку.',
  'auth.refused.signup': 'Аккаунт не создан. Проверьте подключение и повторите попытку.',
  'auth.refused.guest': 'Гостевой сеанс не запустился. Проверьте подключение и повторите попытку.',
  'auth.error.emailRequired': 'Введите адрес эл. почты',
  'auth.error.emailInvalid': 'Введите действительный адрес эл. почты, например name@example.com',
  'auth.error.passwordRequired': 'Введите пароль',
  'auth.error.passwordShort': 'Используйте не менее {min} символов',
  'auth.error.passwordLong': 'Используйте не более {max} символов',
  'auth.error.passwordCommon': 'Этот пароль слишком распространённый или простой; выберите другой',
  'auth.error.nameRequired': 'Введите имя',
  'auth.error.nameInvalid': 'Используйте до {max} букв, пробелов и знаков препинания',
} satisfies Translation<typeof authMessages>;
