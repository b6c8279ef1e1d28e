/*
 * Texts the stories render, in both page languages. The library itself holds no text: in the app
 * these come from i18next. Stories pick a language from `globals.locale` (see .storybook/preview.tsx).
 */

import type { Language } from '@raqam/text/languages'

export type StoryLocale = Language

/** The story's language, from Storybook's locale toolbar. */
export function storyLocale(globals: Record<string, unknown>): StoryLocale {
  return globals.locale === 'ar' ? 'ar' : 'en'
}

const texts = {
  en: {
    was: 'Was',
    favorite: 'Favourite',
    sold: 'Sold',
    notShared: 'Not shared',
    hidden: 'Hidden by moderators',
    verified: 'Verified owner',
    requested: 'This product has been requested.',
    markSold: 'Mark as sold',
    matchedSearch: 'Matches “Dubai 3-digit mirrors”',
    buyers: '2 buyers are looking for a number like this',
    plateLabels: {
      type: 'Plate style',
      type1: 'Type 1',
      type2: 'Type 2',
      size: 'Plate size',
      big: 'Big',
      mini: 'Mini',
    },
    cities: {
      'abu-dhabi': 'Abu Dhabi',
      dubai: 'Dubai',
      sharjah: 'Sharjah',
      ajman: 'Ajman',
      fujairah: 'Fujairah',
      'ras-al-khaimah': 'Ras Al Khaimah',
      'umm-al-quwain': 'Umm Al Quwain',
    },
    plate: (city: string, code: string, number: string) => `${city} plate ${code} ${number}`,
    operators: { du: 'du', eand: 'e&' },
    titles: {
      dubai: 'Dubai AA 16, a rare two-digit plate',
      abuDhabi: 'Abu Dhabi 1 7777',
      fiveDigit: 'Sharjah 3 12345, five matching digits',
      motorcycle: 'Dubai motorcycle plate 555',
      du: 'Gold number, all sevens',
      eand: 'Platinum e& number',
      long: 'A very long listing title that goes on and on to show how the card clamps it to two lines',
    },
    loadingListings: 'Loading listings',
    patterns: {
      label: 'Number patterns',
      allSame: 'All the same',
      allSameHint: 'Every digit is the same: 7, 77, 777.',
      ascending: 'Ascending run',
      mirror: 'Mirror',
      round: 'Round number',
      twoDigits: 'Two digits',
      mobileAllSame: 'All seven the same',
      mobileAscending: 'Ascending run',
    },
    priceGuide: {
      title: 'What is it worth?',
      low: 'Low',
      typical: 'Typical',
      high: 'High',
      basedOn: 'Based on 23 comparable listings and sales',
      notEnough: 'Not enough comparable listings and sales yet to give a fair range.',
      examples: 'The most alike',
      sale: 'Sold',
      asking: 'Asking',
      howWeEstimate: 'How we estimate',
    },
    priceHistory: {
      title: 'Price history',
      chart: 'Asking price over time',
      showTable: 'Show as a table',
      date: 'Date',
      price: 'Price',
      unchanged: 'The price has not changed since the listing was published.',
    },
  },
  ar: {
    was: 'كان',
    favorite: 'المفضلة',
    sold: 'مباع',
    notShared: 'غير منشور',
    hidden: 'أخفاه المشرفون',
    verified: 'مالك موثَّق',
    requested: 'تم طلب هذا المنتج.',
    markSold: 'تحديد كمباع',
    matchedSearch: 'يطابق «مرايا دبي الثلاثية»',
    buyers: 'مشتريان يبحثان عن رقم كهذا',
    plateLabels: {
      type: 'نمط اللوحة',
      type1: 'النوع 1',
      type2: 'النوع 2',
      size: 'حجم اللوحة',
      big: 'كبيرة',
      mini: 'صغيرة',
    },
    cities: {
      'abu-dhabi': 'أبوظبي',
      dubai: 'دبي',
      sharjah: 'الشارقة',
      ajman: 'عجمان',
      fujairah: 'الفجيرة',
      'ras-al-khaimah': 'رأس الخيمة',
      'umm-al-quwain': 'أم القيوين',
    },
    plate: (city: string, code: string, number: string) => `لوحة ${city} ${code} ${number}`,
    operators: { du: 'دو', eand: 'إي آند' },
    titles: {
      dubai: 'دبي AA 16، لوحة نادرة من رقمين',
      abuDhabi: 'أبوظبي 1 7777',
      fiveDigit: 'الشارقة 3 12345، خمسة أرقام',
      motorcycle: 'لوحة دراجة نارية دبي 555',
      du: 'رقم ذهبي، كل الأرقام سبعة',
      eand: 'رقم إي آند بلاتيني',
      long: 'عنوان إعلان طويل جداً يستمر ويستمر ليبين كيف تقتطع البطاقة النص عند سطرين فقط دون أن يتغير ارتفاعها',
    },
    loadingListings: 'جارٍ تحميل الإعلانات',
    patterns: {
      label: 'أنماط الرقم',
      allSame: 'رقم مكرر',
      allSameHint: 'كل خاناته بالرقم نفسه: 7، 77، 777.',
      ascending: 'تسلسل تصاعدي',
      mirror: 'مرآة',
      round: 'رقم روند',
      twoDigits: 'رقمان فقط',
      mobileAllSame: 'سباعي مكرر',
      mobileAscending: 'تسلسل تصاعدي',
    },
    priceGuide: {
      title: 'كم يساوي؟',
      low: 'أدنى',
      typical: 'المعتاد',
      high: 'أعلى',
      basedOn: 'بناءً على \u206823\u2069 إعلانًا ومبيعًا مماثلًا',
      notEnough: 'لا تتوفر بعد إعلانات ومبيعات مماثلة كافية لتقدير نطاق عادل.',
      examples: 'الأكثر شبهًا',
      sale: 'بيع',
      asking: 'مطلوب',
      howWeEstimate: 'كيف نقدّر',
    },
    priceHistory: {
      title: 'تاريخ السعر',
      chart: 'السعر المطلوب عبر الزمن',
      showTable: 'اعرضه جدولًا',
      date: 'التاريخ',
      price: 'السعر',
      unchanged: 'لم يتغير السعر منذ نشر الإعلان.',
    },
  },
} as const

/** The texts of one language. */
export function storyTexts(locale: StoryLocale) {
  return texts[locale]
}
