/** A glyph's path as HarfBuzz draws it (font units, y upwards), and where the glyph sits. */
export interface PathPiece {
  d: string
  x: number
  y: number
}

/**
 * HarfBuzz's glyph paths (absolute commands, y upwards, fractions) rewritten for SVG: y downwards,
 * whole font units (a unit is a thousandth of an em, far below a pixel at any size a picture uses),
 * relative commands and no repeated command letters, which roughly halves the bytes. The pieces (the
 * glyphs of a word, each at its place) become one path.
 */
export function compactPath(pieces: readonly PathPiece[]): string {
  const tokens: (string | number)[] = []
  for (const piece of pieces) {
    // Points come in pairs after their command, so every other number is an x.
    let isX = true
    for (const token of piece.d.match(/[MLQCZmlqcz]|-?\d*\.?\d+(?:e-?\d+)?/g) ?? []) {
      if (/[A-Za-z]/.test(token)) {
        tokens.push(token)
        isX = true
      } else {
        tokens.push(Number(token) + (isX ? piece.x : piece.y))
        isX = !isX
      }
    }
  }
  let out = ''
  let last = ''
  let x = 0
  let y = 0
  let startX = 0
  let startY = 0
  let index = 0
  const next = () => tokens[index++] as number
  const emit = (command: string, values: number[]) => {
    if (command !== last || command === 'm') out += command
    else if (values[0]! >= 0) out += ' '
    out += values.map((value, i) => (i > 0 && value >= 0 ? ` ${value}` : `${value}`)).join('')
    last = command === 'm' ? 'l' : command
  }
  while (index < tokens.length) {
    const command = String(tokens[index++])
    const pairs = { M: 1, L: 1, Q: 2, C: 3, Z: 0 }[command.toUpperCase() as 'M' | 'L' | 'Q' | 'C' | 'Z']
    if (pairs === undefined) throw new Error(`Unexpected path command ${command}`)
    if (command !== command.toUpperCase()) throw new Error(`Relative path command ${command} not expected`)
    if (pairs === 0) {
      out += 'z'
      last = 'z'
      x = startX
      y = startY
      continue
    }
    const values: number[] = []
    let endX = x
    let endY = y
    for (let pair = 0; pair < pairs; pair++) {
      const px = Math.round(next())
      const py = -Math.round(next())
      values.push(px - x, py - y)
      endX = px
      endY = py
    }
    emit(command.toLowerCase(), values)
    x = endX
    y = endY
    if (command === 'M') {
      startX = x
      startY = y
    }
  }
  return out
}
