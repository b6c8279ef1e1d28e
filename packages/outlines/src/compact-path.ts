/** A glyph's path as HarfBuzz draws it (font units, y upwards), and where the glyph sits. */
export interface PathPiece {
  d: string
  x: number
  y: number
}

type Point = { x: number; y: number }

/**
 * HarfBuzz's glyph paths (absolute commands, y upwards, fractions) rewritten for SVG: y downwards,
 * whole font units (a unit is a thousandth of an em, far below a pixel at any size a picture uses),
 * relative commands and no repeated command letters, which roughly halves the bytes. The pieces (the
 * glyphs of a word, each at its place) become one path, scaled by `scale` (to a coarser grid).
 */
export function compactPath(pieces: readonly PathPiece[], scale = 1): string {
  const tokens: (string | number)[] = []
  for (const piece of pieces) {
    // Points come in pairs after their command, so every other number is an x.
    let isX = true
    for (const token of piece.d.match(/[MLQCZmlqcz]|-?\d*\.?\d+(?:e-?\d+)?/g) ?? []) {
      if (/[A-Za-z]/.test(token)) {
        tokens.push(token)
        isX = true
      } else {
        tokens.push((Number(token) + (isX ? piece.x : piece.y)) * scale)
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
  // The control point of the last quadratic curve, as drawn (null after any other command).
  let control = null as Point | null
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
      control = null
      continue
    }
    const points: Point[] = []
    for (let pair = 0; pair < pairs; pair++) points.push({ x: Math.round(next()), y: -Math.round(next()) })
    const end = points.at(-1)!
    if (command === 'Q') {
      // TrueType curves meet at the midpoint of two control points, so the next control point is
      // usually the last one mirrored through the current point: then `t` needs only the end point.
      // Rounding to whole units may move it by one unit; the mirrored point is then drawn instead.
      const mirrored: Point | null = control && { x: 2 * x - control.x, y: 2 * y - control.y }
      const near: boolean =
        mirrored !== null && Math.abs(mirrored.x - points[0]!.x) <= 1 && Math.abs(mirrored.y - points[0]!.y) <= 1
      if (near) emit('t', [end.x - x, end.y - y])
      else
        emit(
          'q',
          points.flatMap((point) => [point.x - x, point.y - y]),
        )
      control = near ? mirrored : points[0]!
    } else {
      emit(
        command.toLowerCase(),
        points.flatMap((point) => [point.x - x, point.y - y]),
      )
      control = null
    }
    x = end.x
    y = end.y
    if (command === 'M') {
      startX = x
      startY = y
    }
  }
  return out
}
