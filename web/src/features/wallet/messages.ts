// The English copy of the wallet: connection, balances, the SweatCoin purchase and its toasts (spec
// sections 5 and 8). It loads with the screens that show it: importing this module registers it
// (i18n/messages/registry.ts), and each file that shows one of these strings imports it. Its copy
// in the language being shown (messages.<code>.ts) starts loading as it registers, and the screen's
// route waits for it (withStrings in i18n/messages), so the screen never shows English or ids
// first.
import { registerMessages } from '../../i18n/messages/registry';

export const walletMessages = registerMessages(
  {
    'wallet.balance': 'Balance',
    'wallet.title': 'Wallet',
    'wallet.intro': 'Your SweatCoin balance and how you earned and spent it.',
    'wallet.empty.title': 'No transactions yet',
    'wallet.empty.body': 'SweatCoins come from your XP and from purchases. Spend them in the rewards store.',
    'wallet.empty.store': 'Open the rewards store',
    'wallet.empty.activity': 'See your activity',
    // Validation and error messages (spec section 5).
    'wallet.error.noWallet': 'Please install MetaMask to use Web3 features',
    'wallet.error.noAccounts': 'No accounts found',
    'wallet.error.connectDefault': 'Failed to connect wallet',
    'wallet.error.connectFirst': 'Please connect your wallet first',
    // The same words as shared's insufficientBalanceMessage (a test keeps them equal).
    'wallet.error.insufficient': 'Insufficient balance. You need {amount} ETH but have {balance} ETH',
    'wallet.error.purchaseDefault': 'Failed to complete purchase',
    'wallet.error.amount': 'Enter an amount of ETH greater than 0, such as 0.01',
    'wallet.error.wrongChain': 'Switch your wallet to {network} to buy SweatCoins',
    'wallet.error.noConfig': 'The purchase settings could not be loaded. Check your connection and try again.',
    'wallet.link.needed':
      'Link this wallet to your account to buy SweatCoins with it: your wallet asks you to sign a message, which costs nothing.',
    'wallet.link.linking': 'Sign the message in your wallet to link it to your account.',
    'wallet.link.button': 'Link wallet',
    'wallet.error.notLinked': 'Link this wallet to your account before buying SweatCoins with it',
    'wallet.error.linkDefault': 'The wallet could not be linked; try again',
    'wallet.error.linkInvalid': 'This link request expired or was not signed by this wallet; link the wallet again',
    'wallet.error.linkTaken': 'This wallet is linked to another FitChoice account',
    'wallet.toast.linked.title': 'Wallet linked',
    'wallet.toast.linked.description': '{address} is linked to your account',
    'wallet.toast.linkFailed.title': 'Wallet not linked',

    // Toasts (spec section 8).
    'wallet.toast.notFound.title': 'MetaMask Not Found',
    'wallet.toast.connected.title': 'Wallet Connected',
    'wallet.toast.connected.description': 'Connected to {address}',
    'wallet.toast.connectFailed.title': 'Connection Failed',
    'wallet.toast.disconnected.title': 'Wallet Disconnected',
    'wallet.toast.disconnected.description': 'Your wallet has been disconnected',
    'wallet.toast.accountChanged.title': 'Account Changed',
    'wallet.toast.accountChanged.description': 'Now using {address}',
    'wallet.toast.insufficient.title': 'Insufficient Crypto Balance',
    'wallet.toast.purchased.title': 'Purchase Successful!',
    'wallet.toast.purchased.description': "You've purchased {coins} SweatCoins",
    'wallet.toast.purchaseFailed.title': 'Purchase Failed',
    'wallet.toast.purchaseQueued.title': 'Purchase saved',
    'wallet.toast.purchaseQueued.description': 'It stays on this device and is sent again until it goes through.',

    // The connection card.
    'wallet.connection.title': 'Crypto wallet',
    'wallet.connection.connected': 'Connected',
    'wallet.connection.disconnected': 'Not connected',
    'wallet.connection.connecting': 'Connecting…',
    'wallet.connection.intro': 'Connect a browser wallet such as MetaMask to buy SweatCoins with ETH.',
    'wallet.connect': 'Connect wallet',
    'wallet.disconnect': 'Disconnect',
    'wallet.chooser': 'Wallet app',
    'wallet.account': 'Account',
    'wallet.copy': 'Copy address',
    'wallet.copied': 'Address copied',
    'wallet.network': 'Network',
    'wallet.network.mainnet': 'Ethereum Mainnet',
    'wallet.network.sepolia': 'Sepolia test network',
    'wallet.network.holesky': 'Holesky test network',
    'wallet.network.local': 'Local dev chain ({chainId})',
    'wallet.network.other': 'Chain {chainId}',
    'wallet.network.unknown': 'Unknown',
    'wallet.ethBalance': 'ETH balance',
    'wallet.ethBalance.value': '{eth} ETH',
    'wallet.sweatCoinValue': 'Worth in SweatCoins',

    // The member's SweatCoins on the server.
    'wallet.member.title': 'Your SweatCoins',
    'wallet.member.balance': '{coins} SweatCoins',
    'wallet.member.pending': 'Includes {coins} pending: {count, plural, one {# change} other {# changes}} not sent yet',
    'wallet.member.loadFailed': 'Your SweatCoin history could not be loaded. Check your connection and try again.',
    'wallet.ledger.title': 'SweatCoin history',
    'wallet.ledger.kind.purchase': 'Bought with ETH',
    'wallet.ledger.kind.xp_conversion': 'Earned from XP',
    'wallet.ledger.kind.booking': 'Paid for a gym visit',
    'wallet.ledger.kind.refund': 'Gym visit refunded',
    'wallet.ledger.kind.pro_booking': 'Paid for a session',
    'wallet.ledger.kind.pro_refund': 'Session refunded',
    'wallet.ledger.kind.session_earning': 'Earned from a session',
    'wallet.ledger.kind.challenge': 'Challenge reward',
    'wallet.ledger.kind.redemption': 'Redeemed in the store',
    'wallet.ledger.kind.avatar_part': 'Bought an avatar item',
    'wallet.ledger.see.xp': 'See your XP',
    'wallet.ledger.see.visit': 'See the visit',
    'wallet.ledger.see.session': 'See the session',
    'wallet.ledger.see.earnings': 'See your earnings',
    'wallet.ledger.see.challenges': 'See your challenges',
    'wallet.ledger.see.redemptions': 'See your redemptions',
    'wallet.ledger.see.avatar': 'See your avatar',
    'wallet.ledger.transaction': 'Transaction {hash}',
    'wallet.ledger.balanceAfter': 'Balance {coins}',
    'wallet.pending.title': 'Purchases waiting to be sent',
    'wallet.pending.item': '{eth} ETH for {coins} SweatCoins',
    'wallet.pending.state.pending': 'Waiting to send',
    'wallet.pending.state.sending': 'Sending',

    'wallet.pending.state.refused': 'Not credited',
    // The buy panel (wallet screen and rewards store).
    'wallet.buy.title': 'Buy SweatCoins with ETH',
    'wallet.buy.rate': '1 ETH = {rate} SweatCoins',
    'wallet.buy.amount': 'Amount in ETH',
    'wallet.buy.preview': 'You get {coins} SweatCoins',
    'wallet.buy.submit': 'Buy SweatCoins',
    'wallet.buy.processing': 'Processing the purchase',
    'wallet.buy.chain': 'Sends the ETH from your wallet to the treasury {treasury} on {network}.',
    'wallet.buy.connectFirst': 'Connect your wallet to buy SweatCoins.',
  },
  // Its copies beside it (messages.<code>.ts), each loaded in its own chunk when that language is shown.
  import.meta.glob('./messages.*.ts'),
);

declare module '../../i18n/messages' {
  interface FeatureCatalogues {
    wallet: typeof walletMessages;
  }
}
