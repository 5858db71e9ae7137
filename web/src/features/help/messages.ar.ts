// The Arabic copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when Arabic is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { helpMessages } from './messages';

export const ar = {
  'help.intro': 'إجابات عن أكثر ما يسأل عنه الأعضاء: ابحث، أو تصفّح حسب الموضوع.',
  'help.search': 'ابحث في مركز المساعدة',
  'help.searchButton': 'بحث',
  'help.results':
    '{count, plural, zero {لا مقالات} one {مقالة واحدة} two {مقالتان} few {# مقالات} many {# مقالة} other {# مقالة}} عن «\u2068{query}\u2069»',
  'help.noResults': 'لا توجد مقالة تطابق «\u2068{query}\u2069». جرّب كلمات أخرى، أو تواصل معنا.',
  'help.browse': 'تصفّح حسب الموضوع',
  'help.back': 'كل مواضيع المساعدة',
  'help.related': 'المزيد عن \u2068{category}\u2069',
  'help.more': 'ما زلت بحاجة إلى مساعدة؟',
  'help.contact': 'تواصل مع الدعم',
  'helpCentre.category.booking': 'الحجز',
  'helpCentre.category.cancellation': 'الإلغاء والاسترداد',
  'helpCentre.category.checkin': 'تسجيل الحضور',
  'helpCentre.category.rewards': 'XP وSweatCoins',
  'helpCentre.category.wallet': 'المحفظة',
  'helpCentre.category.offline': 'الاستخدام دون اتصال',
  'helpCentre.category.privacy': 'الخصوصية',
  'helpCentre.category.partners': 'الشركاء',
  'helpCentre.category.account': 'حسابك',
  'helpCentre.title.book-visit': 'كيف أحجز زيارة إلى صالة؟',
  'helpCentre.body.book-visit':
    'افتح «الصالات»، واختر صالة ويومًا، ثم موعدًا فيه أماكن شاغرة واضغط «احجز الآن». السعر للزيارة الواحدة، بعملة منطقتك، ويظهر حجزك فورًا في «الحجوزات»، حتى دون اتصال.',
  'helpCentre.title.book-professional': 'حجز مدرّب أو أخصائي تغذية',
  'helpCentre.body.book-professional':
    'افتح «المدرّبون» أو «أخصائيو التغذية»، وقارن بين المختصّين المعتمدين حسب التخصص والسعر والتقييم، واختر وقتًا متاحًا في تقويمهم. يمكنك الإلغاء مجانًا حتى ساعتين قبل الجلسة.',
  'helpCentre.title.booking-payment': 'الدفع مقابل زيارة: بالبطاقة أو بـ SweatCoins',
  'helpCentre.body.booking-payment':
    'عند الدفع تختار الدفع في الصالة بالبطاقة أو بـ SweatCoins. تكلّف الزيارة 10 SweatCoins لكل دولار أمريكي من سعرها، ولا تُخصم SweatCoins إلا عند تأكيد الحجز.',
  'helpCentre.title.cancel-booking': 'كيف ألغي حجزًا؟',
  'helpCentre.body.cancel-booking':
    'افتح «الحجوزات»، واختر الزيارة واضغط «إلغاء». حتى ساعتين قبل الموعد يكون الإلغاء مجانيًا: تعود SweatCoins فورًا ويذهب مكانك إلى شخص آخر.',
  'helpCentre.title.late-cancellation': 'الإلغاء المتأخر والغياب',
  'helpCentre.body.late-cancellation':
    'قبل أقل من ساعتين من الموعد لم يعد ممكنًا إلغاء الحجز في التطبيق، لأن الصالة احتفظت بالمكان لك. إن حدث خطأ من جهة الصالة، فافتح تذكرة دعم وسننظر في الأمر.',
  'helpCentre.title.refunds': 'كيف تُدفع المبالغ المستردّة؟',
  'helpCentre.body.refunds':
    'الحجوزات المدفوعة بـ SweatCoins تُستردّ بـ SweatCoins فورًا. مدفوعات البطاقات تعود إلى البطاقة خلال 5 إلى 10 أيام عمل. لا تُستردّ SweatCoins المشتراة بعملة ETH.',
  'helpCentre.title.checkin-qr': 'تسجيل الحضور برمز QR',
  'helpCentre.body.checkin-qr':
    'لكل حجز رمز تسجيل حضور، يظهر في «الحجوزات» كرمز QR وكنص. عند المكتب يمسحه الموظفون، أو تمسحه أنت من «تسجيل الحضور برمز QR»؛ ويمكنك أيضًا كتابة الرمز يدويًا.',
  'helpCentre.title.checkin-window': 'متى يعمل رمز تسجيل حضوري؟',
  'helpCentre.body.checkin-window':
    'يعمل الرمز مرة واحدة، من 15 دقيقة قبل زيارتك حتى نهايتها. الرمز الذي استُخدم من قبل، أو الذي يعود إلى حجز ملغى، يُرفض مع ذكر السبب.',
  'helpCentre.title.checkin-offline': 'تسجيل الحضور دون اتصال',
  'helpCentre.body.checkin-offline':
    'إن تعطّلت شبكة Wi-Fi في الصالة، فسجّل حضورك على أي حال: يحتفظ التطبيق بتسجيل الحضور مع وقت المسح ويرسله عند عودة الاتصال، خلال 6 ساعات. ويُحتسب مرة واحدة مهما أُرسل.',
  'helpCentre.title.earn-xp': 'كيف أكسب نقاط XP؟',
  'helpCentre.body.earn-xp':
    'أول تسجيل حضور في كل يوم يمنحك 50 XP، و25 XP إضافية لحضور زيارة محجوزة، ومكافأة السلسلة. تمنح التحديات الأسبوعية من 100 إلى 400 XP إضافية. التمارين المنزلية وتمارين الواقع الافتراضي تُحتسب للشارات لكنها لا تمنح نقاط XP.',
  'helpCentre.title.streaks': 'كيف تعمل السلاسل؟',
  'helpCentre.body.streaks':
    'تحسب سلسلتك الأيام المتتالية التي تسجّل فيها حضورك، بتاريخ مكان الصالة. إن فاتك يوم تبقى السلسلة إن سجّلت حضورك في اليوم التالي، مرة واحدة في الأسبوع. كل يوم من السلسلة يضيف 10 XP إلى تسجيل الحضور، حتى 50.',
  'helpCentre.title.convert-xp': 'تحويل XP إلى SweatCoins',
  'helpCentre.body.convert-xp':
    'من «الملف الشخصي»، حوّل نقاط XP إلى SweatCoins بمعدّل 10 XP مقابل 1 SweatCoin، و10 XP على الأقل في كل مرة. التحويل لا يخفض مستواك ولا مكانك في لوحات المتصدّرين أبدًا.',
  'helpCentre.title.levels-badges': 'المستويات والشارات',
  'helpCentre.body.levels-badges':
    'ترتفع المستويات مع كل نقاط XP التي كسبتها على الإطلاق: المستوى 2 عند 100 XP، والمستوى 3 عند 400، والمستوى 4 عند 900. تكافئ الشارات الإنجازات مثل أول تسجيل حضور أو سلسلة من 7 أيام أو عشرة تمارين منزلية، وتفتح أجزاء للصورة الرمزية.',
  'helpCentre.title.leaderboards': 'كيف تُرتَّب لوحات المتصدّرين؟',
  'helpCentre.body.leaderboards':
    'ترتّب لوحات المتصدّرين نقاط XP المكتسبة في الصالات، هذا الأسبوع أو منذ البداية، في منطقتك أو بين أصدقائك. لا يُحتسب إلا تسجيل الحضور المؤكَّد، لذا لا يرفعك تمرين في المنزل أبدًا.',
  'helpCentre.title.connect-wallet': 'ربط محفظة عملات رقمية',
  'helpCentre.body.connect-wallet':
    'افتح «المحفظة» واضغط «ربط»: يعمل FitChoice مع محافظ المتصفح مثل MetaMask. نقرأ فقط عنوانك وشبكتك ورصيدك؛ وتسألك المحفظة قبل إرسال أي شيء.',
  'helpCentre.title.buy-sweatcoins': 'شراء SweatCoins بعملة ETH',
  'helpCentre.body.buy-sweatcoins':
    'في «المحفظة» أو متجر المكافآت، أدخل مبلغًا بعملة ETH: كل 1 ETH يشتري 100,000 SweatCoins. تُضاف كل معاملة مرة واحدة، ويظهر الشراء في سجلّ محفظتك.',
  'helpCentre.title.purchase-pending': 'يظهر شرائي قيد الانتظار',
  'helpCentre.body.purchase-pending':
    'ينتظر الشراء حتى تؤكّد الشبكة التحويل، أو حتى يعود اتصالك. يُحفظ على جهازك ويُضاف مرة واحدة عند اكتماله؛ ولا يُخصم شيء مرتين.',
  'helpCentre.title.offline-use': 'هل يعمل FitChoice دون اتصال؟',
  'helpCentre.body.offline-use':
    'نعم. حجوزاتك ورموز تسجيل الحضور والشاشات الأخيرة تعمل دون اتصال، وكل ما تفعله دون اتصال يُحفظ على جهازك ويُرسل مرة واحدة عند عودة الاتصال.',
  'helpCentre.title.pending-actions': 'الإجراءات المعلّقة والفاشلة',
  'helpCentre.body.pending-actions':
    'تعدّ الشارة في الشريط العلوي الإجراءات التي تنتظر الإرسال. افتحها لترسلها الآن، أو تعيد محاولة إجراء فاشل أو تتجاهله؛ ويظهر سبب الرفض، مثل موعد امتلأ.',
  'helpCentre.title.install-app': 'تثبيت FitChoice على هاتفك',
  'helpCentre.body.install-app':
    'اضغط «التثبيت الآن» عندما يعرضه التطبيق، أو استخدم «إضافة إلى الشاشة الرئيسية» في متصفحك. يفتح التطبيق المثبّت بملء الشاشة، ويُحمَّل أسرع ويعمل دون اتصال.',
  'helpCentre.title.data-collected': 'ما البيانات التي تحتفظون بها؟',
  'helpCentre.body.data-collected':
    'حسابك وحجوزاتك وتسجيلات حضورك ومكافآتك وإعداداتك، وموقعك التقريبي إن سمحت بذلك. لا تُعرض بيانات المزاج والصحة أبدًا في لوحات المتصدّرين ولا لأصحاب العمل. نحن لا نبيع البيانات.',
  'helpCentre.title.delete-account': 'تصدير بياناتك أو حذفها',
  'helpCentre.body.delete-account':
    'أرسل إلينا تذكرة دعم بموضوع «الحساب»، أو راسلنا على privacy@fitchoice.app. نرد خلال 30 يومًا. تسجيل الخروج يزيل بياناتك من هذا الجهاز فورًا.',
  'helpCentre.title.location': 'كيف يُستخدم موقعي؟',
  'helpCentre.body.location':
    'فقط لعرض الصالات القريبة منك وتحديد منطقتك. يبقى تقريبيًا، ويُخزَّن على جهازك لمدة ساعة، ويمكنك رفضه: اختر منطقتك يدويًا من «الإعدادات» بدلًا من ذلك.',
  'helpCentre.title.partner-join': 'إدراج صالتك أو عيادتك',
  'helpCentre.body.partner-join':
    'تتقدّم الصالات والمدرّبون وأخصائيو التغذية عبر تسجيل الشركاء مع بياناتهم وشهاداتهم. بعد القبول تدير إدراجك وأوقاتك المتاحة وأسعارك من لوحة الشريك.',
  'helpCentre.title.partner-panel': 'تسجيل الدخول إلى لوحة الشريك',
  'helpCentre.body.partner-panel':
    'استخدم «دخول الشركاء» بالبريد الإلكتروني الذي سجّلت به. في المرة الأولى، تغيّر كلمة المرور المؤقتة التي أرسلناها إليك قبل أن تُفتح اللوحة.',
  'helpCentre.title.guest-account': 'ماذا يستطيع الضيف أن يفعل؟',
  'helpCentre.body.guest-account':
    'يستطيع الضيوف التجوّل في التطبيق كله. لتحجز بـ SweatCoins وتكسب نقاط XP وتحافظ على سلسلة وتظهر في لوحات المتصدّرين، أنشئ حسابًا مجانيًا.',
  'helpCentre.title.home-workouts': 'التمارين الموجَّهة وتمارين الواقع الافتراضي',
  'helpCentre.body.home-workouts':
    'اختر برنامجًا تتابعه، واضغط «ابدأ» فيوقّت المشغّل كل فترة بنغمات وصوت اختياري. يُحفظ التمرين المنتهي في نشاطك، حتى دون اتصال، ويُحتسب للشارات.',
  'helpCentre.title.avatar': 'صورتك الرمزية',
  'helpCentre.body.avatar':
    'صمّمها في استوديو الصورة الرمزية من الجسم والبشرة والشعر والوجه والملابس والإكسسوارات. بعض الأجزاء تُفتح بالشارات أو المستويات، وبعضها بـ SweatCoins. وحتى تحفظ واحدة، تظهر الأحرف الأولى من اسمك.',
  'helpCentre.title.enterprise': 'FitChoice للشركات',
  'helpCentre.body.enterprise':
    'تمنح الشركات موظفيها مقاعد عضوية ولوحة متصدّرين للشركة وتحديات. لا ترى الشركة إلا المشاركة الإجمالية، ولا ترى أبدًا بيانات صحة أي شخص أو مزاجه. اسألنا من صفحة المؤسسات.',
} satisfies Translation<typeof helpMessages>;
