// The Russian copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when Russian is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { storeMessages } from './messages';

export const ru = {
  'store.intro': 'Тратьте SweatCoins на разовые посещения, групповые занятия, экипировку и предложения партнёров.',
  'store.empty.title': 'В вашем регионе пока нет наград',
  'store.empty.body': 'Здесь появятся награды от залов-партнёров и брендов с ценой в SweatCoins.',
  'store.empty.wallet': 'Проверить баланс',
  'store.empty.challenges': 'Заработать больше в челленджах',
  'store.rewards.title': 'Награды: {region}',
  'store.rewards.list': 'Награды',
  'store.rewards.loading': 'Загружаем награды',
  'store.rewards.offline': 'Не удалось загрузить награды. Проверьте подключение и повторите попытку.',
  'store.balance': 'У вас {coins} SweatCoins',
  'store.price': '{coins} SweatCoins',
  'store.stock.left': '{count, plural, one {Осталось: #} few {Осталось: #} many {Осталось: #} other {Осталось: #}}',
  'store.stock.unlimited': 'Всегда в наличии',
  'store.stock.soldOut': 'Разобрано',
  'store.limit':
    '{count, plural, =1 {Одна на участника} one {До # на участника} few {До # на участника} many {До # на участника} other {До # на участника}}',
  'store.limit.used': 'Вы получили {used} из {limit}',
  'store.limit.reached': 'Вы получили максимум',
  'store.where.gym': 'В зале {gym}',
  'store.where.anyGym': 'На стойке любого зала-партнёра',
  'store.where.online': 'Используется онлайн',
  'store.category.day_pass': 'Разовое посещение',
  'store.category.session': 'Занятие',
  'store.category.food': 'Еда и напитки',
  'store.category.merch': 'Мерч',
  'store.category.donation': 'Пожертвование',
  'store.redeem': 'Получить',
  'store.redeem.named': 'Получить: {title}',
  'store.confirm.title': 'Получить эту награду?',
  'store.confirm.quantity': 'Количество',
  'store.confirm.total': 'Итого: {coins} SweatCoins',
  'store.confirm.after': 'Баланс после: {coins} SweatCoins',
  'store.confirm.short': 'Для этого не хватает ещё {coins} SweatCoins.',
  'store.confirm.validity':
    '{days, plural, one {Код действует # день.} few {Код действует # дня.} many {Код действует # дней.} other {Код действует # дня.}}',
  'store.confirm.submit': 'Подтвердить и получить',
  'store.confirm.cancel': 'Отмена',
  'store.confirm.close': 'Закрыть',
  'store.confirm.queued':
    'Сохранено на этом устройстве: награда будет получена, как только вы снова будете в сети, и появится в разделе «Мои награды».',
  'store.done.title': 'Получено!',
  'store.done.body': 'Покажите этот код на стойке. Он также есть в разделе «Мои награды».',
  'store.mine.title': 'Мои награды',
  'store.mine.empty': 'Полученные награды появятся здесь вместе с кодом.',
  'store.mine.loading': 'Загружаем ваши награды',
  'store.mine.status.active': 'Активна',
  'store.mine.status.used': 'Использована',
  'store.mine.status.expired': 'Истекла',
  'store.mine.status.pending': 'Ожидает',
  'store.mine.status.failed': 'Ошибка',
  'store.mine.quantity': '{quantity} ×',
  'store.mine.expires': 'Действует до {date}',
  'store.mine.expired': 'Истекла {date}',
  'store.mine.usedAt': 'Использована {date}',
  'store.mine.paid': 'Оплачено {coins} SweatCoins',
  'store.mine.showCode': 'Показать код',
  'store.mine.hideCode': 'Скрыть код',
  'store.mine.pending': 'Сохранено на этом устройстве: награда будет получена, когда вы снова будете в сети.',
  'store.mine.failed': 'Не получено: {reason}',
  'store.mine.retry': 'Повторить',
  'store.mine.dismiss': 'Убрать',
  'store.refused.soldOut': 'Эта награда разобрана; ничего не списано.',
  'store.refused.retired': 'Эта награда больше не предлагается; ничего не списано.',
  'store.refused.notFound': 'Этой награды больше нет в магазине; ничего не списано.',
  'store.refused.limit': 'Вы уже получили эту награду максимальное число раз; ничего не списано.',
  'store.refused.coins': 'Для этого не хватает SweatCoins; ничего не списано.',
  'store.refused.other': 'Не удалось получить награду, ничего не списано. Повторите попытку позже.',
  'store.qr.alt': 'QR-код награды',
  'store.preset.description.day-pass':
    'Целый день тренировок в этом зале-партнёре, групповые занятия и душ включены. Покажите код на стойке администратора.',
  'store.preset.description.smoothie-us-002': 'Один смузи из бара зала, свежий, сразу после тренировки. Покажите код в баре.',
  'store.preset.description.shake-gb-002': 'Один протеиновый коктейль из бара зала, свежий, сразу после тренировки. Покажите код в баре.',
  'store.preset.description.acai-br-002': 'Один боул с асаи из бара зала, свежий, сразу после тренировки. Покажите код в баре.',
  'store.preset.description.matcha-jp-002':
    'Один протеиновый матча-латте из бара зала, свежий, сразу после тренировки. Покажите код в баре.',
  'store.preset.description.trainer-20-off':
    'Скидка 20% на одно занятие с любым сертифицированным тренером в FitChoice. Введите код при записи.',
  'store.preset.description.form-check-15':
    'Тренер посмотрит ваш присед, становую тягу или жим и подскажет три вещи, которые стоит исправить. Запишитесь по коду.',
  'store.preset.description.nutrition-25-off':
    'Скидка 25% на первую консультацию с нутрициологом FitChoice: план под то, как вы тренируетесь.',
  'store.preset.description.bottle-750':
    'Стальная термобутылка, в которой вода остаётся холодной всю долгую тренировку. Заберите её на стойке любого зала-партнёра.',
  'store.preset.description.towel':
    'Быстросохнущее полотенце из микрофибры, компактно складывается в сумку. Заберите его на стойке любого зала-партнёра.',
  'store.preset.description.tshirt':
    'Дышащая тренировочная футболка вашего размера: размер выберете на месте. Заберите её на стойке любого зала-партнёра.',
  'store.preset.description.bands':
    'Пять лент от лёгкой до тяжёлой — для разминки и тренировок дома. Заберите набор на стойке любого зала-партнёра.',
  'store.preset.description.shaker': 'Герметичный шейкер на 600 мл с шариком для смешивания. Заберите его на стойке любого зала-партнёра.',
  'store.preset.description.donate-youth-day':
    'Ваши SweatCoins оплатят один день тренировок с тренером для детской спортивной секции рядом с залом-партнёром. Ваш код — это квитанция.',
  'store.preset.description.donate-tree':
    'Партнёр по лесовосстановлению сажает одно местное дерево за каждое получение награды. Ваш код — это квитанция.',
  'store.preset.description.donate-meal':
    'Партнёрский продовольственный банк накормит полноценным обедом того, кому это нужно. Ваш код — это квитанция.',
} satisfies Translation<typeof storeMessages>;
