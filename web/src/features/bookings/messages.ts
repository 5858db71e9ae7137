// The English copy of the bookings list, the check-in code and the booking checkout. It loads with
// the screens that show it: importing this module registers it (i18n/messages/registry.ts), and
// each file that shows one of these strings imports it. Its copy in the language being shown
// (messages.<code>.ts) starts loading as it registers, and the screen's route waits for it
// (withStrings in i18n/messages), so the screen never shows English or ids first.
import { registerMessages } from '../../i18n/messages/registry';

export const bookingsMessages = registerMessages(
  {
    'bookings.title': 'Bookings',
    'bookings.intro': 'Your upcoming and past gym visits and sessions with trainers and nutritionists.',
    'bookings.empty.title': 'No bookings yet',
    'bookings.empty.body':
      'When you book a gym visit or a session it shows here with its time, place and check-in code. Free cancellation until 2 hours before the visit.',
    'bookings.empty.policy': 'Cancellation policy',
    'bookingCheckout.title': 'Checkout',
    'bookingCheckout.intro': 'Review a gym visit before you pay: the gym, the date and time, and the price per visit in your currency.',
    'bookingCheckout.empty.title': 'Nothing to check out',
    'bookingCheckout.empty.body': 'Pick a gym and a time first; its booking then opens here for payment.',
    'bookingCheckout.empty.gyms': 'Choose a gym',
    'bookingCheckout.empty.policy': 'Cancellation and refunds',

    'checkout.where': 'Gym',
    'checkout.when': 'When (gym’s local time)',
    'checkout.price': 'Price',
    'checkout.orCoins': 'or {coins} SweatCoins',
    'checkout.payWith': 'Pay with',
    'checkout.pay.coins': '{coins} SweatCoins now (you have {balance})',
    'checkout.pay.coinsShort': 'You do not have enough SweatCoins for this visit.',
    'checkout.pay.card': 'Card at the gym’s desk: {price}',
    'checkout.pay.cardCheckin': 'Pay when you arrive: the staff check you in with your booking’s code.',
    'checkout.pay.cardGuest': 'Guests cannot pay at the desk: sign up to book a visit you pay there.',
    'checkout.guest.signUp': 'Sign up and keep this time',
    'checkout.guest.why':
      'Guests pay in SweatCoins: this visit costs {coins} and you have {balance}. With a free account you can pay {price} at the gym’s desk instead.',
    'checkout.coinsAmount': '{coins} SweatCoins',
    'checkout.policy.title': 'Cancellation policy',
    'checkout.policy.body':
      'Free cancellation until {time} ({hours} hours before), with a full refund. After that the visit is charged in full.',
    'checkout.checkinWindow': 'Check in from {time}, 15 minutes before the start, by scanning the code at the gym’s desk.',
    'checkout.policy.link': 'Cancellation and refunds',
    'checkout.confirm': 'Confirm booking · {price}',
    'checkout.pickAnother': 'Choose another time',
    'checkout.booked.title': 'Booked!',
    'checkout.booked.body': 'Your visit to {gym} is booked. Your check-in code is in Bookings.',
    'checkout.queued.title': 'Saved on this device',
    'checkout.queued.body': 'It is sent now, or as soon as you are back online. Its status shows in Bookings.',

    'bookings.loading': 'Loading your bookings',
    'bookings.offline': 'Offline: showing the bookings saved on this device.',
    'bookings.upcoming': 'Upcoming',
    'bookings.upcoming.none': 'No upcoming visits.',
    'bookings.past': 'Past',
    'bookings.past.more': 'Show earlier visits',
    'bookings.state.booked': 'Booked',
    'bookings.state.attended': 'Checked in',
    'bookings.state.cancelled': 'Cancelled',
    'bookings.state.missed': 'Missed',
    'bookings.state.pending': 'Pending',
    'bookings.state.failed': 'Failed',
    'bookings.state.cancelPending': 'Cancellation pending',
    'bookings.pending.body': 'Saved on this device. It is booked as soon as it reaches FitChoice.',
    'bookings.failed': 'Not booked: {message}',
    'bookings.cancelFailed': 'Not cancelled: {message}',
    'bookings.paidCoins': 'Paid {coins} SweatCoins',
    'bookings.payAtDesk': 'Pay {price} at the desk',
    'bookings.cancel': 'Cancel booking',
    'bookings.cancel.confirmLabel': 'Confirm cancellation',
    'bookings.cancel.refund': 'Cancel this visit? Your {coins} SweatCoins are refunded.',
    'bookings.cancel.free': 'Cancel this visit? It is free until 2 hours before.',
    'bookings.cancel.yes': 'Yes, cancel it',
    'bookings.cancel.no': 'Keep it',
    'bookings.cancel.closed': 'Free cancellation ended at {time}.',
    'bookings.code.show': 'Show check-in code',
    'bookings.code.hide': 'Hide check-in code',
    'bookings.code.window': 'Valid from {from} to {until} (gym’s local time). The staff at the desk scan it to check you in.',
    'bookings.checkin.atDesk': 'You pay at the desk: show this visit’s check-in code there and the staff check you in.',
    'bookings.qr.alt': 'Check-in QR code',
    'bookings.checkin': 'Check in now',
    'checkin.pending': 'Check-in waiting to be sent.',
    'checkin.failed': 'Check-in refused: {message}',
    'bookings.refused.full': 'This slot is full; choose another time.',
    'bookings.refused.already': 'You already have a booking for this slot.',
    'bookings.refused.coins': 'You do not have enough SweatCoins for this visit.',
    'bookings.refused.notSlot': 'That time is not a bookable slot at this gym.',
    'bookings.refused.ended': 'This slot has already ended; choose a later one.',
    'bookings.refused.tooFar': 'That time is too far ahead to book yet; choose an earlier one.',
    'bookings.refused.guestDesk': 'Guests cannot book a visit paid at the gym; sign up to book it.',
    'bookings.refused.notFound': 'This gym or booking no longer exists.',
    'bookings.refused.cancelled': 'This booking is already cancelled.',
    'bookings.refused.attended': 'You have already checked in for this visit.',
    'bookings.refused.cancelTooLate': 'Free cancellation has ended for this visit.',
    'bookings.refused.checkinEnded': 'This visit has ended, so it can no longer be checked in.',
    'bookings.refused.other': 'It could not be done. Try again later.',
  },
  // Its copies beside it (messages.<code>.ts), each loaded in its own chunk when that language is shown.
  import.meta.glob('./messages.*.ts'),
);

declare module '../../i18n/messages' {
  interface FeatureCatalogues {
    bookings: typeof bookingsMessages;
  }
}
