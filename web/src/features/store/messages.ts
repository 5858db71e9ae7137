// The English copy of the rewards store (its admin section's: admin/messages.ts). It loads with the screens that
// show it: importing this module registers it (i18n/messages/registry.ts), and each file that shows
// one of these strings imports it. Its copy in the language being shown (messages.<code>.ts) starts
// loading as it registers, and the screen's route waits for it (withStrings in i18n/messages), so
// the screen never shows English or ids first.
import { registerMessages } from '../../i18n/messages/registry';

export const storeMessages = registerMessages(
  {
    'store.intro': 'Spend SweatCoins on day passes, classes, gear and partner offers.',
    'store.empty.title': 'No rewards in your region yet',
    'store.empty.body': 'Rewards from partner gyms and brands appear here with their price in SweatCoins.',
    'store.empty.wallet': 'Check your balance',
    'store.empty.challenges': 'Earn more with challenges',
    'store.rewards.title': 'Rewards in {region}',
    'store.rewards.list': 'Rewards',
    'store.rewards.loading': 'Loading rewards',
    'store.rewards.offline': 'The rewards could not be loaded. Check your connection and try again.',
    'store.balance': 'You have {coins} SweatCoins',
    'store.price': '{coins} SweatCoins',
    'store.stock.left': '{count, plural, one {# left} other {# left}}',
    'store.stock.unlimited': 'Always available',
    'store.stock.soldOut': 'Sold out',
    'store.limit': '{count, plural, one {One per member} other {Up to # per member}}',
    'store.limit.used': 'You have redeemed {used} of {limit}',
    'store.limit.reached': 'You have redeemed all you may',
    'store.where.gym': 'At {gym}',
    'store.where.anyGym': 'At any partner gym’s desk',
    'store.where.online': 'Used online',
    'store.category.day_pass': 'Day pass',
    'store.category.session': 'Session',
    'store.category.food': 'Food and drink',
    'store.category.merch': 'Merchandise',
    'store.category.donation': 'Donation',
    'store.redeem': 'Redeem',
    'store.redeem.named': 'Redeem {title}',
    'store.confirm.title': 'Redeem this reward?',
    'store.confirm.quantity': 'How many',
    'store.confirm.total': 'Total: {coins} SweatCoins',
    'store.confirm.after': 'Your balance after: {coins} SweatCoins',
    'store.confirm.short': 'You need {coins} more SweatCoins for this.',
    'store.confirm.validity': '{days, plural, one {The code works for # day.} other {The code works for # days.}}',
    'store.confirm.submit': 'Confirm and redeem',
    'store.confirm.cancel': 'Cancel',
    'store.confirm.close': 'Close',
    'store.confirm.queued': 'Saved on this device: it is redeemed as soon as you are back online, and shows under My rewards.',
    'store.done.title': 'Redeemed!',
    'store.done.body': 'Show this code at the desk. You will find it under My rewards too.',
    'store.mine.title': 'My rewards',
    'store.mine.empty': 'Rewards you redeem appear here with their code.',
    'store.mine.loading': 'Loading your rewards',
    'store.mine.status.active': 'Active',
    'store.mine.status.used': 'Used',
    'store.mine.status.expired': 'Expired',
    'store.mine.status.pending': 'Pending',
    'store.mine.status.failed': 'Failed',
    'store.mine.quantity': '{quantity} ×',
    'store.mine.expires': 'Valid until {date}',
    'store.mine.expired': 'Expired on {date}',
    'store.mine.usedAt': 'Used on {date}',
    'store.mine.paid': 'Paid {coins} SweatCoins',
    'store.mine.showCode': 'Show code',
    'store.mine.hideCode': 'Hide code',
    'store.mine.pending': 'Saved on this device: it is redeemed when you are back online.',
    'store.mine.failed': 'Not redeemed: {reason}',
    'store.mine.retry': 'Try again',
    'store.mine.dismiss': 'Dismiss',
    'store.refused.soldOut': 'This reward is sold out; nothing was charged.',
    'store.refused.retired': 'This reward is no longer offered; nothing was charged.',
    'store.refused.notFound': 'This reward is no longer in the store; nothing was charged.',
    'store.refused.limit': 'You have redeemed this reward as many times as you may; nothing was charged.',
    'store.refused.coins': 'You do not have enough SweatCoins for this; nothing was charged.',
    'store.refused.other': 'It could not be redeemed, and nothing was charged. Try again later.',
    'store.qr.alt': 'Reward code QR code',
    // The seeded rewards, by id (PRESET_REWARD_IDS); an admin's reward shows as typed.
    'store.preset.description.day-pass':
      'A whole day of training at this partner gym, classes and showers included. Show the code at the front desk.',
    'store.preset.description.smoothie-us-002': 'One smoothie from the gym bar, made fresh after your workout. Show the code at the bar.',
    'store.preset.description.shake-gb-002': 'One protein shake from the gym bar, made fresh after your workout. Show the code at the bar.',
    'store.preset.description.acai-br-002': 'One açaí bowl from the gym bar, made fresh after your workout. Show the code at the bar.',
    'store.preset.description.matcha-jp-002':
      'One matcha protein latte from the gym bar, made fresh after your workout. Show the code at the bar.',
    'store.preset.description.trainer-20-off':
      'Take 20% off one session with any certified trainer on FitChoice. Enter the code when you book.',
    'store.preset.description.form-check-15':
      'A trainer watches your squat, deadlift or press and gives you three things to fix. Book it with the code.',
    'store.preset.description.nutrition-25-off':
      'Take 25% off a first consultation with a FitChoice nutritionist: a plan built around how you train.',
    'store.preset.description.bottle-750':
      'Insulated steel bottle that keeps water cold through a long session. Collect it at any partner gym’s desk.',
    'store.preset.description.towel': 'Quick-dry microfibre towel that folds small for your bag. Collect it at any partner gym’s desk.',
    'store.preset.description.tshirt':
      'Breathable training T-shirt in your size, picked at the desk. Collect it at any partner gym’s desk.',
    'store.preset.description.bands':
      'Five bands from light to heavy, for warm-ups and training at home. Collect it at any partner gym’s desk.',
    'store.preset.description.shaker': 'Leak-proof 600 ml shaker with a mixing ball. Collect it at any partner gym’s desk.',
    'store.preset.description.donate-youth-day':
      'Your SweatCoins fund one coached training day for a youth sports club near a partner gym. Your code is your receipt.',
    'store.preset.description.donate-tree':
      'A reforestation partner plants one native tree for every redemption. Your code is your receipt.',
    'store.preset.description.donate-meal':
      'A food bank partner serves one nutritious meal to someone who needs it. Your code is your receipt.',
    // The admin panel's section.
  },
  // Its copies beside it (messages.<code>.ts), each loaded in its own chunk when that language is shown.
  import.meta.glob('./messages.*.ts'),
);

declare module '../../i18n/messages' {
  interface FeatureCatalogues {
    store: typeof storeMessages;
  }
}
