// The Japanese copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when Japanese is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { helpMessages } from './messages';

export const ja = {
  'help.intro': 'メンバーからよくある質問への回答です。検索するか、トピックから探してください。',
  'help.search': 'ヘルプセンターを検索',
  'help.searchButton': '検索',
  'help.results': '「{query}」の検索結果：{count, plural, other {#件の記事}}',
  'help.noResults': '「{query}」に一致する記事はありません。別の言葉で検索するか、お問い合わせください。',
  'help.browse': 'トピックから探す',
  'help.back': 'すべてのヘルプトピック',
  'help.related': '{category}についてもっと見る',
  'help.more': '解決しませんか？',
  'help.contact': 'サポートに問い合わせる',
  'helpCentre.category.booking': '予約',
  'helpCentre.category.cancellation': 'キャンセルと返金',
  'helpCentre.category.checkin': 'チェックイン',
  'helpCentre.category.rewards': 'XPとSweatCoins',
  'helpCentre.category.wallet': 'ウォレット',
  'helpCentre.category.offline': 'オフラインでの利用',
  'helpCentre.category.privacy': 'プライバシー',
  'helpCentre.category.partners': 'パートナー',
  'helpCentre.category.account': 'アカウント',
  'helpCentre.title.book-visit': 'ジムの利用を予約するには？',
  'helpCentre.body.book-visit':
    '「ジム」を開き、ジムと日付を選んで空きのある時間を選び、「今すぐ予約」をタップします。料金は1回あたりで、お住まいの地域の通貨で表示されます。予約はオフラインでもすぐに「予約」に表示されます。',
  'helpCentre.title.book-professional': 'トレーナーや栄養士の予約',
  'helpCentre.body.book-professional':
    '「トレーナー」または「栄養士」を開き、資格を持つ専門家を専門分野、料金、評価で比べて、カレンダーの空き時間を選びます。セッションの2時間前まで無料でキャンセルできます。',
  'helpCentre.title.booking-payment': '利用料金の支払い：カードまたはSweatCoins',
  'helpCentre.body.booking-payment':
    'お支払い時に、ジムでのカード払いかSweatCoins払いを選べます。料金1米ドルにつき10 SweatCoinsで、SweatCoinsは予約が確定したときにのみ差し引かれます。',
  'helpCentre.title.cancel-booking': '予約をキャンセルするには？',
  'helpCentre.body.cancel-booking':
    '「予約」を開き、予約を選んで「キャンセル」をタップします。開始の2時間前まではキャンセル無料で、SweatCoinsはすぐに戻り、枠はほかの人に開放されます。',
  'helpCentre.title.late-cancellation': '直前のキャンセルと無断キャンセル',
  'helpCentre.body.late-cancellation':
    '開始まで2時間を切ると、ジムが枠を確保しているため、アプリではキャンセルできなくなります。ジム側で問題があった場合は、サポートチケットを作成してください。確認いたします。',
  'helpCentre.title.refunds': '返金はどのように行われますか？',
  'helpCentre.body.refunds':
    'SweatCoinsで支払った予約は、すぐにSweatCoinsで返金されます。カード払いは5～10営業日以内にカードに返金されます。ETHで購入したSweatCoinsは返金できません。',
  'helpCentre.title.checkin-qr': 'QRコードでチェックイン',
  'helpCentre.body.checkin-qr':
    '予約ごとにチェックインコードがあり、「予約」にQRコードとテキストで表示されます。受付でスタッフがスキャンするか、「QRチェックイン」で自分でスキャンします。コードを手入力することもできます。',
  'helpCentre.title.checkin-window': 'チェックインコードはいつ使えますか？',
  'helpCentre.body.checkin-window':
    'コードは利用の15分前から終了時刻まで、1回だけ使えます。使用済みのコードやキャンセルされた予約のコードは、理由とともに拒否されます。',
  'helpCentre.title.checkin-offline': '接続なしでチェックイン',
  'helpCentre.body.checkin-offline':
    'ジムのWi-Fiがつながらなくても、そのままチェックインしてください。アプリがスキャンした時刻とともにチェックインを保存し、6時間以内に接続が戻ると送信します。何回送信されても1回だけカウントされます。',
  'helpCentre.title.earn-xp': 'XPを獲得するには？',
  'helpCentre.body.earn-xp':
    '毎日最初のチェックインで50 XP、予約した利用に来ると25 XP、さらに連続記録ボーナスがもらえます。週間チャレンジでは100～400 XPが追加されます。自宅やVRのワークアウトはバッジの対象ですが、XPはもらえません。',
  'helpCentre.title.streaks': '連続記録の仕組みは？',
  'helpCentre.body.streaks':
    '連続記録は、ジムの所在地の日付で連続してチェックインした日数です。1日休んでも、翌日にチェックインすれば記録は続きます（週1回まで）。連続記録1日ごとにチェックインのXPが10増えます（最大50）。',
  'helpCentre.title.convert-xp': 'XPをSweatCoinsに交換',
  'helpCentre.body.convert-xp':
    '「プロフィール」で、10 XPを1 SweatCoinの割合で交換できます（1回10 XP以上）。交換してもレベルやランキングの順位は下がりません。',
  'helpCentre.title.levels-badges': 'レベルとバッジ',
  'helpCentre.body.levels-badges':
    'レベルはこれまでに獲得したXPの合計で上がります。100 XPでレベル2、400でレベル3、900でレベル4です。バッジは初めてのチェックイン、7日連続、自宅ワークアウト10回などの節目でもらえ、アバターのパーツが解除されます。',
  'helpCentre.title.leaderboards': 'ランキングの順位はどう決まりますか？',
  'helpCentre.body.leaderboards':
    'ランキングは、ジムで獲得したXPを今週または累計で、地域内や友達の間で順位付けします。カウントされるのは確認済みのチェックインだけなので、自宅でのワークアウトで順位は上がりません。',
  'helpCentre.title.connect-wallet': '暗号資産ウォレットを接続',
  'helpCentre.body.connect-wallet':
    '「ウォレット」を開いて「ウォレットを接続」をタップします。FitChoiceはMetaMaskなどのブラウザウォレットに対応しています。読み取るのはアドレス、ネットワーク、残高のみで、送金の前には必ずウォレットが確認します。',
  'helpCentre.title.buy-sweatcoins': 'ETHでSweatCoinsを購入',
  'helpCentre.body.buy-sweatcoins':
    '「ウォレット」またはリワードストアでETHの金額を入力します。1 ETHで100,000 SweatCoinsを購入できます。取引ごとに1回だけ入金され、購入はウォレットの履歴に表示されます。',
  'helpCentre.title.purchase-pending': '購入が保留中と表示される',
  'helpCentre.body.purchase-pending':
    '購入は、ネットワークが送金を確認するか、オンラインに戻るまで待機します。端末に保存され、処理されたときに1回だけ入金されます。二重に請求されることはありません。',
  'helpCentre.title.offline-use': 'FitChoiceはオフラインで使えますか？',
  'helpCentre.body.offline-use':
    'はい。予約、チェックインコード、最近開いた画面は接続なしで使えます。オフライン中の操作は端末に保存され、接続が戻ると1回だけ送信されます。',
  'helpCentre.title.pending-actions': '保留中・失敗した操作',
  'helpCentre.body.pending-actions':
    'ヘッダーのバッジは送信待ちの操作の数です。開くと今すぐ送信したり、失敗した操作を再試行・破棄したりできます。拒否された場合は、枠が埋まったなどの理由が表示されます。',
  'helpCentre.title.install-app': 'スマートフォンにFitChoiceをインストール',
  'helpCentre.body.install-app':
    'アプリから案内が表示されたら「今すぐインストール」をタップするか、ブラウザの「ホーム画面に追加」を使います。インストールしたアプリは全画面で開き、読み込みが速く、オフラインでも使えます。',
  'helpCentre.title.data-collected': 'どんなデータを保存していますか？',
  'helpCentre.body.data-collected':
    'アカウント、予約、チェックイン、特典、設定、そして許可した場合はおおよその位置情報です。気分や健康のデータがランキングや雇用主に表示されることはありません。データを販売することもありません。',
  'helpCentre.title.delete-account': 'データのエクスポートと削除',
  'helpCentre.body.delete-account':
    'トピック「アカウント」でサポートチケットを送るか、privacy@fitchoice.appまでご連絡ください。30日以内に回答します。ログアウトすると、この端末からデータがすぐに削除されます。',
  'helpCentre.title.location': '位置情報はどのように使われますか？',
  'helpCentre.body.location':
    '近くのジムの表示と地域の設定にのみ使います。位置はおおよそのもので、端末に1時間キャッシュされます。許可しないこともでき、その場合は「設定」で地域を手動で選んでください。',
  'helpCentre.title.partner-join': 'ジムや施設を掲載する',
  'helpCentre.body.partner-join':
    'ジム、トレーナー、栄養士は、パートナー登録から情報と資格証明書を添えて申し込みます。承認後は、パートナー管理画面から掲載内容、空き状況、料金を管理できます。',
  'helpCentre.title.partner-panel': 'パートナー管理画面へのログイン',
  'helpCentre.body.partner-panel':
    '登録したメールアドレスで「パートナーログイン」を使います。初回は、管理画面が開く前に、お送りした仮パスワードを変更します。',
  'helpCentre.title.guest-account': 'ゲストは何ができますか？',
  'helpCentre.body.guest-account':
    'ゲストはアプリ全体を見て回れます。SweatCoinsでの予約、XPの獲得、連続記録、ランキングへの参加には、無料アカウントを作成してください。',
  'helpCentre.title.home-workouts': 'ガイド付き・VRワークアウト',
  'helpCentre.body.home-workouts':
    '一緒に動けるプログラムを選んで「ワークアウトを開始」を押すと、プレーヤーがビープ音と音声ガイド（任意）で各インターバルの時間を計ります。完了したワークアウトはオフラインでもアクティビティに保存され、バッジの対象になります。',
  'helpCentre.title.avatar': 'あなたのアバター',
  'helpCentre.body.avatar':
    'アバタースタジオで、体型、肌、髪、顔、服装、アクセサリーを組み合わせて作ります。バッジやレベルで解除されるパーツや、SweatCoinsで解除するパーツもあります。保存するまではイニシャルが表示されます。',
  'helpCentre.title.enterprise': '企業向けFitChoice',
  'helpCentre.body.enterprise':
    '企業は社員にメンバーシート、社内ランキング、チャレンジを提供できます。企業が見られるのは全体の参加状況だけで、個人の健康や気分のデータは一切見られません。法人向けページからお問い合わせください。',
} satisfies Translation<typeof helpMessages>;
