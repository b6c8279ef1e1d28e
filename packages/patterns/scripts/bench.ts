/**
 * Prints how many classifications per second the classifiers make over 100,000 plate numbers and
 * 100,000 mobile numbers (seeded, so every run sees the same inputs), and how many of them carry
 * each tag (how selective a pattern filter is on a random catalogue).
 * Run: pnpm --filter @raqam/patterns bench
 *
 * Machines here are shared and noisy: each batch runs several times and the best and median rates are shown.
 */
import { classifyMobileNumber, classifyPlateNumber } from '../src/pattern-classifier.ts'
import { mobilePrefixes } from '@raqam/listing-rules/numbers'
import { randomDigits, seededRandom } from '../src/testing/random.ts'

const count = 100_000
const rounds = 7
const random = seededRandom(2026)

// Plate numbers of 1 to 5 digits, lengths equally likely, no leading zero.
const plates = Array.from({ length: count }, () => {
  const length = 1 + Math.floor(random() * 5)
  return String(1 + Math.floor(random() * 9)) + randomDigits(random, length - 1)
})
const mobiles = Array.from(
  { length: count },
  () => mobilePrefixes[Math.floor(random() * mobilePrefixes.length)]! + randomDigits(random, 7),
)

function measure(label: string, inputs: readonly string[], classify: (number: string) => readonly string[]): void {
  const tags = new Map<string, number>()
  for (const number of inputs) for (const id of classify(number)) tags.set(id, (tags.get(id) ?? 0) + 1)

  const rates: number[] = []
  let sink = 0
  for (let round = 0; round < rounds; round++) {
    const start = performance.now()
    for (const number of inputs) sink += classify(number).length
    rates.push(inputs.length / ((performance.now() - start) / 1000))
  }
  rates.sort((a, b) => a - b)
  const perSecond = (rate: number): string => `${(rate / 1e6).toFixed(2)} M/s`
  console.log(`${label}: ${inputs.length.toLocaleString('en')} numbers × ${rounds} rounds`)
  console.log(
    `  best ${perSecond(rates.at(-1)!)}, median ${perSecond(rates[Math.floor(rounds / 2)]!)}, worst ${perSecond(rates[0]!)} (tags seen: ${sink / rounds})`,
  )
  for (const [id, n] of [...tags].sort((a, b) => b[1] - a[1]))
    console.log(`  ${id.padEnd(24)} ${String(n).padStart(6)}  ${((100 * n) / inputs.length).toFixed(3)}%`)
}

measure('plate numbers', plates, classifyPlateNumber)
measure('mobile numbers', mobiles, classifyMobileNumber)
