import type { LegalTexts } from './document.ts'

/** The Refund Policy, the version `legalVersions.refunds` names. */
export const refunds: LegalTexts = {
  en: {
    title: 'Refund Policy',
    summary:
      'Raqam is free and takes no payments, so there is nothing to refund from Raqam. Here is how to pay another user safely.',
    sections: [
      {
        id: 'free',
        heading: 'Listing on Raqam is free',
        blocks: [
          {
            paragraph:
              'Creating an account, publishing listings and wanted requests, saving searches and receiving matches cost nothing. Raqam takes no commission on sales.',
          },
        ],
      },
      {
        id: 'no-payments',
        heading: 'Raqam takes no payment',
        blocks: [
          {
            paragraph:
              'Raqam does not receive, hold or transfer money for anyone. Since we take no payment, there is nothing for Raqam to refund.',
          },
          {
            paragraph:
              'Nobody from Raqam will ever ask you for a deposit, a fee or a “verification charge” to buy or to sell. Treat any such request as fraud, and report it.',
          },
        ],
      },
      {
        id: 'between-buyer-and-seller',
        heading: 'Payments between buyer and seller',
        blocks: [
          {
            paragraph:
              'The price, how it is paid and any refund are agreed between the buyer and the seller, and are their matter alone. Raqam cannot cancel, reverse or refund a payment made to another user.',
          },
        ],
      },
      {
        id: 'paying-safely',
        heading: 'Paying safely',
        blocks: [
          {
            list: [
              'Complete the deal in person, at the RTA, the ITC or the mobile operator, and pay only as the transfer is being made.',
              'Check that the seller’s name matches the owner’s on the registration card or the line’s contract. A “Verified owner” mark helps, but it is not a guarantee.',
              'Pay in a way that leaves a record, such as a bank transfer or a manager’s cheque. Avoid large amounts in cash, gift cards and payments to third parties.',
              'Never pay a deposit to hold a plate or a number before you have seen the documents.',
              'Put what you agreed in writing, and keep every receipt.',
              'If something feels wrong, stop, and report the listing or the seller on Raqam. If you were defrauded, report it to the police at once.',
            ],
          },
        ],
      },
      {
        id: 'paid-features',
        heading: 'Paid features',
        blocks: [
          {
            paragraph:
              'If Raqam ever offers paid features, their prices and refund terms will be set out on this page, in a new version of this policy, before they are offered.',
          },
        ],
      },
      {
        id: 'contact',
        heading: 'Contact us',
        blocks: [{ paragraph: 'Questions? Write to us or call us through the Contact us page.' }],
      },
    ],
  },
  ar: {
    title: 'سياسة الاسترداد',
    summary: 'رقم مجاني ولا يتقاضى أي مبالغ، فلا يوجد لديه ما يُستردّ. وإليك كيف تدفع لمستخدم آخر بأمان.',
    sections: [
      {
        id: 'free',
        heading: 'العرض على رقم مجاني',
        blocks: [
          {
            paragraph:
              'إنشاء الحساب ونشر الإعلانات وطلبات الشراء وحفظ عمليات البحث وتلقي الإعلانات المطابقة كلها مجانية، ولا يتقاضى رقم أي عمولة على المبيعات.',
          },
        ],
      },
      {
        id: 'no-payments',
        heading: 'رقم لا يتقاضى أي مبالغ',
        blocks: [
          {
            paragraph:
              'لا يستلم رقم أموالًا لأحد ولا يحتفظ بها ولا يحوّلها. ولأننا لا نتقاضى أي مبالغ، فلا يوجد لدى رقم ما يُستردّ.',
          },
          {
            paragraph:
              'لن يطلب منك أحد من رقم أبدًا عربونًا أو رسومًا أو «رسوم توثيق» لتشتري أو تبيع. فاعتبر أي طلب كهذا احتيالًا وأبلغ عنه.',
          },
        ],
      },
      {
        id: 'between-buyer-and-seller',
        heading: 'المدفوعات بين المشتري والبائع',
        blocks: [
          {
            paragraph:
              'يتفق المشتري والبائع على السعر وطريقة دفعه وأي استرداد له، وهذا شأنهما وحدهما. ولا يستطيع رقم إلغاء دفعة قُدّمت لمستخدم آخر أو عكسها أو ردّها.',
          },
        ],
      },
      {
        id: 'paying-safely',
        heading: 'كيف تدفع بأمان',
        blocks: [
          {
            list: [
              'أتمّ الصفقة حضوريًا لدى هيئة الطرق والمواصلات أو مركز النقل المتكامل أو مشغّل الهاتف المتحرك، ولا تدفع إلا عند إجراء النقل.',
              'تحقق من أن اسم البائع يطابق اسم المالك في بطاقة ملكية المركبة أو عقد الخط. تساعدك علامة «مالك موثَّق» في ذلك، لكنها ليست ضمانًا.',
              'ادفع بطريقة تترك أثرًا موثقًا، كالتحويل المصرفي أو الشيك المصرفي المصدَّق، وتجنّب المبالغ النقدية الكبيرة وبطاقات الهدايا والدفع لطرف ثالث.',
              'لا تدفع عربونًا أبدًا لحجز لوحة أو رقم قبل أن ترى المستندات.',
              'دوّن ما اتفقتما عليه كتابةً، واحتفظ بكل الإيصالات.',
              'إذا شعرت بأن شيئًا ما ليس على ما يرام فتوقف، وأبلغ عن الإعلان أو البائع على رقم. وإذا تعرّضت لاحتيال فأبلغ الشرطة فورًا.',
            ],
          },
        ],
      },
      {
        id: 'paid-features',
        heading: 'الميزات المدفوعة',
        blocks: [
          {
            paragraph:
              'إذا قدّم رقم يومًا ميزات مدفوعة، فستُذكر أسعارها وشروط استرداد قيمتها في هذه الصفحة، ضمن إصدار جديد من هذه السياسة، قبل طرحها.',
          },
        ],
      },
      {
        id: 'contact',
        heading: 'تواصل معنا',
        blocks: [{ paragraph: 'هل لديك سؤال؟ راسلنا أو اتصل بنا عبر صفحة «اتصل بنا».' }],
      },
    ],
  },
}
