import type { LegalTexts } from './document.ts'

/** The Terms of Use, the version `legalVersions.terms` names. */
export const terms: LegalTexts = {
  en: {
    title: 'Terms of Use',
    summary:
      'The rules for using Raqam: who we are, what you may list, how we moderate, and what we are and are not responsible for.',
    sections: [
      {
        id: 'who-we-are',
        heading: 'Who we are',
        blocks: [
          {
            paragraph:
              'Raqam is an online marketplace where people in the United Arab Emirates list car plates, motorcycle plates and mobile numbers for sale, and post requests for the numbers they are looking for. Raqam is operated from Dubai, United Arab Emirates. In these terms, “Raqam”, “we” and “us” mean the operator of the Raqam website, and “you” means anyone who uses it.',
          },
          {
            paragraph:
              'By creating an account or using Raqam, you agree to these Terms of Use. Our Privacy Policy explains what we do with your personal data, and our Refund Policy explains payments.',
          },
        ],
      },
      {
        id: 'accounts',
        heading: 'Your account',
        blocks: [
          {
            paragraph:
              'To create an account you must be at least 18 years old and able to enter into contracts under UAE law.',
          },
          {
            list: [
              'Give your real name, and an e-mail address and a UAE mobile number that are your own: we confirm both with a code before the account is created.',
              'Keep your password secret. You are responsible for what is done with your account; tell us at once if you think someone else has used it.',
              'One account per person. Do not open an account for someone else without their permission, or a new account after we suspended yours.',
            ],
          },
          { paragraph: 'You can download your data or delete your account at any time from My Profile.' },
        ],
      },
      {
        id: 'listings',
        heading: 'Listings',
        blocks: [
          {
            paragraph:
              'A listing is an offer made by you, not by Raqam. When you list a plate or a number for sale, you confirm that:',
          },
          {
            list: [
              'you own it, or its owner has authorised you in writing to sell it;',
              'it can legally be transferred, and is not pledged, blocked or subject to a dispute or an unpaid fine that would prevent the transfer;',
              'the emirate, code, number, category and price you give are correct, and you keep them up to date: mark the listing sold, or withdraw it, as soon as it is no longer available.',
            ],
          },
          { paragraph: 'A wanted request must describe a number you genuinely intend to buy.' },
          {
            paragraph:
              'Listings are public: anyone visiting Raqam sees them with your name, phone number and profile photo, and they may appear in search engines and in link previews when they are shared.',
          },
        ],
      },
      {
        id: 'prohibited',
        heading: 'What is not allowed',
        blocks: [
          { paragraph: 'On Raqam you may not:' },
          {
            list: [
              'list a plate or a number that you do not own and are not authorised to sell;',
              'publish fake, misleading or duplicate listings, including prices you do not mean and numbers that do not exist;',
              'use a listing to collect deposits or personal data, to advertise anything else, or to send spam;',
              'post offensive, abusive or unlawful names, titles or photos, or pretend to be another person or business;',
              'copy listings in bulk, by scraping or otherwise, or interfere with the service, its security or other people’s accounts;',
              'do anything that breaks UAE law or the rules of the authorities that issue plates and mobile numbers.',
            ],
          },
        ],
      },
      {
        id: 'reports',
        heading: 'Reports and moderation',
        blocks: [
          {
            paragraph:
              'Anyone can report a listing or a seller that seems to break these terms, and our moderators review every report. They may hide a listing, or suspend a seller, giving the reason: a suspended seller is signed out, all their listings are hidden, and they cannot sign in until the suspension is lifted.',
          },
          {
            paragraph:
              'We may also act without a report, for example when we detect fraud. Every moderation decision is recorded with its reason. If you think a decision about you is wrong, contact us and we will review it.',
          },
          {
            paragraph:
              'Reporting in bad faith, such as false reports against a competitor, is itself a breach of these terms.',
          },
        ],
      },
      {
        id: 'verified-owners',
        heading: 'Verified owners',
        blocks: [
          {
            paragraph:
              'A seller can ask us to verify that they own a plate or a number by sending a proof of ownership, such as the vehicle registration card or the contract of the mobile line. If a moderator accepts it, the listing shows a “Verified owner” mark.',
          },
          {
            paragraph:
              'The mark means only that a moderator saw a document that appeared to show the seller’s ownership when it was checked. It does not guarantee ownership, the history of the plate or the number, or that a transfer will succeed: always check ownership yourself at the time of the transfer.',
          },
          {
            paragraph:
              'Proofs of ownership are seen only by our moderators, and are deleted 30 days after the decision on them.',
          },
        ],
      },
      {
        id: 'buying-and-selling',
        heading: 'Buying and selling',
        blocks: [
          {
            paragraph:
              'Raqam is a place where buyers and sellers meet. We are not a party to any sale, we do not act as an agent, broker or escrow, and we never receive or hold payments. Buyers and sellers contact each other directly, by phone or WhatsApp, agree the price and the terms between themselves, and pay each other.',
          },
          {
            paragraph:
              'The buyer and the seller complete the transfer of a plate with the Roads and Transport Authority (RTA) in Dubai, the Integrated Transport Centre (ITC) in Abu Dhabi, or the licensing authority of the emirate concerned, and the transfer of a mobile number with its operator. Those authorities set the fees, documents and conditions of a transfer; completing it is the responsibility of the buyer and the seller, not of Raqam.',
          },
          { paragraph: 'Our Refund Policy gives advice on paying safely.' },
        ],
      },
      {
        id: 'liability',
        heading: 'Our responsibility',
        blocks: [
          {
            paragraph:
              'We work to keep Raqam available and its listings honest, but we provide it “as is”. We do not check every listing, and we do not guarantee that a listing is accurate, that a seller owns what they list, that a buyer will pay, or that the service will be uninterrupted or free of errors.',
          },
          {
            paragraph:
              'To the extent UAE law allows, Raqam is not liable for any loss arising from a deal between users or from another user’s listing or message, nor for lost profits, business or data. Nothing in these terms limits a liability that the law does not allow to be limited, such as liability for fraud or gross negligence.',
          },
          {
            paragraph:
              'You are responsible for your listings and for your dealings with other users, and you will compensate Raqam for claims by others that arise from your breach of these terms or of the law.',
          },
        ],
      },
      {
        id: 'suspension',
        heading: 'Suspending and closing accounts',
        blocks: [
          {
            paragraph:
              'We may hide your listings, or suspend or close your account, if you break these terms or the law, if an authority requires it, or to protect other users from fraud. We tell you why, unless the law or an investigation prevents us.',
          },
          {
            paragraph:
              'You may stop using Raqam and delete your account at any time. What we keep after a deletion, and why, is set out in our Privacy Policy.',
          },
        ],
      },
      {
        id: 'changes',
        heading: 'Changes to these terms',
        blocks: [
          {
            paragraph:
              'We may change these terms, for example when we add a feature or when the law changes. Each version has a number and a date, shown at the top of this page.',
          },
          {
            paragraph:
              'When the terms change, signed-in customers see a notice with a link to the new version and are asked to accept it. If you do not agree with the new version, stop using Raqam and delete your account from My Profile.',
          },
        ],
      },
      {
        id: 'governing-law',
        heading: 'Governing law and courts',
        blocks: [
          {
            paragraph:
              'These terms are governed by the laws of the United Arab Emirates as applied in the Emirate of Dubai. The courts of Dubai have exclusive jurisdiction over any dispute arising from these terms or from your use of Raqam.',
          },
          {
            paragraph:
              'If a court finds part of these terms invalid, the rest remains in force. These terms are written in Arabic and English with the same meaning; should the two texts ever differ, the Arabic text prevails.',
          },
        ],
      },
      {
        id: 'contact',
        heading: 'Contact us',
        blocks: [{ paragraph: 'Questions about these terms? Write to us or call us through the Contact us page.' }],
      },
    ],
  },
  ar: {
    title: 'شروط الاستخدام',
    summary: 'قواعد استخدام رقم: من نحن، وما يجوز لك عرضه، وكيف نراجع الإعلانات، وما نتحمل مسؤوليته وما لا نتحمله.',
    sections: [
      {
        id: 'who-we-are',
        heading: 'من نحن',
        blocks: [
          {
            paragraph:
              'رقم سوق إلكتروني يعرض فيه الناس في دولة الإمارات العربية المتحدة لوحات السيارات ولوحات الدراجات النارية وأرقام الهواتف المتحركة للبيع، وينشرون طلبات شراء للأرقام التي يبحثون عنها. ويُدار رقم من دبي في دولة الإمارات العربية المتحدة. ويُقصد في هذه الشروط بكلمة «رقم» وبضمير المتكلم «نحن» الجهةُ التي تدير موقع رقم، ويُقصد بـ«أنت» كلُّ من يستخدمه.',
          },
          {
            paragraph:
              'بإنشائك حسابًا أو استخدامك رقم فإنك توافق على شروط الاستخدام هذه. وتشرح سياسة الخصوصية ما نفعله ببياناتك الشخصية، وتشرح سياسة الاسترداد ما يتعلق بالمدفوعات.',
          },
        ],
      },
      {
        id: 'accounts',
        heading: 'حسابك',
        blocks: [
          {
            paragraph:
              'يشترط لإنشاء حساب أن يكون عمرك 18 عامًا على الأقل، وأن تكون أهلًا للتعاقد وفق قوانين دولة الإمارات.',
          },
          {
            list: [
              'استخدم اسمك الحقيقي، وبريدًا إلكترونيًا ورقم هاتف متحرك إماراتيًا يخصّانك: نتحقق من كليهما برمز قبل إنشاء الحساب.',
              'حافظ على سرية كلمة المرور. أنت مسؤول عما يُفعل بحسابك، فأبلغنا فورًا إذا ظننت أن غيرك استخدمه.',
              'حساب واحد لكل شخص. لا تفتح حسابًا لغيرك دون إذنه، ولا تفتح حسابًا جديدًا بعد أن نوقف حسابك.',
            ],
          },
          { paragraph: 'يمكنك تنزيل بياناتك أو حذف حسابك في أي وقت من صفحة «ملفي الشخصي».' },
        ],
      },
      {
        id: 'listings',
        heading: 'الإعلانات',
        blocks: [
          {
            paragraph: 'الإعلان عرضٌ منك أنت، لا من رقم. وعندما تعرض لوحة أو رقمًا للبيع فإنك تؤكد أن:',
          },
          {
            list: [
              'اللوحة أو الرقم ملكك، أو أن مالكه فوّضك كتابيًا ببيعه؛',
              'نقل ملكيته جائز قانونًا، وأنه غير مرهون ولا محجوز ولا محل نزاع أو مخالفة غير مسددة تمنع نقله؛',
              'الإمارة والرمز والرقم والفئة والسعر التي تذكرها صحيحة، وأنك تحدّثها باستمرار: علّم الإعلان بأنه بِيع أو اسحبه حالما لا يعود متاحًا.',
            ],
          },
          { paragraph: 'يجب أن يصف طلب الشراء رقمًا تنوي شراءه فعلًا.' },
          {
            paragraph:
              'الإعلانات عامة: يراها كل من يزور رقم مع اسمك ورقم هاتفك وصورتك الشخصية، وقد تظهر في محركات البحث وفي معاينات الروابط عند مشاركتها.',
          },
        ],
      },
      {
        id: 'prohibited',
        heading: 'ما لا يُسمح به',
        blocks: [
          { paragraph: 'لا يجوز لك على رقم:' },
          {
            list: [
              'عرض لوحة أو رقم لا تملكه ولست مفوّضًا ببيعه؛',
              'نشر إعلانات وهمية أو مضللة أو مكررة، ومنها الأسعار التي لا تقصدها والأرقام غير الموجودة؛',
              'استخدام إعلان لجمع عربون أو بيانات شخصية، أو للترويج لأي شيء آخر، أو لإرسال رسائل مزعجة؛',
              'نشر أسماء أو عناوين أو صور مسيئة أو مهينة أو مخالفة للقانون، أو انتحال شخصية فرد أو نشاط تجاري آخر؛',
              'نسخ الإعلانات بالجملة، آليًا أو بأي طريقة أخرى، أو التدخل في عمل الخدمة أو أمنها أو حسابات الآخرين؛',
              'القيام بأي فعل يخالف قوانين دولة الإمارات أو قواعد الجهات التي تصدر اللوحات وأرقام الهواتف المتحركة.',
            ],
          },
        ],
      },
      {
        id: 'reports',
        heading: 'البلاغات والإشراف',
        blocks: [
          {
            paragraph:
              'يمكن لأي شخص الإبلاغ عن إعلان أو بائع يبدو أنه يخالف هذه الشروط، ويراجع المشرفون لدينا كل بلاغ. ولهم أن يُخفوا إعلانًا أو يوقفوا بائعًا مع بيان السبب: يُسجَّل خروج البائع الموقوف، وتُخفى جميع إعلاناته، ولا يستطيع تسجيل الدخول حتى يُرفع الإيقاف.',
          },
          {
            paragraph:
              'وقد نتخذ إجراءً دون بلاغ، كأن نكتشف احتيالًا. ويُسجَّل كل قرار إشرافي مع سببه. وإذا رأيت أن قرارًا يخصك خاطئ فتواصل معنا وسنعيد النظر فيه.',
          },
          { paragraph: 'الإبلاغ بسوء نية، كالبلاغات الكاذبة ضد منافس، مخالفةٌ لهذه الشروط في حد ذاته.' },
        ],
      },
      {
        id: 'verified-owners',
        heading: 'المالكون الموثَّقون',
        blocks: [
          {
            paragraph:
              'يمكن للبائع أن يطلب منا التحقق من ملكيته للوحة أو رقم بإرسال إثبات ملكية، مثل بطاقة ملكية المركبة أو عقد خط الهاتف المتحرك. فإذا قبله أحد المشرفين ظهرت على الإعلان علامة «مالك موثَّق».',
          },
          {
            paragraph:
              'لا تعني هذه العلامة إلا أن مشرفًا اطّلع على مستند بدا أنه يثبت ملكية البائع وقت التحقق. وهي لا تضمن الملكية، ولا تاريخ اللوحة أو الرقم، ولا نجاح نقل الملكية: تحقق من الملكية بنفسك دائمًا عند النقل.',
          },
          {
            paragraph: 'لا يطّلع على إثباتات الملكية إلا المشرفون لدينا، وتُحذف بعد 30 يومًا من صدور القرار بشأنها.',
          },
        ],
      },
      {
        id: 'buying-and-selling',
        heading: 'البيع والشراء',
        blocks: [
          {
            paragraph:
              'رقم مكان يلتقي فيه البائعون والمشترون. لسنا طرفًا في أي عملية بيع، ولا نعمل وكيلًا أو وسيطًا أو أمينًا على الأموال، ولا نستلم أي مبالغ ولا نحتفظ بها. يتواصل المشتري والبائع مباشرة عبر الهاتف أو واتساب، ويتفقان بينهما على السعر والشروط، ويدفع أحدهما للآخر مباشرة.',
          },
          {
            paragraph:
              'يُتمّ المشتري والبائع نقل ملكية اللوحة لدى هيئة الطرق والمواصلات في دبي، أو مركز النقل المتكامل في أبوظبي، أو جهة الترخيص في الإمارة المعنية، ويُتمّان نقل رقم الهاتف المتحرك لدى مشغّله. وتحدد تلك الجهات رسوم النقل ومستنداته وشروطه، وإتمامه مسؤولية المشتري والبائع لا مسؤولية رقم.',
          },
          { paragraph: 'تقدم سياسة الاسترداد نصائح للدفع بأمان.' },
        ],
      },
      {
        id: 'liability',
        heading: 'مسؤوليتنا',
        blocks: [
          {
            paragraph:
              'نعمل على إبقاء رقم متاحًا وإعلاناته صادقة، لكننا نقدمه «كما هو». فنحن لا نراجع كل إعلان، ولا نضمن دقة الإعلان، ولا ملكية البائع لما يعرضه، ولا أن يدفع المشتري، ولا أن تعمل الخدمة دون انقطاع أو أخطاء.',
          },
          {
            paragraph:
              'في الحدود التي تسمح بها قوانين دولة الإمارات، لا يتحمل رقم المسؤولية عن أي خسارة تنشأ عن صفقة بين المستخدمين أو عن إعلان مستخدم آخر أو رسالته، ولا عن فوات الأرباح أو الأعمال أو البيانات. ولا يحدّ أي بند في هذه الشروط من مسؤولية لا يجيز القانون تحديدها، كالمسؤولية عن الاحتيال أو الإهمال الجسيم.',
          },
          {
            paragraph:
              'أنت مسؤول عن إعلاناتك وعن تعاملاتك مع المستخدمين الآخرين، وتلتزم بتعويض رقم عن أي مطالبات من الغير تنشأ عن مخالفتك هذه الشروط أو القانون.',
          },
        ],
      },
      {
        id: 'suspension',
        heading: 'إيقاف الحسابات وإغلاقها',
        blocks: [
          {
            paragraph:
              'يجوز لنا إخفاء إعلاناتك أو إيقاف حسابك أو إغلاقه إذا خالفت هذه الشروط أو القانون، أو إذا طلبت ذلك جهة مختصة، أو لحماية المستخدمين الآخرين من الاحتيال. ونبلغك بالسبب ما لم يمنعنا من ذلك القانون أو تحقيق جارٍ.',
          },
          {
            paragraph:
              'يمكنك التوقف عن استخدام رقم وحذف حسابك في أي وقت. وتبيّن سياسة الخصوصية ما نحتفظ به بعد الحذف وسبب ذلك.',
          },
        ],
      },
      {
        id: 'changes',
        heading: 'تعديل هذه الشروط',
        blocks: [
          {
            paragraph:
              'قد نعدّل هذه الشروط، كأن نضيف ميزة جديدة أو يتغير القانون. ولكل إصدار رقم وتاريخ يظهران أعلى هذه الصفحة.',
          },
          {
            paragraph:
              'عند تعديل الشروط يرى العملاء المسجّلون إشعارًا فيه رابط الإصدار الجديد، ويُطلب منهم قبوله. وإذا لم توافق على الإصدار الجديد فتوقف عن استخدام رقم واحذف حسابك من صفحة «ملفي الشخصي».',
          },
        ],
      },
      {
        id: 'governing-law',
        heading: 'القانون الواجب التطبيق والمحاكم المختصة',
        blocks: [
          {
            paragraph:
              'تخضع هذه الشروط لقوانين دولة الإمارات العربية المتحدة كما تُطبَّق في إمارة دبي، وتختص محاكم دبي حصرًا بالنظر في أي نزاع ينشأ عن هذه الشروط أو عن استخدامك رقم.',
          },
          {
            paragraph:
              'إذا قضت محكمة ببطلان جزء من هذه الشروط بقي سائرها نافذًا. وهذه الشروط مكتوبة بالعربية والإنجليزية بالمعنى نفسه، وإذا اختلف النصان يومًا فالنص العربي هو المعتمد.',
          },
        ],
      },
      {
        id: 'contact',
        heading: 'تواصل معنا',
        blocks: [{ paragraph: 'هل لديك سؤال عن هذه الشروط؟ راسلنا أو اتصل بنا عبر صفحة «اتصل بنا».' }],
      },
    ],
  },
}
