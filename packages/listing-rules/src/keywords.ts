import { categories, categoryNames, type Category } from './categories.ts'
import { allPlateCodes, cities, cityNames, type City } from './cities.ts'
import { foldDigits } from './digits.ts'
import { operatorNames, operators, type Operator } from './numbers.ts'

/**
 * What a shopper's search text names, in either language and in any order: "دبي 777", "777 Dubai",
 * "Etisalat 050", "AD 5", "أبوظبي". The names of emirates, kinds and operators are read with their
 * common spellings; digits of every script are Western digits; what is left is the text to find.
 */
export interface KeywordMeaning {
  cities: City[]
  categories: Category[]
  operators: Operator[]
  /** Plate codes written as letters (`A`, `AA`): a code of digits cannot be told from a number. */
  codes: string[]
  /** Each run of digits, in Western digits, as typed. */
  digits: string[]
  /** Every other word, folded (`foldWords`). */
  words: string[]
}

/**
 * Arabic letters written several ways, folded to one (the way Arabic search engines compare): the alef
 * forms to ا, hamza on waw and ya to و and ي, a lone hamza dropped, ta marbuta to ه, alef maqsura and
 * Persian ya to ي, Persian kaf to ك; the short vowels and the tatweel removed; Latin letters lower-cased;
 * digits of every script Western.
 */
export function foldWords(text: string): string {
  return foldDigits(text)
    .toLowerCase()
    .replace(/[\u064b-\u065f\u0670\u0640]/g, '')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ؤ/g, 'و')
    .replace(/[ئىی]/g, 'ي')
    .replace(/ء/g, '')
    .replace(/ة/g, 'ه')
    .replace(/ک/g, 'ك')
}

/** The spellings people use beside each name's own (`cityNames`, `operatorNames`, `categoryNames`). */
const otherSpellings = {
  city: {
    'abu-dhabi': ['abudhabi', 'ad', 'auh', 'ابو ظبي'],
    dubai: ['dxb'],
    sharjah: ['shj', 'shariqa', 'شارقه'],
    ajman: ['ajm'],
    fujairah: ['fujeirah', 'fuj', 'فجيره'],
    'ras-al-khaimah': ['rak', 'ras al khaima', 'ras alkhaimah', 'رس الخيمه'],
    'umm-al-quwain': ['uaq', 'umm al qaiwain', 'umm alquwain'],
  },
  operator: {
    du: [],
    eand: ['etisalat', 'eand', 'e and', 'اتصالات'],
  },
  category: {
    car: ['car', 'cars', 'car plates', 'سياره', 'سيارات', 'لوحات سيارات'],
    motorcycle: [
      'motorcycle',
      'motorcycles',
      'motorcycle plates',
      'motorbike',
      'bike',
      'دراجه',
      'دراجه ناريه',
      'دراجات',
      'دراجات ناريه',
      'لوحه دراجه',
    ],
    mobile: ['mobile', 'mobile numbers', 'phone', 'phone number', 'موبايل', 'جوال', 'هاتف', 'رقم جوال', 'رقم موبايل'],
  },
} satisfies {
  city: Record<City, string[]>
  operator: Record<Operator, string[]>
  category: Record<Category, string[]>
}

/** Words that name no listing in particular ("plate", "رقم"): read, and not searched for. */
const generalWords = new Set(['plate', 'plates', 'number', 'numbers', 'لوحه', 'لوحات', 'رقم', 'ارقام'])

type Term =
  | { kind: 'city'; id: City }
  | { kind: 'operator'; id: Operator }
  | { kind: 'category'; id: Category }
  | { kind: 'code'; id: string }

/** "Ras Al Khaimah!" → ["ras", "al", "khaimah"]; "دبي777" → ["دبي", "777"]; "e&" stays one word. */
function wordsOf(text: string): string[] {
  return foldWords(text)
    .replace(/(\d+)/g, ' $1 ')
    .split(/[^\p{L}\p{N}&]+/u)
    .filter((word) => word !== '')
}

/** Every spelling, as its words, with what it names: longest first, so "ras al khaimah" wins over "ras". */
const vocabulary: { words: string[]; term: Term }[] = [
  ...cities.flatMap((id) =>
    [cityNames[id].en, cityNames[id].ar, ...otherSpellings.city[id]].map((name) => ({
      words: wordsOf(name),
      term: { kind: 'city' as const, id },
    })),
  ),
  ...operators.flatMap((id) =>
    [operatorNames[id].en, operatorNames[id].ar, ...otherSpellings.operator[id]].map((name) => ({
      words: wordsOf(name),
      term: { kind: 'operator' as const, id },
    })),
  ),
  ...categories.flatMap((id) =>
    [categoryNames[id].en, categoryNames[id].ar, ...otherSpellings.category[id]].map((name) => ({
      words: wordsOf(name),
      term: { kind: 'category' as const, id },
    })),
  ),
  ...allPlateCodes
    .filter((code) => /^[A-Z]+$/.test(code))
    .map((code) => ({ words: [code.toLowerCase()], term: { kind: 'code' as const, id: code } })),
].sort((a, b) => b.words.length - a.words.length)

const startsAt = (words: string[], at: number, spelling: string[]) =>
  spelling.every((word, i) => words[at + i] === word)

const addOnce = <T>(list: T[], item: T) => {
  if (!list.includes(item)) list.push(item)
}

/** What `text` names (see `KeywordMeaning`). */
export function readKeyword(text: string): KeywordMeaning {
  const meaning: KeywordMeaning = { cities: [], categories: [], operators: [], codes: [], digits: [], words: [] }
  const words = wordsOf(text)
  for (let at = 0; at < words.length;) {
    const word = words[at]!
    const known = vocabulary.find(({ words: spelling }) => startsAt(words, at, spelling))
    if (known) {
      const { term } = known
      if (term.kind === 'city') addOnce(meaning.cities, term.id)
      if (term.kind === 'operator') addOnce(meaning.operators, term.id)
      if (term.kind === 'category') addOnce(meaning.categories, term.id)
      if (term.kind === 'code') addOnce(meaning.codes, term.id)
      at += known.words.length
    } else {
      if (/^\d+$/.test(word)) meaning.digits.push(word)
      else if (!generalWords.has(word)) meaning.words.push(word)
      at += 1
    }
  }
  return meaning
}
