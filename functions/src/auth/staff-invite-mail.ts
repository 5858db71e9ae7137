// The mail a gym's owner sends by inviting someone to work the gym's front desk, in the language
// the owner chose (any of the twelve): a new account gets a one-time link that sets its password
// and signs it in (/panel/welcome, the approved partners' way in); an existing account is told to
// sign in as usual. {gym} is the gym's name, {owner} the owner's.
import type { LanguageCode } from '@fitchoice/shared';
import { appLink, sendMailOrLog } from '../mail/mailer';
import { fillPlain, layoutMail, type MailContent, mailLanguage } from '../mail/templates';

export type StaffInviteKind = 'staff-invited' | 'staff-added';

interface Words {
  subject: string;
  hello: string;
  /** What the desk lets them do: said in both mails. */
  body: string;
  /** A new account: choose a password through the link. */
  invited: { next: string; button: string; footer: string };
  /** An existing account: sign in as usual. */
  added: { next: string; button: string };
}

const WORDS: Record<LanguageCode, Words> = {
  en: {
    subject: 'You are invited to the front desk of {gym}',
    hello: 'Hi {name},',
    body: '{owner} invited you to work the front desk of {gym} on FitChoice: you will see who arrives today, check members in and show the gym’s check-in code.',
    invited: {
      next: 'Choose your password with the button below: it signs you in to the front desk.',
      button: 'Choose my password',
      footer: 'The link works once, for 7 days. After that, use “Forgot your password?” at partner sign-in.',
    },
    added: {
      next: 'Sign in at partner sign-in with your FitChoice email and password: the front desk is in your panel.',
      button: 'Partner sign-in',
    },
  },
  es: {
    subject: 'Te invitan a la recepción de {gym}',
    hello: 'Hola, {name}:',
    body: '{owner} te invitó a atender la recepción de {gym} en FitChoice: verás quién llega hoy, registrarás la entrada de los socios y mostrarás el código de entrada del gimnasio.',
    invited: {
      next: 'Elige tu contraseña con el botón de abajo: te lleva a la recepción.',
      button: 'Elegir mi contraseña',
      footer: 'El enlace funciona una vez, durante 7 días. Después, usa «¿Olvidaste tu contraseña?» en el acceso de socios.',
    },
    added: {
      next: 'Entra en el acceso de socios con tu correo y contraseña de FitChoice: la recepción está en tu panel.',
      button: 'Acceso de socios',
    },
  },
  fr: {
    subject: 'Vous êtes invité·e à l’accueil de {gym}',
    hello: 'Bonjour {name},',
    body: '{owner} vous invite à tenir l’accueil de {gym} sur FitChoice : vous verrez qui arrive aujourd’hui, pointerez les membres et afficherez le code de pointage de la salle.',
    invited: {
      next: 'Choisissez votre mot de passe avec le bouton ci-dessous : il vous connecte à l’accueil.',
      button: 'Choisir mon mot de passe',
      footer: 'Le lien fonctionne une fois, pendant 7 jours. Ensuite, utilisez « Mot de passe oublié ? » à la connexion partenaire.',
    },
    added: {
      next: 'Connectez-vous à l’espace partenaire avec l’e-mail et le mot de passe de votre compte FitChoice : l’accueil est dans votre espace.',
      button: 'Connexion partenaire',
    },
  },
  pt: {
    subject: 'Você foi convidado para a recepção de {gym}',
    hello: 'Olá, {name},',
    body: '{owner} convidou você para atender a recepção de {gym} no FitChoice: você verá quem chega hoje, fará o check-in dos membros e mostrará o código de check-in da academia.',
    invited: {
      next: 'Escolha sua senha no botão abaixo: ele leva você à recepção.',
      button: 'Escolher minha senha',
      footer: 'O link funciona uma vez, por 7 dias. Depois disso, use “Esqueceu a senha?” no acesso de parceiros.',
    },
    added: {
      next: 'Entre no acesso de parceiros com o e-mail e a senha da sua conta FitChoice: a recepção está no seu painel.',
      button: 'Acesso de parceiros',
    },
  },
  de: {
    subject: 'Du bist zum Empfang von {gym} eingeladen',
    hello: 'Hallo {name},',
    body: '{owner} hat dich eingeladen, den Empfang von {gym} auf FitChoice zu betreuen: Du siehst, wer heute kommt, checkst Mitglieder ein und zeigst den Check-in-Code des Studios.',
    invited: {
      next: 'Wähle dein Passwort über die Schaltfläche unten: Sie meldet dich am Empfang an.',
      button: 'Mein Passwort wählen',
      footer: 'Der Link funktioniert einmal, 7 Tage lang. Danach nutze „Passwort vergessen?“ bei der Partner-Anmeldung.',
    },
    added: {
      next: 'Melde dich bei der Partner-Anmeldung mit der E-Mail und dem Passwort deines FitChoice-Kontos an: Der Empfang ist in deinem Bereich.',
      button: 'Partner-Anmeldung',
    },
  },
  it: {
    subject: 'Sei invitato alla reception di {gym}',
    hello: 'Ciao {name},',
    body: '{owner} ti ha invitato a lavorare alla reception di {gym} su FitChoice: vedrai chi arriva oggi, registrerai l’ingresso dei membri e mostrerai il codice di check-in della palestra.',
    invited: {
      next: 'Scegli la tua password con il pulsante qui sotto: ti porta alla reception.',
      button: 'Scegli la mia password',
      footer: 'Il link funziona una volta, per 7 giorni. Dopo, usa «Password dimenticata?» nell’accesso partner.',
    },
    added: {
      next: 'Accedi dall’accesso partner con l’email e la password del tuo account FitChoice: la reception è nel tuo pannello.',
      button: 'Accesso partner',
    },
  },
  ja: {
    subject: '{gym} の受付に招待されました',
    hello: '{name} さん',
    body: '{owner} さんが FitChoice で {gym} の受付業務にあなたを招待しました。今日来る人の確認、会員のチェックイン、ジムのチェックインコードの表示ができます。',
    invited: {
      next: '下のボタンからパスワードを設定してください。そのまま受付画面にサインインします。',
      button: 'パスワードを設定する',
      footer: 'リンクは 7 日間、1 回だけ使えます。その後はパートナー用サインインの「パスワードをお忘れですか？」をご利用ください。',
    },
    added: {
      next: 'パートナー用サインインから、FitChoice アカウントのメールアドレスとパスワードでサインインしてください。受付はあなたの画面にあります。',
      button: 'パートナー用サインイン',
    },
  },
  ko: {
    subject: '{gym} 프런트 데스크에 초대되었습니다',
    hello: '{name}님, 안녕하세요.',
    body: '{owner}님이 FitChoice에서 {gym}의 프런트 데스크 업무에 초대했습니다. 오늘 올 회원을 확인하고, 회원 체크인을 처리하고, 체육관의 체크인 코드를 보여 줄 수 있습니다.',
    invited: {
      next: '아래 버튼으로 비밀번호를 정하세요. 바로 프런트 데스크에 로그인됩니다.',
      button: '비밀번호 정하기',
      footer: '링크는 7일 동안 한 번만 쓸 수 있습니다. 그 뒤에는 파트너 로그인에서 “비밀번호를 잊으셨나요?”를 이용하세요.',
    },
    added: {
      next: '파트너 로그인에서 FitChoice 계정의 이메일과 비밀번호로 로그인하세요. 프런트 데스크는 내 화면에 있습니다.',
      button: '파트너 로그인',
    },
  },
  zh: {
    subject: '您受邀在 {gym} 的前台工作',
    hello: '{name}，您好：',
    body: '{owner} 邀请您在 FitChoice 上负责 {gym} 的前台：您可以查看今天到店的会员、为会员签到，并展示健身房的签到码。',
    invited: {
      next: '请通过下方按钮设置密码，设置后即可登录前台。',
      button: '设置我的密码',
      footer: '链接在 7 天内有效，只能使用一次。之后请在合作伙伴登录页使用“忘记密码？”。',
    },
    added: { next: '请在合作伙伴登录页用您 FitChoice 账户的邮箱和密码登录：前台就在您的面板中。', button: '合作伙伴登录' },
  },
  hi: {
    subject: 'आपको {gym} के फ़्रंट डेस्क पर आमंत्रित किया गया है',
    hello: 'नमस्ते {name},',
    body: '{owner} ने आपको FitChoice पर {gym} का फ़्रंट डेस्क संभालने के लिए आमंत्रित किया है: आप देखेंगे कि आज कौन आ रहा है, सदस्यों का चेक-इन करेंगे और जिम का चेक-इन कोड दिखाएँगे।',
    invited: {
      next: 'नीचे दिए बटन से अपना पासवर्ड चुनें: यह आपको फ़्रंट डेस्क में साइन इन कर देगा।',
      button: 'मेरा पासवर्ड चुनें',
      footer: 'लिंक 7 दिनों तक एक बार काम करता है। उसके बाद पार्टनर साइन-इन पर “पासवर्ड भूल गए?” का उपयोग करें।',
    },
    added: { next: 'पार्टनर साइन-इन पर अपने FitChoice खाते के ईमेल और पासवर्ड से साइन इन करें: फ़्रंट डेस्क आपके पैनल में है।', button: 'पार्टनर साइन-इन' },
  },
  ar: {
    subject: 'أنت مدعو إلى مكتب الاستقبال في {gym}',
    hello: 'مرحبًا {name}،',
    body: 'دعاك {owner} إلى العمل في مكتب الاستقبال في {gym} على FitChoice: سترى من يصل اليوم، وتسجّل حضور الأعضاء، وتعرض رمز تسجيل الحضور الخاص بالنادي.',
    invited: {
      next: 'اختر كلمة المرور من الزر أدناه: سيُدخلك إلى مكتب الاستقبال.',
      button: 'اختيار كلمة المرور',
      footer: 'يعمل الرابط مرة واحدة خلال 7 أيام. بعد ذلك استخدم «هل نسيت كلمة المرور؟» في تسجيل دخول الشركاء.',
    },
    added: {
      next: 'سجّل الدخول من صفحة دخول الشركاء ببريد حسابك في FitChoice وكلمة مروره: مكتب الاستقبال في لوحتك.',
      button: 'تسجيل دخول الشركاء',
    },
  },
  ru: {
    subject: 'Вас пригласили на ресепшен {gym}',
    hello: 'Здравствуйте, {name}!',
    body: '{owner} пригласил вас работать на ресепшене {gym} в FitChoice: вы увидите, кто придёт сегодня, будете отмечать участников и показывать код для отметки в зале.',
    invited: {
      next: 'Выберите пароль кнопкой ниже: она откроет ресепшен.',
      button: 'Выбрать пароль',
      footer: 'Ссылка работает один раз в течение 7 дней. После этого используйте «Забыли пароль?» на странице входа для партнёров.',
    },
    added: {
      next: 'Войдите на странице входа для партнёров с почтой и паролем своего аккаунта FitChoice: ресепшен в вашей панели.',
      button: 'Вход для партнёров',
    },
  },
};

export interface StaffInviteValues {
  name: string;
  gym: string;
  owner: string;
}

/** The invitation's words in `language`, its button opening `link`. */
export function staffInviteMail(kind: StaffInviteKind, language: LanguageCode, values: StaffInviteValues, link: string): MailContent {
  const words = WORDS[language];
  const next = kind === 'staff-invited' ? words.invited : words.added;
  const filled = { ...values };
  return {
    subject: fillPlain(words.subject, filled),
    hello: words.hello,
    paragraphs: [words.body, next.next],
    values: filled,
    button: { label: next.button, link },
    ...(kind === 'staff-invited' ? { footer: words.invited.footer } : {}),
  };
}

/**
 * Mails the invitation to `to`: `path` is the page its button opens (a new account's /panel/welcome
 * link, or partner sign-in). Answers whether it went; a mail that cannot be sent is logged, never
 * undoing the invitation (inviting someone still invited mails a new link).
 */
export async function mailStaffInvite(
  kind: StaffInviteKind,
  to: { email: string; language: string | null | undefined },
  values: StaffInviteValues,
  path: string,
): Promise<boolean> {
  const language = mailLanguage(to.language);
  return sendMailOrLog(layoutMail(kind, to.email, language, staffInviteMail(kind, language, values, appLink(path))));
}
