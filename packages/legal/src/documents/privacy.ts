import type { LegalTexts } from './document.ts'

/**
 * The Privacy Policy, the version `legalVersions.privacy` names. What it says is kept after an account is
 * deleted is what the server's deletion does (anonymised account row, reports without the reporter's
 * name, the audit log whole): a change to either changes the other.
 */
export const privacy: LegalTexts = {
  en: {
    title: 'Privacy Policy',
    summary:
      'What personal data Raqam collects, why, who handles it for us, how long we keep it, and your rights under UAE law.',
    sections: [
      {
        id: 'who-is-responsible',
        heading: 'Who is responsible',
        blocks: [
          {
            paragraph:
              'Raqam, operated from Dubai, United Arab Emirates, decides how the personal data described here is used and is responsible for it. This policy follows Federal Decree-Law No. 45 of 2021 on the Protection of Personal Data.',
          },
        ],
      },
      {
        id: 'what-we-collect',
        heading: 'What we collect',
        blocks: [
          {
            list: [
              'Account data: your name, e-mail address, UAE mobile number, password (stored only as a one-way hash), the language of our messages, your profile photo if you add one, your role on Raqam, and the version of the Terms of Use you accepted and when.',
              'Your listings: the plates and numbers you offer or ask for, their prices and price history, and whether they are sold, withdrawn or hidden.',
              'Your favourites, your saved searches with their message settings, and the listings matched to them.',
              'The reports you make, with your note, and the moderators’ decisions about your account and listings.',
              'Proofs of ownership you send for verification. They are private: only our moderators can open them, and they are deleted 30 days after the decision on them.',
              'The messages we send you by e-mail and WhatsApp: sign-up codes, new passwords, matches for your saved searches and wanted requests, and moderation notices.',
              'Server logs: your device’s internet address, the pages and requests it made, your browser’s name and the time, kept to protect the service and keep it working.',
            ],
          },
          {
            paragraph:
              'We do not receive the messages you exchange with other users by phone or WhatsApp: they stay between you.',
          },
        ],
      },
      {
        id: 'why-we-use-it',
        heading: 'Why we use it',
        blocks: [
          {
            list: [
              'To create and protect your account, and to confirm your e-mail address and phone number, as our agreement with you requires.',
              'To publish your listings and show buyers how to reach you, which is what the service is for.',
              'To send you the messages you asked for, such as matches for a saved search. You can stop them at any time from the link in each message or from My Profile.',
              'To review reports, verify owners and prevent fraud, in our interest and in other users’ interest in an honest marketplace.',
              'To meet our legal obligations and answer lawful requests from UAE authorities.',
            ],
          },
          { paragraph: 'We do not sell your personal data, and we do not use it for advertising.' },
        ],
      },
      {
        id: 'what-others-see',
        heading: 'What other people see',
        blocks: [
          {
            paragraph:
              'Your listings and your seller page are public, with your name, e-mail address, phone number and profile photo, so that buyers can contact you. Your reports, proofs of ownership, favourites and saved searches are never shown to other users.',
          },
        ],
      },
      {
        id: 'processors',
        heading: 'Who processes it for us',
        blocks: [
          {
            list: [
              'Our e-mail provider, which delivers the e-mails we send you.',
              'The WhatsApp Business Cloud API of Meta Platforms, which delivers our WhatsApp messages to your number.',
              'Our hosting provider, which runs our servers and database.',
            ],
          },
          {
            paragraph:
              'They process your data only on our instructions and only to provide these services. Where one of them processes data outside the UAE, we rely on the safeguards the Decree-Law requires.',
          },
        ],
      },
      {
        id: 'your-rights',
        heading: 'Your rights',
        blocks: [
          { paragraph: 'Under Federal Decree-Law No. 45 of 2021 you have the right to:' },
          {
            list: [
              'access your data and receive a copy: “Download your data” on My Profile gives you everything we hold about you in one file;',
              'correct it: edit your name, phone number, photo and the language of our messages on My Profile, and contact us to change your e-mail address;',
              'erase it: “Delete account” on My Profile deletes your account, with the exceptions explained below;',
              'object to or restrict its use, and stop our messages at any time.',
            ],
          },
          {
            paragraph:
              'For anything else, or to complain, contact us through the Contact us page. You may also complain to the UAE Data Office.',
          },
        ],
      },
      {
        id: 'account-deletion',
        heading: 'When you delete your account',
        blocks: [
          {
            paragraph:
              'Deleting your account takes effect at once and cannot be undone: you are signed out on every device. Then:',
          },
          {
            list: [
              'your listings, favourites, saved searches, matches, profile photo and proofs of ownership still waiting for a decision are deleted;',
              'your account record is kept, anonymised: your name, e-mail address, phone number and password are erased, and only its identifier, its language and its dates remain, so that the moderation audit log stays complete. Your e-mail address and phone number can be used to sign up again;',
              'the reports you made are kept without your name, so that moderators can still act on them;',
              'the moderation audit log (what moderators decided, when and why) is kept, to prevent fraud and to account for our decisions.',
            ],
          },
          { paragraph: 'We send a confirmation to your e-mail address when the account is deleted.' },
        ],
      },
      {
        id: 'retention',
        heading: 'How long we keep it',
        blocks: [
          {
            list: [
              'Account data, listings, favourites and saved searches: while your account exists, or until you delete them.',
              'Proofs of ownership: until 30 days after the decision on them.',
              'Server logs: at most 30 days.',
              'The anonymised account record, reports and the moderation audit log: as long as they are needed to prevent fraud and to meet our legal obligations.',
            ],
          },
        ],
      },
      {
        id: 'cookies',
        heading: 'Cookies and your device',
        blocks: [
          {
            paragraph: 'Raqam has no advertising trackers and no third-party analytics. It sets only two cookies:',
          },
          {
            list: [
              'your sign-in token, which keeps you signed in for up to 30 days and is removed when you sign out;',
              'the language you chose.',
            ],
          },
          {
            paragraph:
              'Your browser also remembers the listings you viewed recently, on your device only. The map on the Contact us page is loaded from Google Maps only when you ask to see it.',
          },
        ],
      },
      {
        id: 'security',
        heading: 'Security',
        blocks: [
          {
            paragraph:
              'Passwords are stored only as one-way hashes, connections to Raqam are encrypted, and only the members of our team who need it can reach personal data. Proofs of ownership are kept apart from listings and are never kept in caches.',
          },
        ],
      },
      {
        id: 'children',
        heading: 'Children',
        blocks: [{ paragraph: 'Raqam is not meant for anyone under 18, and we do not knowingly collect their data.' }],
      },
      {
        id: 'changes',
        heading: 'Changes to this policy',
        blocks: [
          {
            paragraph:
              'Each version of this policy has a number and a date, shown at the top of this page; a change takes effect on that date.',
          },
        ],
      },
    ],
  },
  ar: {
    title: 'سياسة الخصوصية',
    summary:
      'ما البيانات الشخصية التي يجمعها رقم، ولماذا، ومن يعالجها نيابة عنا، وإلى متى نحتفظ بها، وما حقوقك وفق قوانين دولة الإمارات.',
    sections: [
      {
        id: 'who-is-responsible',
        heading: 'الجهة المسؤولة',
        blocks: [
          {
            paragraph:
              'رقم، الذي يُدار من دبي في دولة الإمارات العربية المتحدة، هو الجهة التي تحدد كيفية استخدام البيانات الشخصية الموصوفة هنا وتتحمل مسؤوليتها. وتلتزم هذه السياسة بالمرسوم بقانون اتحادي رقم 45 لسنة 2021 بشأن حماية البيانات الشخصية.',
          },
        ],
      },
      {
        id: 'what-we-collect',
        heading: 'البيانات التي نجمعها',
        blocks: [
          {
            list: [
              'بيانات الحساب: اسمك وبريدك الإلكتروني ورقم هاتفك المتحرك الإماراتي وكلمة المرور (لا نحفظها إلا بصيغة مشفّرة لا يمكن استرجاع أصلها) ولغة رسائلنا إليك وصورتك الشخصية إن أضفتها ودورك على رقم، وإصدار شروط الاستخدام الذي قبلته وتاريخ قبوله.',
              'إعلاناتك: اللوحات والأرقام التي تعرضها أو تطلبها، وأسعارها وسجل تغيّر أسعارها، وهل بِيعت أو سُحبت أو أُخفيت.',
              'مفضلتك، وعمليات البحث المحفوظة مع إعدادات رسائلها، والإعلانات المطابقة لها.',
              'البلاغات التي تقدّمها مع ملاحظتك، وقرارات المشرفين بشأن حسابك وإعلاناتك.',
              'إثباتات الملكية التي ترسلها للتوثيق، وهي خاصة: لا يفتحها إلا المشرفون لدينا، وتُحذف بعد 30 يومًا من صدور القرار بشأنها.',
              'الرسائل التي نرسلها إليك بالبريد الإلكتروني وواتساب: رموز التسجيل، وكلمات المرور الجديدة، والإعلانات المطابقة لعمليات بحثك المحفوظة وطلبات الشراء، وإشعارات الإشراف.',
              'سجلات الخادم: عنوان جهازك على الإنترنت، والصفحات والطلبات التي أجراها، واسم متصفحك، والوقت، ونحتفظ بها لحماية الخدمة وضمان عملها.',
            ],
          },
          {
            paragraph: 'لا تصلنا الرسائل التي تتبادلها مع المستخدمين الآخرين عبر الهاتف أو واتساب، فهي تبقى بينكم.',
          },
        ],
      },
      {
        id: 'why-we-use-it',
        heading: 'لماذا نستخدمها',
        blocks: [
          {
            list: [
              'لإنشاء حسابك وحمايته، والتحقق من بريدك الإلكتروني ورقم هاتفك، تنفيذًا لاتفاقنا معك.',
              'لنشر إعلاناتك وإطلاع المشترين على طريقة التواصل معك، وهذا هو الغرض من الخدمة.',
              'لإرسال الرسائل التي طلبتها، كالإعلانات المطابقة لعملية بحث محفوظة. ويمكنك إيقافها في أي وقت من الرابط الموجود في كل رسالة أو من صفحة «ملفي الشخصي».',
              'لمراجعة البلاغات وتوثيق المالكين ومنع الاحتيال، حرصًا منا ومن المستخدمين على سوق نزيهة.',
              'للوفاء بالتزاماتنا القانونية والاستجابة للطلبات المشروعة من الجهات المختصة في دولة الإمارات.',
            ],
          },
          { paragraph: 'لا نبيع بياناتك الشخصية، ولا نستخدمها للإعلانات التجارية.' },
        ],
      },
      {
        id: 'what-others-see',
        heading: 'ما يراه الآخرون',
        blocks: [
          {
            paragraph:
              'إعلاناتك وصفحتك بصفتك بائعًا عامة، مع اسمك وبريدك الإلكتروني ورقم هاتفك وصورتك الشخصية، ليتمكن المشترون من التواصل معك. أما بلاغاتك وإثباتات ملكيتك ومفضلتك وعمليات بحثك المحفوظة فلا تُعرض على المستخدمين الآخرين أبدًا.',
          },
        ],
      },
      {
        id: 'processors',
        heading: 'من يعالجها نيابة عنا',
        blocks: [
          {
            list: [
              'مزوّد خدمة البريد الإلكتروني، الذي يوصل الرسائل التي نرسلها إليك بالبريد.',
              'واجهة واتساب للأعمال السحابية التابعة لشركة ميتا، التي توصل رسائلنا عبر واتساب إلى رقمك.',
              'مزوّد الاستضافة، الذي يشغّل خوادمنا وقاعدة بياناتنا.',
            ],
          },
          {
            paragraph:
              'لا يعالج هؤلاء بياناتك إلا بتعليماتنا ولتقديم هذه الخدمات فقط. وإذا عالج أحدهم بيانات خارج دولة الإمارات فإننا نعتمد على الضمانات التي يشترطها المرسوم بقانون.',
          },
        ],
      },
      {
        id: 'your-rights',
        heading: 'حقوقك',
        blocks: [
          { paragraph: 'يحق لك وفق المرسوم بقانون اتحادي رقم 45 لسنة 2021:' },
          {
            list: [
              'الاطلاع على بياناتك والحصول على نسخة منها: يمنحك زر «تنزيل بياناتك» في صفحة «ملفي الشخصي» كل ما نحتفظ به عنك في ملف واحد؛',
              'تصحيحها: عدّل اسمك ورقم هاتفك وصورتك ولغة رسائلنا إليك في صفحة «ملفي الشخصي»، وتواصل معنا لتغيير بريدك الإلكتروني؛',
              'محوها: يحذف زر «حذف الحساب» في صفحة «ملفي الشخصي» حسابك، مع الاستثناءات المبيّنة أدناه؛',
              'الاعتراض على استخدامها أو تقييده، وإيقاف رسائلنا في أي وقت.',
            ],
          },
          {
            paragraph:
              'لأي طلب آخر أو لتقديم شكوى، تواصل معنا عبر صفحة «اتصل بنا». ويحق لك أيضًا تقديم شكوى إلى مكتب الإمارات للبيانات.',
          },
        ],
      },
      {
        id: 'account-deletion',
        heading: 'عند حذف حسابك',
        blocks: [
          { paragraph: 'يسري حذف الحساب فورًا ولا يمكن التراجع عنه، ويُسجَّل خروجك من جميع أجهزتك. ثم:' },
          {
            list: [
              'تُحذف إعلاناتك ومفضلتك وعمليات بحثك المحفوظة والإعلانات المطابقة لها وصورتك الشخصية وإثباتات الملكية التي لم يصدر قرار بشأنها بعد؛',
              'يبقى سجل حسابك مجهَّل الهوية: يُمحى اسمك وبريدك الإلكتروني ورقم هاتفك وكلمة المرور، ولا يبقى إلا معرّفه ولغته وتواريخه، ليظل سجل تدقيق الإشراف كاملًا. ويمكن استخدام بريدك الإلكتروني ورقم هاتفك للتسجيل من جديد؛',
              'تبقى البلاغات التي قدّمتها دون اسمك، ليتمكن المشرفون من متابعتها؛',
              'يبقى سجل تدقيق الإشراف (ما قرره المشرفون ومتى ولماذا)، لمنع الاحتيال وللمساءلة عن قراراتنا.',
            ],
          },
          { paragraph: 'نرسل إلى بريدك الإلكتروني تأكيدًا عند حذف الحساب.' },
        ],
      },
      {
        id: 'retention',
        heading: 'مدة الاحتفاظ بالبيانات',
        blocks: [
          {
            list: [
              'بيانات الحساب والإعلانات والمفضلة وعمليات البحث المحفوظة: ما دام حسابك قائمًا، أو حتى تحذفها.',
              'إثباتات الملكية: حتى مرور 30 يومًا على صدور القرار بشأنها.',
              'سجلات الخادم: 30 يومًا على الأكثر.',
              'سجل الحساب المجهَّل والبلاغات وسجل تدقيق الإشراف: ما دامت الحاجة إليها قائمة لمنع الاحتيال والوفاء بالتزاماتنا القانونية.',
            ],
          },
        ],
      },
      {
        id: 'cookies',
        heading: 'ملفات تعريف الارتباط وجهازك',
        blocks: [
          {
            paragraph:
              'لا يستخدم رقم أي أدوات تتبّع إعلانية ولا أدوات تحليل من جهات خارجية، ولا يضع إلا ملفَّي تعريف ارتباط:',
          },
          {
            list: [
              'رمز تسجيل الدخول، الذي يبقيك مسجّلًا لمدة تصل إلى 30 يومًا ويُزال عند تسجيل خروجك؛',
              'اللغة التي اخترتها.',
            ],
          },
          {
            paragraph:
              'ويتذكر متصفحك أيضًا الإعلانات التي شاهدتها مؤخرًا، على جهازك فقط. ولا تُحمَّل الخريطة في صفحة «اتصل بنا» من خرائط Google إلا عندما تطلب عرضها.',
          },
        ],
      },
      {
        id: 'security',
        heading: 'أمن البيانات',
        blocks: [
          {
            paragraph:
              'لا تُحفظ كلمات المرور إلا بصيغة مشفّرة لا يمكن استرجاع أصلها، والاتصال برقم مشفّر، ولا يصل إلى البيانات الشخصية إلا من يحتاج إليها من فريقنا. وتُحفظ إثباتات الملكية بمعزل عن الإعلانات، ولا تُحفظ في ذاكرات التخزين المؤقت أبدًا.',
          },
        ],
      },
      {
        id: 'children',
        heading: 'الأطفال',
        blocks: [{ paragraph: 'رقم غير موجَّه لمن هم دون 18 عامًا، ولا نجمع بياناتهم عن علم.' }],
      },
      {
        id: 'changes',
        heading: 'تعديل هذه السياسة',
        blocks: [
          {
            paragraph: 'لكل إصدار من هذه السياسة رقم وتاريخ يظهران أعلى هذه الصفحة، ويسري كل تعديل من ذلك التاريخ.',
          },
        ],
      },
    ],
  },
}
