/**
 * A strict reader of Prometheus' text exposition format (version 0.0.4): every line must be a HELP or
 * TYPE comment or a sample; anything else throws, naming the line. Enough for tests to read /metrics
 * as Prometheus would, and to fail on what Prometheus would refuse.
 */
export interface PrometheusText {
  types: Map<string, string>
  samples: { name: string; labels: Record<string, string>; value: number }[]
}

const NAME = '[a-zA-Z_:][a-zA-Z0-9_:]*'
const LABEL = `[a-zA-Z_][a-zA-Z0-9_]*="(?:[^"\\\\\\n]|\\\\[\\\\"n])*"`
const SAMPLE = new RegExp(`^(${NAME})(?:\\{((?:${LABEL})(?:,${LABEL})*,?)?\\})? (\\S+)(?: -?\\d+)?$`)
const HELP = new RegExp(`^# HELP (${NAME}) .*$`)
const TYPE = new RegExp(`^# TYPE (${NAME}) (counter|gauge|histogram|summary|untyped)$`)
// Prometheus reads values with Go's ParseFloat, which takes NaN and Inf in any case (prom-client writes Nan).
const VALUE = /^(?:[-+]?(?:\d+\.?\d*(?:[eE][-+]?\d+)?|\.\d+(?:[eE][-+]?\d+)?)|[-+]?inf|nan)$/i

export function parsePrometheusText(text: string): PrometheusText {
  const types = new Map<string, string>()
  const samples: PrometheusText['samples'] = []
  text.split('\n').forEach((line, index) => {
    if (line === '' || HELP.test(line)) return
    const type = TYPE.exec(line)
    if (type) {
      if (types.has(type[1]!)) throw new Error(`line ${index + 1}: a second TYPE for ${type[1]}`)
      types.set(type[1]!, type[2]!)
      return
    }
    const sample = SAMPLE.exec(line)
    if (!sample || !VALUE.test(sample[3]!)) throw new Error(`line ${index + 1} is not Prometheus text: ${line}`)
    const labels = Object.fromEntries(
      [...(sample[2] ?? '').matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g)].map((match) => [
        match[1]!,
        match[2]!.replace(/\\n/g, '\n').replace(/\\(["\\])/g, '$1'),
      ]),
    )
    samples.push({ name: sample[1]!, labels, value: Number(sample[3]!.replace(/inf$/i, 'Infinity')) })
  })
  return { types, samples }
}

/** The sum of the samples named `name` whose labels include `labels` (every series of a counter, say). */
export function sampleTotal(text: PrometheusText, name: string, labels: Record<string, string> = {}): number {
  return text.samples
    .filter((sample) => sample.name === name)
    .filter((sample) => Object.entries(labels).every(([key, value]) => sample.labels[key] === value))
    .reduce((sum, sample) => sum + sample.value, 0)
}
