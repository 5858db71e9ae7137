// The Italian copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when Italian is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { storeMessages } from './messages';

export const it = {
  'store.intro': 'Spendi gli SweatCoins in ingressi giornalieri, corsi, attrezzatura e offerte dei partner.',
  'store.empty.title': 'Ancora nessun premio nella tua regione',
  'store.empty.body': 'I premi di palestre e marchi partner compaiono qui con il loro prezzo in SweatCoins.',
  'store.empty.wallet': 'Controlla il saldo',
  'store.empty.challenges': 'Guadagna di più con le sfide',
  'store.rewards.title': 'Premi in {region}',
  'store.rewards.list': 'Premi',
  'store.rewards.loading': 'Caricamento dei premi',
  'store.rewards.offline': 'Impossibile caricare i premi. Controlla la connessione e riprova.',
  'store.balance': 'Hai {coins} SweatCoins',
  'store.price': '{coins} SweatCoins',
  'store.stock.left': '{count, plural, one {Ne resta #} many {Ne restano #} other {Ne restano #}}',
  'store.stock.unlimited': 'Sempre disponibile',
  'store.stock.soldOut': 'Esaurito',
  'store.limit': '{count, plural, one {Uno per membro} many {Fino a # per membro} other {Fino a # per membro}}',
  'store.limit.used': 'Ne hai riscattati {used} su {limit}',
  'store.limit.reached': 'Hai riscattato tutti quelli consentiti',
  'store.where.gym': 'Presso {gym}',
  'store.where.anyGym': 'Alla reception di qualsiasi palestra partner',
  'store.where.online': 'Da usare online',
  'store.category.day_pass': 'Ingresso giornaliero',
  'store.category.session': 'Sessione',
  'store.category.food': 'Cibo e bevande',
  'store.category.merch': 'Merchandising',
  'store.category.donation': 'Donazione',
  'store.redeem': 'Riscatta',
  'store.redeem.named': 'Riscatta {title}',
  'store.confirm.title': 'Riscattare questo premio?',
  'store.confirm.quantity': 'Quantità',
  'store.confirm.total': 'Totale: {coins} SweatCoins',
  'store.confirm.after': 'Saldo dopo: {coins} SweatCoins',
  'store.confirm.short': 'Ti servono altri {coins} SweatCoins.',
  'store.confirm.validity':
    '{days, plural, one {Il codice è valido per # giorno.} many {Il codice è valido per # di giorni.} other {Il codice è valido per # giorni.}}',
  'store.confirm.submit': 'Conferma e riscatta',
  'store.confirm.cancel': 'Annulla',
  'store.confirm.close': 'Chiudi',
  'store.confirm.queued': 'Salvato su questo dispositivo: verrà riscattato appena torni online e comparirà in I miei premi.',
  'store.done.title': 'Riscattato!',
  'store.done.body': 'Mostra questo codice alla reception. Lo trovi anche in I miei premi.',
  'store.mine.title': 'I miei premi',
  'store.mine.empty': 'I premi che riscatti compaiono qui con il loro codice.',
  'store.mine.loading': 'Caricamento dei tuoi premi',
  'store.mine.status.active': 'Attivo',
  'store.mine.status.used': 'Usato',
  'store.mine.status.expired': 'Scaduto',
  'store.mine.status.pending': 'In sospeso',
  'store.mine.status.failed': 'Non riuscito',
  'store.mine.quantity': '{quantity} ×',
  'store.mine.expires': 'Valido fino al {date}',
  'store.mine.expired': 'Scaduto il {date}',
  'store.mine.usedAt': 'Usato il {date}',
  'store.mine.paid': 'Pagati {coins} SweatCoins',
  'store.mine.showCode': 'Mostra codice',
  'store.mine.hideCode': 'Nascondi codice',
  'store.mine.pending': 'Salvato su questo dispositivo: verrà riscattato quando torni online.',
  'store.mine.failed': 'Non riscattato: {reason}',
  'store.mine.retry': 'Riprova',
  'store.mine.dismiss': 'Ignora',
  'store.refused.soldOut': 'Questo premio è esaurito; non è stato addebitato nulla.',
  'store.refused.retired': 'Questo premio non è più offerto; non è stato addebitato nulla.',
  'store.refused.notFound': 'Questo premio non è più nel negozio; non è stato addebitato nulla.',
  'store.refused.limit': 'Hai già riscattato questo premio il numero massimo di volte; non è stato addebitato nulla.',
  'store.refused.coins': 'Non hai abbastanza SweatCoins; non è stato addebitato nulla.',
  'store.refused.other': 'Impossibile riscattarlo, e non è stato addebitato nulla. Riprova più tardi.',
  'store.qr.alt': 'Codice QR del codice premio',
  'store.preset.description.day-pass':
    'Un’intera giornata di allenamento in questa palestra partner, corsi e docce inclusi. Mostra il codice alla reception.',
  'store.preset.description.smoothie-us-002':
    'Uno smoothie dal bar della palestra, preparato al momento dopo l’allenamento. Mostra il codice al bar.',
  'store.preset.description.shake-gb-002':
    'Un frullato proteico dal bar della palestra, preparato al momento dopo l’allenamento. Mostra il codice al bar.',
  'store.preset.description.acai-br-002':
    'Una açaí bowl dal bar della palestra, preparata al momento dopo l’allenamento. Mostra il codice al bar.',
  'store.preset.description.matcha-jp-002':
    'Un matcha latte proteico dal bar della palestra, preparato al momento dopo l’allenamento. Mostra il codice al bar.',
  'store.preset.description.trainer-20-off':
    'Risparmia il 20% su una sessione con qualsiasi personal trainer certificato su FitChoice. Inserisci il codice quando prenoti.',
  'store.preset.description.form-check-15':
    'Un trainer osserva il tuo squat, stacco o distensione e ti indica tre cose da correggere. Prenotalo con il codice.',
  'store.preset.description.nutrition-25-off':
    'Risparmia il 25% su una prima consulenza con un nutrizionista FitChoice: un piano costruito su come ti alleni.',
  'store.preset.description.bottle-750':
    'Borraccia termica in acciaio che mantiene l’acqua fresca per tutta una lunga sessione. Ritirala alla reception di qualsiasi palestra partner.',
  'store.preset.description.towel':
    'Asciugamano in microfibra ad asciugatura rapida che si piega in poco spazio nella borsa. Ritiralo alla reception di qualsiasi palestra partner.',
  'store.preset.description.tshirt':
    'Maglietta da allenamento traspirante nella tua taglia, da scegliere alla reception. Ritirala alla reception di qualsiasi palestra partner.',
  'store.preset.description.bands':
    'Cinque elastici da leggero a pesante, per il riscaldamento e l’allenamento a casa. Ritiralo alla reception di qualsiasi palestra partner.',
  'store.preset.description.shaker':
    'Shaker da 600 ml a prova di perdite con sfera miscelatrice. Ritiralo alla reception di qualsiasi palestra partner.',
  'store.preset.description.donate-youth-day':
    'I tuoi SweatCoins finanziano una giornata di allenamento con allenatore per una società sportiva giovanile vicino a una palestra partner. Il tuo codice è la tua ricevuta.',
  'store.preset.description.donate-tree':
    'Un partner di riforestazione pianta un albero autoctono per ogni riscatto. Il tuo codice è la tua ricevuta.',
  'store.preset.description.donate-meal':
    'Un banco alimentare partner serve un pasto nutriente a chi ne ha bisogno. Il tuo codice è la tua ricevuta.',
} satisfies Translation<typeof storeMessages>;
