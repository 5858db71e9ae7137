// The Russian copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when Russian is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { settingsMessages } from './messages';

export const ru = {
  'theme.label': 'Тема',
  'theme.light': 'Светлая',
  'theme.dark': 'Тёмная',
  'theme.system': 'Системная',
  'theme.systemHint': 'Системная тема следует светлому или тёмному режиму устройства.',
  'settings.region.hint': 'Цены показываются в валюте {currency}. При выборе региона также переключается его язык.',
  'settings.region.manual': 'Выбран вами.',
  'settings.region.automatic': 'Определён по местоположению.',
  'settings.region.follow': 'Определять регион по местоположению',
  'settings.language.fallback':
    'FitChoice пока не переведён на этот язык ({language}): текст на английском, а даты и числа — по правилам выбранного языка.',
  'settings.location': 'Местоположение',
  'settings.location.granted': 'Доступ к местоположению разрешён.',
  'settings.location.denied':
    'Доступ к местоположению заблокирован. Разрешите его в настройках сайта в браузере, чтобы находить ближайшие залы; пока что мы используем приблизительное местоположение.',
  'settings.location.unknown': 'FitChoice ещё не запрашивал ваше местоположение.',
  'settings.location.position': 'Текущее положение: {source}, с точностью до {accuracy}.',
  'settings.location.source.gps': 'по данным устройства',
  'settings.location.source.ip': 'по интернет-подключению',
  'settings.location.source.cache': 'сохранено на этом устройстве',
  'settings.location.source.default': 'по вашему часовому поясу',
  'settings.location.use': 'Моё местоположение',
  'settings.location.locating': 'Определяем ваше местоположение…',
  'settings.tutorial': 'Обзор приложения',
  'settings.tutorial.body': 'Обзор основных экранов приложения из двенадцати шагов.',
  'settings.tutorial.restart': 'Начать обзор заново',
  'settings.onboarding.reset': 'Сбросить знакомство',
  'settings.onboarding.reset.body': 'В следующий раз после выхода снова покажутся вводные слайды, а за ними — обзор.',
  'settings.onboarding.reset.done': 'Знакомство и обзор покажутся снова.',
  'settings.password': 'Пароль',
  'settings.password.body': 'Смените пароль для входа. На других устройствах с вашим аккаунтом будет выполнен выход.',
  'settings.password.change': 'Сменить пароль',
  'settings.data': 'Данные на этом устройстве',
  'settings.data.body':
    'Удаляет с этого устройства ваши настройки, сохранённые экраны и всё, что ещё не отправлено, и выполняет выход на нём.',
  'settings.data.clear': 'Очистить локальные данные',
  'settings.data.confirm': 'Удалить все данные FitChoice на этом устройстве? Неотправленные действия будут потеряны.',
  'settings.data.confirmYes': 'Да, очистить',
  'settings.data.cancel': 'Отмена',
} satisfies Translation<typeof settingsMessages>;
