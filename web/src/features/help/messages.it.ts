// The Italian copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when Italian is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { helpMessages } from './messages';

export const it = {
  'help.intro': 'Risposte alle domande più frequenti dei membri: cerca o sfoglia per argomento.',
  'help.search': 'Cerca nel centro assistenza',
  'help.searchButton': 'Cerca',
  'help.results': '{count, plural, one {# articolo} many {# di articoli} other {# articoli}} per «{query}»',
  'help.noResults': 'Nessun articolo corrisponde a «{query}». Prova con altre parole o contattaci.',
  'help.browse': 'Sfoglia per argomento',
  'help.back': 'Tutti gli argomenti',
  'help.related': 'Altro su: {category}',
  'help.more': 'Serve ancora aiuto?',
  'help.contact': 'Contatta l’assistenza',
  'helpCentre.category.booking': 'Prenotazioni',
  'helpCentre.category.cancellation': 'Cancellazioni e rimborsi',
  'helpCentre.category.checkin': 'Check-in',
  'helpCentre.category.rewards': 'XP e SweatCoins',
  'helpCentre.category.wallet': 'Wallet',
  'helpCentre.category.offline': 'Uso offline',
  'helpCentre.category.privacy': 'Privacy',
  'helpCentre.category.partners': 'Partner',
  'helpCentre.category.account': 'Il tuo account',
  'helpCentre.title.book-visit': 'Come prenoto una visita in palestra?',
  'helpCentre.body.book-visit':
    'Apri Palestre, scegli una palestra e un giorno, seleziona un orario con posti liberi e tocca Prenota ora. Il prezzo è a visita, nella valuta della tua regione, e la prenotazione compare subito in Prenotazioni, anche offline.',
  'helpCentre.title.book-professional': 'Prenotare un personal trainer o un nutrizionista',
  'helpCentre.body.book-professional':
    'Apri Personal trainer o Nutrizionisti, confronta i professionisti certificati per specialità, prezzo e valutazione e scegli un orario libero nel loro calendario. Puoi cancellare gratuitamente fino a 2 ore prima della sessione.',
  'helpCentre.title.booking-payment': 'Pagare una visita: carta o SweatCoins',
  'helpCentre.body.booking-payment':
    'Al momento del pagamento scegli se pagare in palestra con la carta o con SweatCoins. Una visita costa 10 SweatCoins per ogni dollaro USA del suo prezzo, e gli SweatCoins vengono scalati solo quando la prenotazione è confermata.',
  'helpCentre.title.cancel-booking': 'Come cancello una prenotazione?',
  'helpCentre.body.cancel-booking':
    'Apri Prenotazioni, scegli la visita e tocca Annulla prenotazione. Fino a 2 ore prima dell’inizio la cancellazione è gratuita: gli SweatCoins tornano subito e il tuo posto passa a qualcun altro.',
  'helpCentre.title.late-cancellation': 'Cancellazioni tardive e assenze',
  'helpCentre.body.late-cancellation':
    'A meno di 2 ore dall’inizio non è più possibile cancellare una prenotazione nell’app, perché la palestra ti ha tenuto il posto. Se qualcosa è andato storto da parte della palestra, apri una richiesta di assistenza e ce ne occuperemo.',
  'helpCentre.title.refunds': 'Come vengono pagati i rimborsi?',
  'helpCentre.body.refunds':
    'Le prenotazioni pagate con SweatCoins vengono rimborsate subito in SweatCoins. I pagamenti con carta tornano sulla carta entro 5-10 giorni lavorativi. Gli SweatCoins acquistati con ETH non sono rimborsabili.',
  'helpCentre.title.checkin-qr': 'Fare il check-in con il codice QR',
  'helpCentre.body.checkin-qr':
    'Ogni prenotazione ha un codice di check-in, mostrato in Prenotazioni come codice QR e come testo. Alla reception lo staff lo scansiona, oppure lo scansioni tu con il Check-in QR; puoi anche digitare il codice a mano.',
  'helpCentre.title.checkin-window': 'Quando funziona il mio codice di check-in?',
  'helpCentre.body.checkin-window':
    'Il codice funziona da 15 minuti prima della visita fino alla sua fine, una sola volta. Un codice già usato o di una prenotazione annullata viene rifiutato indicandone il motivo.',
  'helpCentre.title.checkin-offline': 'Fare il check-in senza connessione',
  'helpCentre.body.checkin-offline':
    'Se il Wi-Fi della palestra non funziona, fai comunque il check-in: l’app lo conserva con l’ora della scansione e lo invia quando torna la connessione, entro 6 ore. Conta una sola volta, per quante volte venga inviato.',
  'helpCentre.title.earn-xp': 'Come guadagno XP?',
  'helpCentre.body.earn-xp':
    'Il primo check-in di ogni giorno vale 50 XP, più 25 XP se ti presenti a una visita prenotata e un bonus per la serie. Le sfide settimanali danno da 100 a 400 XP in più. Gli allenamenti a casa e in VR contano per i badge ma non fanno guadagnare XP.',
  'helpCentre.title.streaks': 'Come funzionano le serie?',
  'helpCentre.body.streaks':
    'La tua serie conta i giorni consecutivi in cui fai il check-in, secondo la data del luogo in cui si trova la palestra. Se salti un giorno, la serie sopravvive se fai il check-in il giorno dopo, una volta a settimana. Ogni giorno di serie aggiunge 10 XP a un check-in, fino a 50.',
  'helpCentre.title.convert-xp': 'Convertire gli XP in SweatCoins',
  'helpCentre.body.convert-xp':
    'Nel Profilo converti gli XP in SweatCoins al tasso di 10 XP per 1 SweatCoin, almeno 10 XP alla volta. La conversione non abbassa mai il tuo livello né la tua posizione nelle classifiche.',
  'helpCentre.title.levels-badges': 'Livelli e badge',
  'helpCentre.body.levels-badges':
    'I livelli crescono con tutti gli XP che hai mai guadagnato: livello 2 a 100 XP, livello 3 a 400, livello 4 a 900. I badge premiano traguardi come il primo check-in, una serie di 7 giorni o dieci allenamenti a casa, e sbloccano elementi dell’avatar.',
  'helpCentre.title.leaderboards': 'Come vengono stilate le classifiche?',
  'helpCentre.body.leaderboards':
    'Le classifiche ordinano gli XP guadagnati in palestra, questa settimana o di sempre, nella tua regione o tra i tuoi amici. Contano solo i check-in verificati, quindi un allenamento a casa non ti fa mai salire.',
  'helpCentre.title.connect-wallet': 'Collegare un wallet crypto',
  'helpCentre.body.connect-wallet':
    'Apri Wallet e tocca Collega wallet: FitChoice funziona con i wallet del browser come MetaMask. Leggiamo solo il tuo indirizzo, la rete e il saldo; il wallet ti chiede conferma prima di inviare qualsiasi cosa.',
  'helpCentre.title.buy-sweatcoins': 'Acquistare SweatCoins con ETH',
  'helpCentre.body.buy-sweatcoins':
    'Nel Wallet o nel negozio premi, inserisci un importo in ETH: ogni ETH acquista 100.000 SweatCoins. Ogni transazione viene accreditata una sola volta e l’acquisto compare nella cronologia del tuo wallet.',
  'helpCentre.title.purchase-pending': 'Il mio acquisto risulta in sospeso',
  'helpCentre.body.purchase-pending':
    'Un acquisto resta in attesa finché la rete non conferma il trasferimento o finché non torni online. Viene conservato sul tuo dispositivo e accreditato una sola volta quando va a buon fine; nulla viene addebitato due volte.',
  'helpCentre.title.offline-use': 'FitChoice funziona offline?',
  'helpCentre.body.offline-use':
    'Sì. Le tue prenotazioni, i codici di check-in e le schermate recenti funzionano senza connessione, e tutto ciò che fai offline viene salvato sul dispositivo e inviato una sola volta quando torna la connessione.',
  'helpCentre.title.pending-actions': 'Azioni in sospeso e non riuscite',
  'helpCentre.body.pending-actions':
    'Il badge nell’intestazione conta le azioni in attesa di invio. Aprilo per inviarle subito, riprovare quella non riuscita o scartarla; un rifiuto ne indica il motivo, ad esempio una fascia oraria che si è riempita.',
  'helpCentre.title.install-app': 'Installare FitChoice sul telefono',
  'helpCentre.body.install-app':
    'Tocca Installa ora quando l’app lo propone, oppure usa Aggiungi alla schermata Home del browser. L’app installata si apre a schermo intero, si carica più velocemente e funziona offline.',
  'helpCentre.title.data-collected': 'Quali dati conservate?',
  'helpCentre.body.data-collected':
    'Il tuo account, prenotazioni, check-in, premi e impostazioni, e la tua posizione approssimativa se la consenti. I dati sull’umore e sulla salute non vengono mai mostrati nelle classifiche né ai datori di lavoro. Non vendiamo dati.',
  'helpCentre.title.delete-account': 'Esportare o eliminare i tuoi dati',
  'helpCentre.body.delete-account':
    'Inviaci una richiesta di assistenza con l’argomento Account o scrivi a privacy@fitchoice.app. Rispondiamo entro 30 giorni. Uscendo dall’account, i tuoi dati vengono rimossi subito da questo dispositivo.',
  'helpCentre.title.location': 'Come viene usata la mia posizione?',
  'helpCentre.body.location':
    'Solo per mostrarti le palestre vicine e impostare la tua regione. Resta approssimativa, viene memorizzata sul dispositivo per un’ora e puoi negarla: scegli invece la regione a mano nelle Impostazioni.',
  'helpCentre.title.partner-join': 'Inserire la tua palestra o il tuo studio',
  'helpCentre.body.partner-join':
    'Palestre, personal trainer e nutrizionisti si candidano tramite la registrazione partner con i propri dati e certificati. Una volta approvati, gestiscono annuncio, disponibilità e prezzi dal pannello partner.',
  'helpCentre.title.partner-panel': 'Accedere a un pannello partner',
  'helpCentre.body.partner-panel':
    'Usa Accesso partner con l’email con cui ti sei registrato. La prima volta, prima che il pannello si apra, cambi la password temporanea che ti abbiamo inviato.',
  'helpCentre.title.guest-account': 'Cosa può fare un ospite?',
  'helpCentre.body.guest-account':
    'Gli ospiti possono esplorare tutta l’app. Per prenotare con SweatCoins, guadagnare XP, mantenere una serie o comparire nelle classifiche, crea un account gratuito.',
  'helpCentre.title.home-workouts': 'Allenamenti guidati e VR',
  'helpCentre.body.home-workouts':
    'Scegli un programma da seguire, tocca Inizia allenamento e il player scandisce ogni intervallo con segnali acustici e, se vuoi, una voce. Un allenamento completato viene salvato nella tua attività, anche offline, e conta per i badge.',
  'helpCentre.title.avatar': 'Il tuo avatar',
  'helpCentre.body.avatar':
    'Crealo nello studio avatar scegliendo corporatura, carnagione, capelli, viso, outfit e accessori. Alcuni elementi si sbloccano con badge o livelli, altri con SweatCoins. Finché non ne salvi uno, vengono mostrate le tue iniziali.',
  'helpCentre.title.enterprise': 'FitChoice per le aziende',
  'helpCentre.body.enterprise':
    'Le aziende offrono alle loro persone posti membro, una classifica aziendale e sfide. L’azienda vede solo la partecipazione complessiva, mai i dati su salute o umore delle singole persone. Contattaci dalla pagina Enterprise.',
} satisfies Translation<typeof helpMessages>;
