// The Japanese copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when Japanese is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { onboardingMessages } from './messages';

export const ja = {
  'onboarding.title': 'FitChoiceへようこそ',
  'onboarding.slides': '紹介',
  'onboarding.progress': 'スライド{current}/{total}',
  'onboarding.goTo': 'スライド{number}へ移動',
  'onboarding.skip': 'スキップ',
  'onboarding.previous': '前へ',
  'onboarding.next': '次へ',
  'onboarding.getStarted': 'はじめる',
  'onboarding.slide1.title': '素敵なジムを見つけよう',
  'onboarding.slide1.body':
    '近くのジムを探して、距離、レビュー、営業時間、リアルタイムの空き状況で比べられます。1回ごとの定額料金で、あなたの通貨で予約できます。',
  'onboarding.slide2.title': 'トレーニング仲間とつながろう',
  'onboarding.slide2.body':
    'Fit matchは、同じジム、同じ時間帯、同じレベルでトレーニングする人を紹介します。チャットして一緒にセッションを計画し、励まし合いましょう。',
  'onboarding.slide3.title': 'プロのコーチとトレーニング',
  'onboarding.slide3.body':
    '資格を持つパーソナルトレーナーや栄養士を、ジムでもオンラインでもセッション単位で予約でき、目標に合わせたプランを作ってもらえます。',
  'onboarding.slide4.title': 'フィットネスをゲームに',
  'onboarding.slide4.body':
    'チェックインするたびにXPを獲得し、XPはリワードストアで使えるSweatCoinsに交換できます。連続記録を続けて、週間ランキングを駆け上がりましょう。',
  'onboarding.slide5.title': 'AIによるコーチング',
  'onboarding.slide5.body': 'AIコーチが履歴とジムの設備からワークアウトを組み立て、AIモチベーションが一番必要な日に背中を押します。',
} satisfies Translation<typeof onboardingMessages>;
