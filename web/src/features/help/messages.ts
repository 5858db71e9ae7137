// The English copy of the help centre: its 29 articles (title and answer, by id: ./articles.ts),
// their topics, and the search. It loads with the help screens: importing this module registers it
// (i18n/messages/registry.ts), and each file that shows one of these strings imports it. Its copy
// in the language being shown (messages.<code>.ts) starts loading as it registers, and the
// screen's route waits for it (withStrings in i18n/messages), so the screen never shows English or
// ids first.
import { registerMessages } from '../../i18n/messages/registry';

export const helpMessages = registerMessages(
  {
    'help.intro': 'Answers to what members ask most: search, or browse by topic.',
    'help.search': 'Search the help centre',
    'help.searchButton': 'Search',
    'help.results': '{count, plural, one {# article} other {# articles}} for “{query}”',
    'help.noResults': 'No article matches “{query}”. Try other words, or contact us.',
    'help.browse': 'Browse by topic',
    'help.back': 'All help topics',
    'help.related': 'More about {category}',
    'help.more': 'Still stuck?',
    'help.contact': 'Contact support',
    'helpCentre.category.booking': 'Booking',
    'helpCentre.category.cancellation': 'Cancellation and refunds',
    'helpCentre.category.checkin': 'Check-in',
    'helpCentre.category.rewards': 'XP and SweatCoins',
    'helpCentre.category.wallet': 'Wallet',
    'helpCentre.category.offline': 'Offline use',
    'helpCentre.category.privacy': 'Privacy',
    'helpCentre.category.partners': 'Partners',
    'helpCentre.category.account': 'Your account',
    'helpCentre.title.book-visit': 'How do I book a gym visit?',
    'helpCentre.body.book-visit':
      'Open Gyms, choose a gym and a day, pick a time with places left and tap Book Now. The price is per visit, in your region’s currency, and your booking appears in Bookings at once, even offline.',
    'helpCentre.title.book-professional': 'Booking a trainer or nutritionist',
    'helpCentre.body.book-professional':
      'Open Trainers or Nutritionists, compare certified professionals by speciality, price and rating, and choose a free time in their calendar. You can cancel free of charge until 2 hours before the session.',
    'helpCentre.title.booking-payment': 'Paying for a visit: card or SweatCoins',
    'helpCentre.body.booking-payment':
      'At checkout you choose to pay at the gym by card or with SweatCoins. A visit costs 10 SweatCoins per US dollar of its price, and SweatCoins are taken only when the booking is confirmed.',
    'helpCentre.title.cancel-booking': 'How do I cancel a booking?',
    'helpCentre.body.cancel-booking':
      'Open Bookings, choose the visit and tap Cancel. Until 2 hours before the start the cancellation is free: SweatCoins come back at once and your place goes to someone else.',
    'helpCentre.title.late-cancellation': 'Late cancellations and no-shows',
    'helpCentre.body.late-cancellation':
      'Less than 2 hours before the start a booking can no longer be cancelled in the app, because the gym kept the place for you. If something went wrong on the gym’s side, open a support ticket and we will look into it.',
    'helpCentre.title.refunds': 'How are refunds paid?',
    'helpCentre.body.refunds':
      'Bookings paid with SweatCoins are refunded in SweatCoins straight away. Card payments go back to the card within 5 to 10 working days. SweatCoins bought with ETH are not refundable.',
    'helpCentre.title.checkin-qr': 'Checking in with your QR code',
    'helpCentre.body.checkin-qr':
      'Each booking has a check-in code, shown in Bookings as a QR code and as text. At the desk the staff scan it, or you scan it with QR check-in; you can also type the code by hand.',
    'helpCentre.title.checkin-window': 'When does my check-in code work?',
    'helpCentre.body.checkin-window':
      'The code works from 15 minutes before your visit until the visit ends, once. A code that was already used, or belongs to a cancelled booking, is refused with the reason.',
    'helpCentre.title.checkin-offline': 'Checking in without a connection',
    'helpCentre.body.checkin-offline':
      'If the gym’s Wi-Fi is down, check in anyway: the app keeps the check-in with the time you scanned and sends it when the connection returns, within 6 hours. It counts once, however often it is sent.',
    'helpCentre.title.earn-xp': 'How do I earn XP?',
    'helpCentre.body.earn-xp':
      'Your first check-in of each day earns 50 XP, plus 25 XP for turning up to a booked visit and a streak bonus. Weekly challenges pay 100 to 400 XP more. Home and VR workouts count toward badges but earn no XP.',
    'helpCentre.title.streaks': 'How do streaks work?',
    'helpCentre.body.streaks':
      'Your streak counts the days in a row you check in, by the date where the gym is. Miss one day and the streak survives if you check in the next day, once a week. Each day of streak adds 10 XP to a check-in, up to 50.',
    'helpCentre.title.convert-xp': 'Turning XP into SweatCoins',
    'helpCentre.body.convert-xp':
      'In Profile, convert XP into SweatCoins at 10 XP for 1 SweatCoin, at least 10 XP at a time. Converting never lowers your level or your place on the leaderboards.',
    'helpCentre.title.levels-badges': 'Levels and badges',
    'helpCentre.body.levels-badges':
      'Levels grow with all the XP you ever earned: level 2 at 100 XP, level 3 at 400, level 4 at 900. Badges reward milestones such as your first check-in, a 7-day streak or ten home workouts, and unlock avatar parts.',
    'helpCentre.title.leaderboards': 'How are the leaderboards ranked?',
    'helpCentre.body.leaderboards':
      'Leaderboards rank the XP earned at gyms, this week or of all time, in your region or among your friends. Only verified check-ins count, so a workout at home never moves you up.',
    'helpCentre.title.connect-wallet': 'Connecting a crypto wallet',
    'helpCentre.body.connect-wallet':
      'Open Wallet and tap Connect: FitChoice works with browser wallets such as MetaMask. We only read your address, network and balance; the wallet asks you before anything is sent.',
    'helpCentre.title.buy-sweatcoins': 'Buying SweatCoins with ETH',
    'helpCentre.body.buy-sweatcoins':
      'In Wallet or the rewards store, enter an ETH amount: each ETH buys 100,000 SweatCoins. Each transaction is credited once, and the purchase appears in your wallet’s history.',
    'helpCentre.title.purchase-pending': 'My purchase shows as pending',
    'helpCentre.body.purchase-pending':
      'A purchase waits until the network confirms the transfer, or until you are back online. It is kept on your device and credited once when it goes through; nothing is charged twice.',
    'helpCentre.title.offline-use': 'Does FitChoice work offline?',
    'helpCentre.body.offline-use':
      'Yes. Your bookings, check-in codes and recent screens work without a connection, and anything you do offline is stored on your device and sent once when the connection returns.',
    'helpCentre.title.pending-actions': 'Pending and failed actions',
    'helpCentre.body.pending-actions':
      'The badge in the header counts actions waiting to be sent. Open it to send them now, retry a failed one or discard it; a refusal shows the reason, such as a slot that filled up.',
    'helpCentre.title.install-app': 'Installing FitChoice on your phone',
    'helpCentre.body.install-app':
      'Tap Install Now when the app offers it, or use your browser’s Add to Home Screen. The installed app opens full screen, loads faster and works offline.',
    'helpCentre.title.data-collected': 'What data do you keep?',
    'helpCentre.body.data-collected':
      'Your account, bookings, check-ins, rewards and settings, and your approximate location if you allow it. Mood and health data are never shown on leaderboards or to employers. We do not sell data.',
    'helpCentre.title.delete-account': 'Exporting or deleting your data',
    'helpCentre.body.delete-account':
      'Send us a support ticket with the topic Account, or write to privacy@fitchoice.app. We answer within 30 days. Logging out removes your data from this device straight away.',
    'helpCentre.title.location': 'How is my location used?',
    'helpCentre.body.location':
      'Only to show gyms near you and set your region. It stays approximate, is cached on your device for an hour, and you can deny it: pick your region by hand in Settings instead.',
    'helpCentre.title.partner-join': 'Listing your gym or practice',
    'helpCentre.body.partner-join':
      'Gyms, trainers and nutritionists apply through partner registration with their details and certificates. Once approved you manage your listing, availability and prices from your partner panel.',
    'helpCentre.title.partner-panel': 'Signing in to a partner panel',
    'helpCentre.body.partner-panel':
      'Use Partner login with the email you registered. The first time, you change the temporary password we sent you before the panel opens.',
    'helpCentre.title.guest-account': 'What can a guest do?',
    'helpCentre.body.guest-account':
      'Guests can look around the whole app. To book with SweatCoins, earn XP, keep a streak or appear on leaderboards, create a free account.',
    'helpCentre.title.home-workouts': 'Guided and VR workouts',
    'helpCentre.body.home-workouts':
      'Pick a follow-along programme, press Start and the player times each interval with beeps and an optional voice. A finished workout is saved to your activity, even offline, and counts toward badges.',
    'helpCentre.title.avatar': 'Your avatar',
    'helpCentre.body.avatar':
      'Build it in the avatar studio from body, skin, hair, face, outfit and accessories. Some parts unlock with badges or levels, others with SweatCoins. Until you save one, your initials are shown.',
    'helpCentre.title.enterprise': 'FitChoice for companies',
    'helpCentre.body.enterprise':
      'Companies give their people member seats, a company leaderboard and challenges. The company sees only overall participation, never anyone’s health or mood data. Ask us from the Enterprise page.',
  },
  // Its copies beside it (messages.<code>.ts), each loaded in its own chunk when that language is shown.
  import.meta.glob('./messages.*.ts'),
);

declare module '../../i18n/messages' {
  interface FeatureCatalogues {
    help: typeof helpMessages;
  }
}
