// What a partner is told by mail of the decisions about them, in their language (any of the
// twelve): approval (with how to sign in), rejection and certification checks (each with the
// admin's reason where there is one). {listing} is the gym's or practice's name as applied with,
// {certification} the certification's name, {reason} the admin's words.
import type { LanguageCode } from '@fitchoice/shared';
import { fillPlain, type MailContent } from '../mail/templates';

export type PartnerDecisionKind =
  | 'partner-approved'
  | 'partner-approved-existing'
  | 'partner-rejected'
  | 'certification-verified'
  | 'certification-rejected';

interface Copy {
  subject: string;
  body: string;
  button?: string;
  footer?: string;
}

/** A language's greeting and reason line, and each decision's words. */
type Language = { hello: string; reason: string } & Record<PartnerDecisionKind, Copy>;

const WORDS: Record<LanguageCode, Language> = {
  en: {
    hello: 'Hi {name},',
    reason: 'Our reason: {reason}',
    'partner-approved': {
      subject: 'You are approved: welcome to FitChoice',
      body: 'Your application to list {listing} on FitChoice is approved. Choose your password with the button below: it signs you in to your panel.',
      button: 'Choose my password and sign in',
      footer: 'The link works once, for 7 days. After that, use “Forgot your password?” at partner sign-in.',
    },
    'partner-approved-existing': {
      subject: 'You are approved: welcome to FitChoice',
      body: 'Your application to list {listing} on FitChoice is approved. Sign in at partner sign-in with your FitChoice email and password: your panel is there.',
      button: 'Partner sign-in',
    },
    'partner-rejected': {
      subject: 'Your FitChoice partner application',
      body: 'We reviewed your application to list {listing} on FitChoice and cannot approve it.',
      footer: 'You may apply again once this is resolved.',
    },
    'certification-verified': {
      subject: 'Your certification {certification} is verified',
      body: 'FitChoice checked your certification {certification}. It now shows as verified on your profile.',
      button: 'Open my panel',
    },
    'certification-rejected': {
      subject: 'Your certification {certification} could not be verified',
      body: 'FitChoice could not verify your certification {certification}.',
      button: 'Open my panel',
      footer:
        'You can upload it again, or another certification, from your panel. Members find you once one of your certifications is verified.',
    },
  },
  es: {
    hello: 'Hola, {name}:',
    reason: 'Nuestro motivo: {reason}',
    'partner-approved': {
      subject: 'Solicitud aprobada: te damos la bienvenida a FitChoice',
      body: 'Tu solicitud para aparecer en FitChoice como {listing} está aprobada. Elige tu contraseña con el botón de abajo: te lleva a tu panel.',
      button: 'Elegir mi contraseña y entrar',
      footer: 'El enlace funciona una vez, durante 7 días. Después, usa «¿Olvidaste tu contraseña?» en el acceso de socios.',
    },
    'partner-approved-existing': {
      subject: 'Solicitud aprobada: te damos la bienvenida a FitChoice',
      body: 'Tu solicitud para aparecer en FitChoice como {listing} está aprobada. Entra en el acceso de socios con tu correo y contraseña de FitChoice: tu panel está allí.',
      button: 'Acceso de socios',
    },
    'partner-rejected': {
      subject: 'Tu solicitud de socio de FitChoice',
      body: 'Revisamos tu solicitud para aparecer en FitChoice como {listing} y no podemos aprobarla.',
      footer: 'Puedes volver a solicitarlo cuando esto esté resuelto.',
    },
    'certification-verified': {
      subject: 'Tu certificación {certification} está verificada',
      body: 'FitChoice revisó tu certificación {certification}. Ya aparece como verificada en tu perfil.',
      button: 'Abrir mi panel',
    },
    'certification-rejected': {
      subject: 'No pudimos verificar tu certificación {certification}',
      body: 'FitChoice no pudo verificar tu certificación {certification}.',
      button: 'Abrir mi panel',
      footer:
        'Puedes volver a subirla, u otra certificación, desde tu panel. Los miembros te encuentran cuando una de tus certificaciones está verificada.',
    },
  },
  fr: {
    hello: 'Bonjour {name},',
    reason: 'Notre motif : {reason}',
    'partner-approved': {
      subject: 'Demande approuvée : bienvenue sur FitChoice',
      body: 'Votre demande pour référencer {listing} sur FitChoice est approuvée. Choisissez votre mot de passe avec le bouton ci-dessous : il vous connecte à votre panneau.',
      button: 'Choisir mon mot de passe et me connecter',
      footer: 'Le lien ne sert qu’une fois, pendant 7 jours. Ensuite, utilisez « Mot de passe oublié ? » à la connexion partenaire.',
    },
    'partner-approved-existing': {
      subject: 'Demande approuvée : bienvenue sur FitChoice',
      body: 'Votre demande pour référencer {listing} sur FitChoice est approuvée. Connectez-vous à l’espace partenaire avec votre e-mail et votre mot de passe FitChoice : votre panneau s’y trouve.',
      button: 'Connexion partenaire',
    },
    'partner-rejected': {
      subject: 'Votre demande de partenariat FitChoice',
      body: 'Nous avons examiné votre demande pour référencer {listing} sur FitChoice et ne pouvons pas l’approuver.',
      footer: 'Vous pourrez refaire une demande une fois ce point réglé.',
    },
    'certification-verified': {
      subject: 'Votre certification {certification} est vérifiée',
      body: 'FitChoice a vérifié votre certification {certification}. Elle apparaît désormais comme vérifiée sur votre profil.',
      button: 'Ouvrir mon panneau',
    },
    'certification-rejected': {
      subject: 'Votre certification {certification} n’a pas pu être vérifiée',
      body: 'FitChoice n’a pas pu vérifier votre certification {certification}.',
      button: 'Ouvrir mon panneau',
      footer:
        'Vous pouvez la déposer à nouveau, ou une autre certification, depuis votre panneau. Les membres vous trouvent dès qu’une de vos certifications est vérifiée.',
    },
  },
  pt: {
    hello: 'Olá, {name},',
    reason: 'Nosso motivo: {reason}',
    'partner-approved': {
      subject: 'Pedido aprovado: boas-vindas ao FitChoice',
      body: 'Seu pedido para listar {listing} no FitChoice foi aprovado. Escolha sua senha com o botão abaixo: ele leva você ao seu painel.',
      button: 'Escolher minha senha e entrar',
      footer: 'O link funciona uma vez, por 7 dias. Depois disso, use “Esqueceu a senha?” no acesso de parceiros.',
    },
    'partner-approved-existing': {
      subject: 'Pedido aprovado: boas-vindas ao FitChoice',
      body: 'Seu pedido para listar {listing} no FitChoice foi aprovado. Entre no acesso de parceiros com seu e-mail e senha do FitChoice: seu painel está lá.',
      button: 'Acesso de parceiros',
    },
    'partner-rejected': {
      subject: 'Seu pedido de parceria no FitChoice',
      body: 'Analisamos seu pedido para listar {listing} no FitChoice e não podemos aprová-lo.',
      footer: 'Você pode fazer um novo pedido quando isso estiver resolvido.',
    },
    'certification-verified': {
      subject: 'Sua certificação {certification} foi verificada',
      body: 'A FitChoice verificou sua certificação {certification}. Ela já aparece como verificada no seu perfil.',
      button: 'Abrir meu painel',
    },
    'certification-rejected': {
      subject: 'Não foi possível verificar sua certificação {certification}',
      body: 'A FitChoice não conseguiu verificar sua certificação {certification}.',
      button: 'Abrir meu painel',
      footer:
        'Você pode enviá-la de novo, ou outra certificação, pelo seu painel. Os membros encontram você quando uma das suas certificações é verificada.',
    },
  },
  de: {
    hello: 'Hallo {name},',
    reason: 'Unser Grund: {reason}',
    'partner-approved': {
      subject: 'Freigegeben: willkommen bei FitChoice',
      body: 'Deine Bewerbung, {listing} bei FitChoice zu listen, ist freigegeben. Wähle mit der Schaltfläche unten dein Passwort: Sie meldet dich in deinem Panel an.',
      button: 'Passwort wählen und anmelden',
      footer: 'Der Link funktioniert einmal, 7 Tage lang. Danach nutze „Passwort vergessen?“ bei der Partner-Anmeldung.',
    },
    'partner-approved-existing': {
      subject: 'Freigegeben: willkommen bei FitChoice',
      body: 'Deine Bewerbung, {listing} bei FitChoice zu listen, ist freigegeben. Melde dich bei der Partner-Anmeldung mit deiner FitChoice-E-Mail und deinem Passwort an: Dort ist dein Panel.',
      button: 'Partner-Anmeldung',
    },
    'partner-rejected': {
      subject: 'Deine Partnerbewerbung bei FitChoice',
      body: 'Wir haben deine Bewerbung, {listing} bei FitChoice zu listen, geprüft und können sie nicht freigeben.',
      footer: 'Du kannst dich erneut bewerben, sobald das geklärt ist.',
    },
    'certification-verified': {
      subject: 'Dein Zertifikat {certification} ist geprüft',
      body: 'FitChoice hat dein Zertifikat {certification} geprüft. Es erscheint jetzt als geprüft in deinem Profil.',
      button: 'Mein Panel öffnen',
    },
    'certification-rejected': {
      subject: 'Dein Zertifikat {certification} konnte nicht geprüft werden',
      body: 'FitChoice konnte dein Zertifikat {certification} nicht prüfen.',
      button: 'Mein Panel öffnen',
      footer:
        'Du kannst es oder ein anderes Zertifikat in deinem Panel erneut hochladen. Mitglieder finden dich, sobald eines deiner Zertifikate geprüft ist.',
    },
  },
  it: {
    hello: 'Ciao {name},',
    reason: 'Il nostro motivo: {reason}',
    'partner-approved': {
      subject: 'Candidatura approvata: benvenuto su FitChoice',
      body: 'La tua candidatura per pubblicare {listing} su FitChoice è approvata. Scegli la password con il pulsante qui sotto: ti fa accedere al tuo pannello.',
      button: 'Scegli la password e accedi',
      footer: 'Il link funziona una volta, per 7 giorni. Dopo, usa «Password dimenticata?» nell’accesso partner.',
    },
    'partner-approved-existing': {
      subject: 'Candidatura approvata: benvenuto su FitChoice',
      body: 'La tua candidatura per pubblicare {listing} su FitChoice è approvata. Entra dall’accesso partner con email e password di FitChoice: il tuo pannello è lì.',
      button: 'Accesso partner',
    },
    'partner-rejected': {
      subject: 'La tua candidatura come partner FitChoice',
      body: 'Abbiamo esaminato la tua candidatura per pubblicare {listing} su FitChoice e non possiamo approvarla.',
      footer: 'Potrai candidarti di nuovo quando sarà risolto.',
    },
    'certification-verified': {
      subject: 'La tua certificazione {certification} è verificata',
      body: 'FitChoice ha verificato la tua certificazione {certification}. Ora risulta verificata nel tuo profilo.',
      button: 'Apri il mio pannello',
    },
    'certification-rejected': {
      subject: 'Non è stato possibile verificare la tua certificazione {certification}',
      body: 'FitChoice non ha potuto verificare la tua certificazione {certification}.',
      button: 'Apri il mio pannello',
      footer:
        'Puoi caricarla di nuovo, o un’altra certificazione, dal tuo pannello. I membri ti trovano quando una delle tue certificazioni è verificata.',
    },
  },
  ja: {
    hello: '{name} さん',
    reason: '理由: {reason}',
    'partner-approved': {
      subject: '承認されました: FitChoice へようこそ',
      body: '{listing} を FitChoice に掲載する申請が承認されました。下のボタンからパスワードを設定すると、パネルにサインインできます。',
      button: 'パスワードを設定してサインイン',
      footer: 'リンクは 7 日間、1 回だけ使えます。その後はパートナーのサインイン画面で「パスワードをお忘れですか？」を使ってください。',
    },
    'partner-approved-existing': {
      subject: '承認されました: FitChoice へようこそ',
      body: '{listing} を FitChoice に掲載する申請が承認されました。FitChoice のメールアドレスとパスワードでパートナーのサインインから入ると、パネルがあります。',
      button: 'パートナーのサインイン',
    },
    'partner-rejected': {
      subject: 'FitChoice パートナー申請について',
      body: '{listing} を FitChoice に掲載する申請を審査しましたが、承認できません。',
      footer: '問題が解決したら、もう一度申請できます。',
    },
    'certification-verified': {
      subject: '資格 {certification} が確認されました',
      body: 'FitChoice が資格 {certification} を確認しました。プロフィールに確認済みとして表示されます。',
      button: 'パネルを開く',
    },
    'certification-rejected': {
      subject: '資格 {certification} を確認できませんでした',
      body: 'FitChoice は資格 {certification} を確認できませんでした。',
      button: 'パネルを開く',
      footer: 'パネルからもう一度、または別の資格をアップロードできます。資格のいずれかが確認されると、メンバーがあなたを見つけられます。',
    },
  },
  ko: {
    hello: '{name}님, 안녕하세요.',
    reason: '사유: {reason}',
    'partner-approved': {
      subject: '승인되었습니다: FitChoice에 오신 것을 환영합니다',
      body: '{listing}을(를) FitChoice에 등록하는 신청이 승인되었습니다. 아래 버튼으로 비밀번호를 정하면 패널에 로그인됩니다.',
      button: '비밀번호 정하고 로그인',
      footer: '링크는 7일 동안 한 번만 작동합니다. 이후에는 파트너 로그인에서 “비밀번호를 잊으셨나요?”를 사용하세요.',
    },
    'partner-approved-existing': {
      subject: '승인되었습니다: FitChoice에 오신 것을 환영합니다',
      body: '{listing}을(를) FitChoice에 등록하는 신청이 승인되었습니다. FitChoice 이메일과 비밀번호로 파트너 로그인하면 패널이 있습니다.',
      button: '파트너 로그인',
    },
    'partner-rejected': {
      subject: 'FitChoice 파트너 신청 결과',
      body: '{listing}을(를) FitChoice에 등록하는 신청을 검토했지만 승인할 수 없습니다.',
      footer: '문제가 해결되면 다시 신청할 수 있습니다.',
    },
    'certification-verified': {
      subject: '{certification} 자격증이 확인되었습니다',
      body: 'FitChoice가 {certification} 자격증을 확인했습니다. 이제 프로필에 확인됨으로 표시됩니다.',
      button: '내 패널 열기',
    },
    'certification-rejected': {
      subject: '{certification} 자격증을 확인하지 못했습니다',
      body: 'FitChoice가 {certification} 자격증을 확인하지 못했습니다.',
      button: '내 패널 열기',
      footer: '패널에서 다시 올리거나 다른 자격증을 올릴 수 있습니다. 자격증 하나가 확인되면 회원이 나를 찾을 수 있습니다.',
    },
  },
  zh: {
    hello: '{name}，你好：',
    reason: '原因：{reason}',
    'partner-approved': {
      subject: '已获批准：欢迎加入 FitChoice',
      body: '你在 FitChoice 上架 {listing} 的申请已获批准。请通过下方按钮设置密码，设置后即可登录你的面板。',
      button: '设置密码并登录',
      footer: '该链接在 7 天内只能使用一次。之后请在合作方登录页使用“忘记密码？”。',
    },
    'partner-approved-existing': {
      subject: '已获批准：欢迎加入 FitChoice',
      body: '你在 FitChoice 上架 {listing} 的申请已获批准。请用 FitChoice 邮箱和密码在合作方登录页登录，面板就在那里。',
      button: '合作方登录',
    },
    'partner-rejected': {
      subject: '你的 FitChoice 合作申请',
      body: '我们审核了你在 FitChoice 上架 {listing} 的申请，无法批准。',
      footer: '问题解决后可以再次申请。',
    },
    'certification-verified': {
      subject: '你的证书 {certification} 已核实',
      body: 'FitChoice 已核实你的证书 {certification}，资料中将显示为已核实。',
      button: '打开我的面板',
    },
    'certification-rejected': {
      subject: '你的证书 {certification} 未能核实',
      body: 'FitChoice 未能核实你的证书 {certification}。',
      button: '打开我的面板',
      footer: '你可以在面板中重新上传该证书或上传其他证书。只要有一项证书通过核实，会员就能找到你。',
    },
  },
  hi: {
    hello: 'नमस्ते {name},',
    reason: 'हमारा कारण: {reason}',
    'partner-approved': {
      subject: 'आप स्वीकृत हैं: FitChoice में आपका स्वागत है',
      body: 'FitChoice पर {listing} को लिस्ट करने का आपका आवेदन स्वीकार हो गया है। नीचे के बटन से अपना पासवर्ड चुनें: इससे आप अपने पैनल में साइन इन हो जाएँगे।',
      button: 'मेरा पासवर्ड चुनें और साइन इन करें',
      footer: 'लिंक एक बार, 7 दिनों तक काम करता है। उसके बाद पार्टनर साइन-इन पर “पासवर्ड भूल गए?” का इस्तेमाल करें।',
    },
    'partner-approved-existing': {
      subject: 'आप स्वीकृत हैं: FitChoice में आपका स्वागत है',
      body: 'FitChoice पर {listing} को लिस्ट करने का आपका आवेदन स्वीकार हो गया है। पार्टनर साइन-इन पर अपने FitChoice ईमेल और पासवर्ड से साइन इन करें: आपका पैनल वहीं है।',
      button: 'पार्टनर साइन-इन',
    },
    'partner-rejected': {
      subject: 'आपका FitChoice पार्टनर आवेदन',
      body: 'हमने FitChoice पर {listing} को लिस्ट करने के आपके आवेदन की समीक्षा की और इसे स्वीकार नहीं कर सकते।',
      footer: 'यह सुलझ जाने पर आप फिर से आवेदन कर सकते हैं।',
    },
    'certification-verified': {
      subject: 'आपका सर्टिफ़िकेशन {certification} सत्यापित हो गया',
      body: 'FitChoice ने आपका सर्टिफ़िकेशन {certification} जाँच लिया है। अब यह आपकी प्रोफ़ाइल पर सत्यापित दिखता है।',
      button: 'मेरा पैनल खोलें',
    },
    'certification-rejected': {
      subject: 'आपका सर्टिफ़िकेशन {certification} सत्यापित नहीं हो सका',
      body: 'FitChoice आपका सर्टिफ़िकेशन {certification} सत्यापित नहीं कर सका।',
      button: 'मेरा पैनल खोलें',
      footer: 'आप इसे या कोई दूसरा सर्टिफ़िकेशन अपने पैनल से फिर अपलोड कर सकते हैं। आपका कोई एक सर्टिफ़िकेशन सत्यापित होते ही सदस्य आपको ढूँढ सकते हैं।',
    },
  },
  ar: {
    hello: 'مرحبًا {name}،',
    reason: 'السبب: {reason}',
    'partner-approved': {
      subject: 'تمت الموافقة: مرحبًا بك في FitChoice',
      body: 'تمت الموافقة على طلبك لإدراج {listing} في FitChoice. اختر كلمة المرور بالزر أدناه، فتدخل إلى لوحتك.',
      button: 'اختيار كلمة المرور وتسجيل الدخول',
      footer: 'يعمل الرابط مرة واحدة خلال 7 أيام. بعدها استخدم «نسيت كلمة المرور؟» في صفحة دخول الشركاء.',
    },
    'partner-approved-existing': {
      subject: 'تمت الموافقة: مرحبًا بك في FitChoice',
      body: 'تمت الموافقة على طلبك لإدراج {listing} في FitChoice. سجّل الدخول من صفحة دخول الشركاء ببريدك وكلمة مرورك في FitChoice، وستجد لوحتك هناك.',
      button: 'دخول الشركاء',
    },
    'partner-rejected': {
      subject: 'طلب الشراكة في FitChoice',
      body: 'راجعنا طلبك لإدراج {listing} في FitChoice ولا يمكننا الموافقة عليه.',
      footer: 'يمكنك التقديم من جديد بعد حل ذلك.',
    },
    'certification-verified': {
      subject: 'تم التحقق من شهادتك {certification}',
      body: 'تحققت FitChoice من شهادتك {certification}، وهي تظهر الآن موثّقة في ملفك.',
      button: 'فتح لوحتي',
    },
    'certification-rejected': {
      subject: 'تعذّر التحقق من شهادتك {certification}',
      body: 'لم تتمكن FitChoice من التحقق من شهادتك {certification}.',
      button: 'فتح لوحتي',
      footer: 'يمكنك رفعها من جديد، أو رفع شهادة أخرى، من لوحتك. يجدك الأعضاء بعد التحقق من إحدى شهاداتك.',
    },
  },
  ru: {
    hello: 'Здравствуйте, {name}!',
    reason: 'Причина: {reason}',
    'partner-approved': {
      subject: 'Заявка одобрена: добро пожаловать в FitChoice',
      body: 'Ваша заявка на размещение {listing} в FitChoice одобрена. Выберите пароль кнопкой ниже: она откроет вашу панель.',
      button: 'Выбрать пароль и войти',
      footer: 'Ссылка работает один раз, 7 дней. После этого воспользуйтесь «Забыли пароль?» на входе для партнёров.',
    },
    'partner-approved-existing': {
      subject: 'Заявка одобрена: добро пожаловать в FitChoice',
      body: 'Ваша заявка на размещение {listing} в FitChoice одобрена. Войдите через вход для партнёров с почтой и паролем FitChoice: там ваша панель.',
      button: 'Вход для партнёров',
    },
    'partner-rejected': {
      subject: 'Ваша заявка партнёра FitChoice',
      body: 'Мы рассмотрели вашу заявку на размещение {listing} в FitChoice и не можем её одобрить.',
      footer: 'Вы можете подать заявку снова, когда это будет решено.',
    },
    'certification-verified': {
      subject: 'Ваш сертификат {certification} подтверждён',
      body: 'FitChoice проверил ваш сертификат {certification}. Теперь он отмечен в профиле как подтверждённый.',
      button: 'Открыть панель',
    },
    'certification-rejected': {
      subject: 'Не удалось подтвердить ваш сертификат {certification}',
      body: 'FitChoice не смог подтвердить ваш сертификат {certification}.',
      button: 'Открыть панель',
      footer:
        'Вы можете загрузить его снова или другой сертификат в своей панели. Участники находят вас, как только один из сертификатов подтверждён.',
    },
  },
};

export interface PartnerDecisionValues {
  name: string;
  listing?: string;
  certification?: string;
  reason?: string;
}

/** The mail of a decision, in the partner's language; `link` is its button's (none for a rejection). */
export function partnerDecisionMail(
  kind: PartnerDecisionKind,
  language: LanguageCode,
  values: PartnerDecisionValues,
  link: string | null,
): MailContent {
  const words = WORDS[language];
  const copy = words[kind];
  const filled = {
    name: values.name,
    listing: values.listing ?? '',
    certification: values.certification ?? '',
    reason: values.reason ?? '',
  };
  return {
    subject: fillPlain(copy.subject, filled),
    hello: words.hello,
    paragraphs: [copy.body, ...(values.reason ? [words.reason] : [])],
    values: filled,
    ...(copy.button && link ? { button: { label: copy.button, link } } : {}),
    ...(copy.footer ? { footer: copy.footer } : {}),
  };
}
