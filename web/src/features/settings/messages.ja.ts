// The Japanese copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when Japanese is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { settingsMessages } from './messages';

export const ja = {
  'theme.label': 'テーマ',
  'theme.light': 'ライト',
  'theme.dark': 'ダーク',
  'theme.system': 'システム',
  'theme.systemHint': '「システム」は端末のライト／ダーク設定に合わせます。',
  'settings.region.hint': '料金は{currency}で表示されます。地域を選ぶと、その地域の言語にも切り替わります。',
  'settings.region.manual': '手動で選択しました。',
  'settings.region.automatic': '現在地から検出しました。',
  'settings.region.follow': '現在地から地域を検出する',
  'settings.language.fallback':
    'FitChoiceはまだ{language}に翻訳されていません。テキストは英語で、日付と数値は{language}の形式で表示されます。',
  'settings.location': '位置情報',
  'settings.location.granted': '位置情報へのアクセスは許可されています。',
  'settings.location.denied':
    '位置情報へのアクセスはブロックされています。最寄りのジムを探すには、ブラウザのサイト設定で許可してください。それまではおおよその位置を使います。',
  'settings.location.unknown': 'FitChoiceはまだ位置情報へのアクセスを求めていません。',
  'settings.location.position': '現在の位置：{source}（誤差{accuracy}以内）',
  'settings.location.source.gps': '端末から取得',
  'settings.location.source.ip': 'インターネット接続から推定',
  'settings.location.source.cache': 'この端末に保存済み',
  'settings.location.source.default': 'タイムゾーンから推定',
  'settings.location.use': '現在地を使う',
  'settings.location.locating': '現在地を取得しています…',
  'settings.tutorial': 'ガイドツアー',
  'settings.tutorial.body': 'アプリの主な画面を12ステップで紹介するツアーです。',
  'settings.tutorial.restart': 'ツアーをもう一度見る',
  'settings.onboarding.reset': '紹介をリセット',
  'settings.onboarding.reset.body': '次回ログアウトしたときに紹介スライドを、その後にツアーをもう一度表示します。',
  'settings.onboarding.reset.done': '紹介とツアーがもう一度表示されます。',
  'settings.password': 'パスワード',
  'settings.password.body': 'ログインに使うパスワードを変更します。アカウントにログインしているほかの端末はログアウトされます。',
  'settings.password.change': 'パスワードを変更',
  'settings.data': 'この端末のデータ',
  'settings.data.body': 'この端末から設定、保存済みの画面、未送信のものをすべて削除し、この端末でログアウトします。',
  'settings.data.clear': 'ローカルデータを消去',
  'settings.data.confirm': 'この端末のFitChoiceのデータをすべて消去しますか？未送信の操作は失われます。',
  'settings.data.confirmYes': '消去する',
  'settings.data.cancel': 'キャンセル',
} satisfies Translation<typeof settingsMessages>;
