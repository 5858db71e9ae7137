// The Russian copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when Russian is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { checkInMessages } from './messages';

export const ru = {
  'qrScanner.title': 'Отметка',
  'qrScanner.intro': 'Отсканируйте QR-код на стойке администратора в зале, чтобы отметиться и получить XP за визит.',
  'qrScanner.empty.bookings': 'Брони на сегодня',
  'qr.camera.title': 'Сканирование камерой',
  'qr.camera.start': 'Включить камеру',
  'qr.camera.stop': 'Выключить камеру',
  'qr.camera.video': 'Изображение с камеры',
  'qr.camera.unsupported': 'Этот браузер не может использовать камеру. Введите код ниже.',
  'qr.camera.denied': 'Камера не запустилась (нет разрешения?). Введите код ниже.',
  'qr.manual.title': 'Или введите код',
  'qr.manual.label': 'Код зала',
  'qr.manual.hint': 'Он указан под QR-кодом на стойке зала, например FG-7K2Q-M9XH, и меняется каждые 30 секунд.',
  'qr.manual.invalid': 'Это не код зала. Отсканируйте QR-код на стойке зала или введите 8 символов под ним.',
  'qr.submit': 'Отметиться',
  'checkin.done': 'Вы отметились: {gym}!',
  'checkin.xp': '+{xp} XP · всего {total} XP · уровень {level}',
  'checkin.streak': '{days, plural, one {Серия: # день} few {Серия: # дня} many {Серия: # дней} other {Серия: # дня}} (рекорд: {best})',
  'checkin.seeProgress': 'Посмотреть прогресс',
  'checkin.queued': 'Сохранено — отметка отправится, когда вы снова будете в сети. Результат появится здесь, когда она дойдёт.',
  'checkin.refused': 'Отметка отклонена',
  'checkin.refused.noBooking':
    'Сейчас нет визита для отметки: отметка открывается за 15 минут до визита и закрывается, когда он заканчивается.',
  'checkin.refused.wrongCode': 'Это не текущий код зала, который вы забронировали: отсканируйте код на его стойке ещё раз.',
  'checkin.refused.payAtDesk': 'Этот визит оплачивается на стойке: покажите там код брони, и сотрудники отметят вас при оплате.',
  'checkin.refused.already': 'Вы уже отметились на этот визит.',
  'checkin.refused.cancelled': 'Эта бронь отменена, поэтому отметиться нельзя.',
  'checkin.refused.tooLate': 'Эта отметка отсканирована более 6 часов назад и уже не может быть принята.',
  'checkin.refused.travel':
    'Эта отметка слишком далеко от предыдущей для прошедшего между ними времени. Отметьтесь в том зале, где вы находитесь.',
  'checkin.refused.other': 'Отметка не прошла. Повторите попытку.',
} satisfies Translation<typeof checkInMessages>;
