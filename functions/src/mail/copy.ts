// The account mails' words in each of the twelve languages (the app's; the other languages the
// app shows in English). {name} is the member's name, {email} the address concerned; the renderer
// (templates.ts) isolates both from the text's direction.
import type { LanguageCode } from '@fitchoice/shared';

export type MailKind = 'verify-email' | 'change-email' | 'reset-password' | 'confirm-application';

export interface MailCopy {
  subject: string;
  /** The greeting; {name} is the member's name. */
  hello: string;
  /** What happened; {email} is the address concerned. */
  body: string;
  button: string;
  /** How long the link works, and what to do if it was not asked for. */
  footer: string;
}

export const MAIL_COPY: Record<LanguageCode, Record<MailKind, MailCopy>> = {
  en: {
    'verify-email': {
      subject: 'Confirm your email for FitChoice',
      hello: 'Hi {name},',
      body: 'Confirm that {email} is your email address. Once it is confirmed you can redeem rewards, post publicly and apply as a partner.',
      button: 'Confirm my email',
      footer: 'The link works for 24 hours. If you did not create a FitChoice account, ignore this message.',
    },
    'change-email': {
      subject: 'Confirm your new email address',
      hello: 'Hi {name},',
      body: 'You asked to use {email} for your FitChoice account. Confirm it to make the change.',
      button: 'Confirm this address',
      footer: 'The link works for 24 hours. If you did not ask for this, ignore this message: your account keeps its current email.',
    },
    'reset-password': {
      subject: 'Reset your FitChoice password',
      hello: 'Hi {name},',
      body: 'Someone, hopefully you, asked to reset the password of the FitChoice account of {email}.',
      button: 'Choose a new password',
      footer:
        'The link works once, for 30 minutes. Resetting signs the account out on every device. If you did not ask for this, ignore this message: your password stays as it is.',
    },
    'confirm-application': {
      subject: 'Confirm your FitChoice partner application',
      hello: 'Hi {name},',
      body: 'Thank you for applying to list on FitChoice. Confirm that {email} is your address so that our team can review your application.',
      button: 'Confirm my application',
      footer: 'The link works for 7 days. If you did not apply, ignore this message.',
    },
  },
  es: {
    'verify-email': {
      subject: 'Confirma tu correo para FitChoice',
      hello: 'Hola, {name}:',
      body: 'Confirma que {email} es tu dirección de correo. Una vez confirmada podrás canjear recompensas, publicar y solicitar ser socio.',
      button: 'Confirmar mi correo',
      footer: 'El enlace funciona durante 24 horas. Si no has creado una cuenta de FitChoice, ignora este mensaje.',
    },
    'change-email': {
      subject: 'Confirma tu nueva dirección de correo',
      hello: 'Hola, {name}:',
      body: 'Has pedido usar {email} para tu cuenta de FitChoice. Confírmala para hacer el cambio.',
      button: 'Confirmar esta dirección',
      footer: 'El enlace funciona durante 24 horas. Si no lo has pedido, ignora este mensaje: tu cuenta conserva su correo actual.',
    },
    'reset-password': {
      subject: 'Restablece tu contraseña de FitChoice',
      hello: 'Hola, {name}:',
      body: 'Alguien, esperamos que tú, ha pedido restablecer la contraseña de la cuenta de FitChoice de {email}.',
      button: 'Elegir una contraseña nueva',
      footer:
        'El enlace funciona una sola vez, durante 30 minutos. Restablecerla cierra la sesión en todos los dispositivos. Si no lo has pedido, ignora este mensaje: tu contraseña no cambia.',
    },
    'confirm-application': {
      subject: 'Confirma tu solicitud de socio de FitChoice',
      hello: 'Hola, {name}:',
      body: 'Gracias por solicitar aparecer en FitChoice. Confirma que {email} es tu dirección para que nuestro equipo revise tu solicitud.',
      button: 'Confirmar mi solicitud',
      footer: 'El enlace funciona durante 7 días. Si no has enviado ninguna solicitud, ignora este mensaje.',
    },
  },
  fr: {
    'verify-email': {
      subject: 'Confirmez votre e-mail pour FitChoice',
      hello: 'Bonjour {name},',
      body: 'Confirmez que {email} est bien votre adresse. Une fois confirmée, vous pourrez échanger des récompenses, publier et devenir partenaire.',
      button: 'Confirmer mon e-mail',
      footer: 'Le lien est valable 24 heures. Si vous n’avez pas créé de compte FitChoice, ignorez ce message.',
    },
    'change-email': {
      subject: 'Confirmez votre nouvelle adresse e-mail',
      hello: 'Bonjour {name},',
      body: 'Vous avez demandé à utiliser {email} pour votre compte FitChoice. Confirmez-la pour effectuer le changement.',
      button: 'Confirmer cette adresse',
      footer: 'Le lien est valable 24 heures. Si vous n’avez rien demandé, ignorez ce message : votre compte garde son adresse actuelle.',
    },
    'reset-password': {
      subject: 'Réinitialisez votre mot de passe FitChoice',
      hello: 'Bonjour {name},',
      body: 'Quelqu’un, vous sans doute, a demandé à réinitialiser le mot de passe du compte FitChoice de {email}.',
      button: 'Choisir un nouveau mot de passe',
      footer:
        'Le lien ne sert qu’une fois, pendant 30 minutes. La réinitialisation déconnecte le compte sur tous les appareils. Si vous n’avez rien demandé, ignorez ce message : votre mot de passe ne change pas.',
    },
    'confirm-application': {
      subject: 'Confirmez votre demande de partenariat FitChoice',
      hello: 'Bonjour {name},',
      body: 'Merci de vouloir rejoindre FitChoice. Confirmez que {email} est votre adresse pour que notre équipe examine votre demande.',
      button: 'Confirmer ma demande',
      footer: 'Le lien est valable 7 jours. Si vous n’avez rien demandé, ignorez ce message.',
    },
  },
  pt: {
    'verify-email': {
      subject: 'Confirme seu e-mail no FitChoice',
      hello: 'Olá, {name},',
      body: 'Confirme que {email} é o seu endereço de e-mail. Depois de confirmado, você pode resgatar recompensas, publicar e se cadastrar como parceiro.',
      button: 'Confirmar meu e-mail',
      footer: 'O link vale por 24 horas. Se você não criou uma conta no FitChoice, ignore esta mensagem.',
    },
    'change-email': {
      subject: 'Confirme seu novo endereço de e-mail',
      hello: 'Olá, {name},',
      body: 'Você pediu para usar {email} na sua conta do FitChoice. Confirme para fazer a troca.',
      button: 'Confirmar este endereço',
      footer: 'O link vale por 24 horas. Se você não pediu isso, ignore esta mensagem: sua conta mantém o e-mail atual.',
    },
    'reset-password': {
      subject: 'Redefina sua senha do FitChoice',
      hello: 'Olá, {name},',
      body: 'Alguém, esperamos que você, pediu para redefinir a senha da conta do FitChoice de {email}.',
      button: 'Escolher uma nova senha',
      footer:
        'O link funciona uma vez, por 30 minutos. Redefinir desconecta a conta em todos os aparelhos. Se você não pediu isso, ignore esta mensagem: sua senha continua a mesma.',
    },
    'confirm-application': {
      subject: 'Confirme seu pedido de parceria no FitChoice',
      hello: 'Olá, {name},',
      body: 'Obrigado por querer fazer parte do FitChoice. Confirme que {email} é o seu endereço para que nossa equipe analise seu pedido.',
      button: 'Confirmar meu pedido',
      footer: 'O link vale por 7 dias. Se você não fez nenhum pedido, ignore esta mensagem.',
    },
  },
  de: {
    'verify-email': {
      subject: 'Bestätige deine E-Mail-Adresse für FitChoice',
      hello: 'Hallo {name},',
      body: 'bestätige, dass {email} deine E-Mail-Adresse ist. Danach kannst du Prämien einlösen, öffentlich posten und dich als Partner bewerben.',
      button: 'E-Mail-Adresse bestätigen',
      footer: 'Der Link ist 24 Stunden gültig. Wenn du kein FitChoice-Konto erstellt hast, ignoriere diese Nachricht.',
    },
    'change-email': {
      subject: 'Bestätige deine neue E-Mail-Adresse',
      hello: 'Hallo {name},',
      body: 'du möchtest {email} für dein FitChoice-Konto verwenden. Bestätige die Adresse, um die Änderung abzuschließen.',
      button: 'Diese Adresse bestätigen',
      footer:
        'Der Link ist 24 Stunden gültig. Wenn du das nicht angefordert hast, ignoriere diese Nachricht: Dein Konto behält seine bisherige Adresse.',
    },
    'reset-password': {
      subject: 'Setze dein FitChoice-Passwort zurück',
      hello: 'Hallo {name},',
      body: 'jemand – hoffentlich du – möchte das Passwort des FitChoice-Kontos von {email} zurücksetzen.',
      button: 'Neues Passwort wählen',
      footer:
        'Der Link funktioniert einmal, 30 Minuten lang. Das Zurücksetzen meldet das Konto auf allen Geräten ab. Wenn du das nicht angefordert hast, ignoriere diese Nachricht: Dein Passwort bleibt unverändert.',
    },
    'confirm-application': {
      subject: 'Bestätige deine Partnerbewerbung bei FitChoice',
      hello: 'Hallo {name},',
      body: 'danke für deine Bewerbung bei FitChoice. Bestätige, dass {email} deine Adresse ist, damit unser Team deine Bewerbung prüfen kann.',
      button: 'Bewerbung bestätigen',
      footer: 'Der Link ist 7 Tage gültig. Wenn du dich nicht beworben hast, ignoriere diese Nachricht.',
    },
  },
  it: {
    'verify-email': {
      subject: 'Conferma la tua email per FitChoice',
      hello: 'Ciao {name},',
      body: 'conferma che {email} è il tuo indirizzo email. Una volta confermato potrai riscattare premi, pubblicare post pubblici e candidarti come partner.',
      button: 'Conferma la mia email',
      footer: 'Il link è valido per 24 ore. Se non hai creato un account FitChoice, ignora questo messaggio.',
    },
    'change-email': {
      subject: 'Conferma il tuo nuovo indirizzo email',
      hello: 'Ciao {name},',
      body: 'hai chiesto di usare {email} per il tuo account FitChoice. Confermalo per completare la modifica.',
      button: 'Conferma questo indirizzo',
      footer: 'Il link è valido per 24 ore. Se non l’hai chiesto tu, ignora questo messaggio: il tuo account mantiene l’indirizzo attuale.',
    },
    'reset-password': {
      subject: 'Reimposta la password di FitChoice',
      hello: 'Ciao {name},',
      body: 'qualcuno, speriamo tu, ha chiesto di reimpostare la password dell’account FitChoice di {email}.',
      button: 'Scegli una nuova password',
      footer:
        'Il link funziona una sola volta, per 30 minuti. La reimpostazione disconnette l’account da tutti i dispositivi. Se non l’hai chiesto tu, ignora questo messaggio: la tua password resta invariata.',
    },
    'confirm-application': {
      subject: 'Conferma la tua candidatura come partner FitChoice',
      hello: 'Ciao {name},',
      body: 'grazie per la tua candidatura a FitChoice. Conferma che {email} è il tuo indirizzo, così il nostro team potrà esaminarla.',
      button: 'Conferma la candidatura',
      footer: 'Il link è valido per 7 giorni. Se non ti sei candidato, ignora questo messaggio.',
    },
  },
  ja: {
    'verify-email': {
      subject: 'FitChoice のメールアドレスを確認してください',
      hello: '{name} さん',
      body: '{email} があなたのメールアドレスであることを確認してください。確認後、特典の交換、公開投稿、パートナーへの申し込みができるようになります。',
      button: 'メールアドレスを確認する',
      footer: 'このリンクの有効期限は 24 時間です。FitChoice のアカウントを作成していない場合は、このメールを無視してください。',
    },
    'change-email': {
      subject: '新しいメールアドレスを確認してください',
      hello: '{name} さん',
      body: 'FitChoice アカウントで {email} を使うよう依頼がありました。変更を完了するには確認してください。',
      button: 'このアドレスを確認する',
      footer:
        'このリンクの有効期限は 24 時間です。心当たりがない場合は、このメールを無視してください。アカウントのメールアドレスは変わりません。',
    },
    'reset-password': {
      subject: 'FitChoice のパスワードを再設定してください',
      hello: '{name} さん',
      body: '{email} の FitChoice アカウントのパスワード再設定が依頼されました（ご本人によるものであれば幸いです）。',
      button: '新しいパスワードを設定する',
      footer:
        'このリンクは 30 分間、1 回だけ使えます。再設定すると、すべてのデバイスでアカウントからログアウトします。心当たりがない場合は、このメールを無視してください。パスワードは変わりません。',
    },
    'confirm-application': {
      subject: 'FitChoice パートナーへの申し込みを確認してください',
      hello: '{name} さん',
      body: 'FitChoice へのお申し込みありがとうございます。チームが審査できるよう、{email} があなたのアドレスであることを確認してください。',
      button: '申し込みを確認する',
      footer: 'このリンクの有効期限は 7 日間です。お申し込みに心当たりがない場合は、このメールを無視してください。',
    },
  },
  ko: {
    'verify-email': {
      subject: 'FitChoice 이메일을 인증해 주세요',
      hello: '{name}님, 안녕하세요.',
      body: '{email}이(가) 본인의 이메일 주소인지 인증해 주세요. 인증하면 리워드 교환, 공개 게시, 파트너 신청을 할 수 있어요.',
      button: '이메일 인증하기',
      footer: '링크는 24시간 동안 유효해요. FitChoice 계정을 만들지 않았다면 이 메일을 무시하세요.',
    },
    'change-email': {
      subject: '새 이메일 주소를 인증해 주세요',
      hello: '{name}님, 안녕하세요.',
      body: 'FitChoice 계정에 {email}을(를) 사용하도록 요청하셨어요. 변경을 완료하려면 인증해 주세요.',
      button: '이 주소 인증하기',
      footer: '링크는 24시간 동안 유효해요. 요청하지 않았다면 이 메일을 무시하세요. 계정은 현재 이메일을 그대로 사용해요.',
    },
    'reset-password': {
      subject: 'FitChoice 비밀번호를 재설정하세요',
      hello: '{name}님, 안녕하세요.',
      body: '누군가(아마도 본인이) {email}의 FitChoice 계정 비밀번호 재설정을 요청했어요.',
      button: '새 비밀번호 설정하기',
      footer:
        '링크는 30분 동안 한 번만 사용할 수 있어요. 재설정하면 모든 기기에서 계정이 로그아웃돼요. 요청하지 않았다면 이 메일을 무시하세요. 비밀번호는 바뀌지 않아요.',
    },
    'confirm-application': {
      subject: 'FitChoice 파트너 신청을 확인해 주세요',
      hello: '{name}님, 안녕하세요.',
      body: 'FitChoice에 파트너로 신청해 주셔서 감사해요. 저희 팀이 신청서를 검토할 수 있도록 {email}이(가) 본인의 주소인지 확인해 주세요.',
      button: '신청 확인하기',
      footer: '링크는 7일 동안 유효해요. 신청하지 않았다면 이 메일을 무시하세요.',
    },
  },
  zh: {
    'verify-email': {
      subject: '验证你的 FitChoice 邮箱',
      hello: '{name}，你好：',
      body: '请确认 {email} 是你的邮箱地址。验证后，你就可以兑换奖励、公开发帖和申请成为合作伙伴。',
      button: '验证我的邮箱',
      footer: '此链接 24 小时内有效。如果你没有创建 FitChoice 账户，请忽略此邮件。',
    },
    'change-email': {
      subject: '验证你的新邮箱地址',
      hello: '{name}，你好：',
      body: '你请求为 FitChoice 账户使用 {email}。请验证该地址以完成更改。',
      button: '验证此地址',
      footer: '此链接 24 小时内有效。如果这不是你本人的操作，请忽略此邮件：你的账户将继续使用当前邮箱。',
    },
    'reset-password': {
      subject: '重置你的 FitChoice 密码',
      hello: '{name}，你好：',
      body: '有人（希望是你本人）请求重置 {email} 的 FitChoice 账户密码。',
      button: '设置新密码',
      footer:
        '此链接 30 分钟内有效，仅可使用一次。重置后，该账户将在所有设备上退出登录。如果这不是你本人的操作，请忽略此邮件：你的密码不会改变。',
    },
    'confirm-application': {
      subject: '确认你的 FitChoice 合作伙伴申请',
      hello: '{name}，你好：',
      body: '感谢你申请入驻 FitChoice。请确认 {email} 是你的邮箱地址，以便我们的团队审核你的申请。',
      button: '确认我的申请',
      footer: '此链接 7 天内有效。如果你没有提交申请，请忽略此邮件。',
    },
  },
  hi: {
    'verify-email': {
      subject: 'FitChoice के लिए अपना ईमेल कन्फ़र्म करें',
      hello: 'नमस्ते {name},',
      body: 'कन्फ़र्म करें कि {email} आपका ईमेल पता है। कन्फ़र्म होने के बाद आप रिवॉर्ड रिडीम कर सकते हैं, सबके लिए पोस्ट कर सकते हैं और पार्टनर के रूप में आवेदन कर सकते हैं।',
      button: 'मेरा ईमेल कन्फ़र्म करें',
      footer: 'यह लिंक 24 घंटे तक काम करेगा। अगर आपने FitChoice अकाउंट नहीं बनाया है, तो इस संदेश को अनदेखा करें।',
    },
    'change-email': {
      subject: 'अपना नया ईमेल पता कन्फ़र्म करें',
      hello: 'नमस्ते {name},',
      body: 'आपने अपने FitChoice अकाउंट के लिए {email} इस्तेमाल करने को कहा है। बदलाव पूरा करने के लिए इसे कन्फ़र्म करें।',
      button: 'यह पता कन्फ़र्म करें',
      footer: 'यह लिंक 24 घंटे तक काम करेगा। अगर आपने यह नहीं माँगा था, तो इस संदेश को अनदेखा करें: आपका अकाउंट अपना मौजूदा ईमेल रखेगा।',
    },
    'reset-password': {
      subject: 'अपना FitChoice पासवर्ड रीसेट करें',
      hello: 'नमस्ते {name},',
      body: 'किसी ने, उम्मीद है आपने, {email} वाले FitChoice अकाउंट का पासवर्ड रीसेट करने को कहा है।',
      button: 'नया पासवर्ड चुनें',
      footer:
        'यह लिंक 30 मिनट तक, एक बार काम करेगा। रीसेट करने से अकाउंट हर डिवाइस पर साइन आउट हो जाएगा। अगर आपने यह नहीं माँगा था, तो इस संदेश को अनदेखा करें: आपका पासवर्ड जैसा है वैसा ही रहेगा।',
    },
    'confirm-application': {
      subject: 'FitChoice पार्टनर आवेदन कन्फ़र्म करें',
      hello: 'नमस्ते {name},',
      body: 'FitChoice पर लिस्ट होने के लिए आवेदन करने का धन्यवाद। कन्फ़र्म करें कि {email} आपका पता है, ताकि हमारी टीम आपके आवेदन की समीक्षा कर सके।',
      button: 'मेरा आवेदन कन्फ़र्म करें',
      footer: 'यह लिंक 7 दिन तक काम करेगा। अगर आपने आवेदन नहीं किया है, तो इस संदेश को अनदेखा करें।',
    },
  },
  ar: {
    'verify-email': {
      subject: 'أكّد بريدك الإلكتروني في FitChoice',
      hello: 'مرحبًا {name}،',
      body: 'أكّد أن {email} هو عنوان بريدك الإلكتروني. بعد التأكيد يمكنك استبدال المكافآت والنشر للعموم والتقدّم كشريك.',
      button: 'تأكيد بريدي الإلكتروني',
      footer: 'يعمل الرابط لمدة 24 ساعة. إن لم تنشئ حسابًا في FitChoice، فتجاهل هذه الرسالة.',
    },
    'change-email': {
      subject: 'أكّد عنوان بريدك الإلكتروني الجديد',
      hello: 'مرحبًا {name}،',
      body: 'طلبت استخدام {email} لحسابك في FitChoice. أكّده لإتمام التغيير.',
      button: 'تأكيد هذا العنوان',
      footer: 'يعمل الرابط لمدة 24 ساعة. إن لم تطلب ذلك، فتجاهل هذه الرسالة: يحتفظ حسابك ببريده الحالي.',
    },
    'reset-password': {
      subject: 'أعد تعيين كلمة مرور FitChoice',
      hello: 'مرحبًا {name}،',
      body: 'طلب أحدهم، ونأمل أن تكون أنت، إعادة تعيين كلمة مرور حساب FitChoice الخاص بـ {email}.',
      button: 'اختيار كلمة مرور جديدة',
      footer:
        'يعمل الرابط مرة واحدة، لمدة 30 دقيقة. إعادة التعيين تسجّل خروج الحساب من كل الأجهزة. إن لم تطلب ذلك، فتجاهل هذه الرسالة: تبقى كلمة مرورك كما هي.',
    },
    'confirm-application': {
      subject: 'أكّد طلب الشراكة مع FitChoice',
      hello: 'مرحبًا {name}،',
      body: 'شكرًا لتقدّمك للانضمام إلى FitChoice. أكّد أن {email} هو عنوانك ليراجع فريقنا طلبك.',
      button: 'تأكيد طلبي',
      footer: 'يعمل الرابط لمدة 7 أيام. إن لم تتقدّم بطلب، فتجاهل هذه الرسالة.',
    },
  },
  ru: {
    'verify-email': {
      subject: 'Подтвердите адрес эл. почты для FitChoice',
      hello: 'Здравствуйте, {name}!',
      body: 'Подтвердите, что {email} — ваш адрес эл. почты. После подтверждения вы сможете получать награды, публиковать записи и подать заявку на партнёрство.',
      button: 'Подтвердить адрес',
      footer: 'Ссылка действует 24 часа. Если вы не создавали аккаунт FitChoice, просто проигнорируйте это письмо.',
    },
    'change-email': {
      subject: 'Подтвердите новый адрес эл. почты',
      hello: 'Здравствуйте, {name}!',
      body: 'Вы попросили использовать {email} для аккаунта FitChoice. Подтвердите адрес, чтобы завершить изменение.',
      button: 'Подтвердить этот адрес',
      footer: 'Ссылка действует 24 часа. Если вы об этом не просили, проигнорируйте письмо: у аккаунта останется прежний адрес.',
    },
    'reset-password': {
      subject: 'Сброс пароля FitChoice',
      hello: 'Здравствуйте, {name}!',
      body: 'Кто-то (надеемся, вы) попросил сбросить пароль аккаунта FitChoice для {email}.',
      button: 'Выбрать новый пароль',
      footer:
        'Ссылка сработает один раз в течение 30 минут. Сброс завершит сеансы аккаунта на всех устройствах. Если вы об этом не просили, проигнорируйте письмо: пароль останется прежним.',
    },
    'confirm-application': {
      subject: 'Подтвердите заявку на партнёрство с FitChoice',
      hello: 'Здравствуйте, {name}!',
      body: 'Спасибо за заявку на размещение в FitChoice. Подтвердите, что {email} — ваш адрес, чтобы наша команда рассмотрела заявку.',
      button: 'Подтвердить заявку',
      footer: 'Ссылка действует 7 дней. Если вы не подавали заявку, проигнорируйте это письмо.',
    },
  },
};
