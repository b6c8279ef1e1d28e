/**
 * Renames the family of a TrueType/OpenType font, so that resvg finds a face the way a browser finds
 * it through `@font-face { font-family: X; font-weight: 500 }`. Google's static fonts name their
 * non-RIBBI weights "Barlow Condensed Medium" (name 1), and @fontsource's files carry no typographic
 * family (name 16) to undo that, so `font-family="Barlow Condensed" font-weight="500"` would miss.
 *
 * The `name` table is rebuilt with the family (1 and 16) replaced; every other table is copied as is,
 * and the table checksums and `head.checkSumAdjustment` are recomputed (OpenType spec, "Font file").
 */
export function withFamilyName(font: Buffer, family: string): Buffer {
  const numTables = font.readUInt16BE(4)
  const tables = Array.from({ length: numTables }, (_, i) => {
    const entry = 12 + i * 16
    const tag = font.toString('latin1', entry, entry + 4)
    const offset = font.readUInt32BE(entry + 8)
    const length = font.readUInt32BE(entry + 12)
    return { tag, data: Buffer.from(font.subarray(offset, offset + length)) as Buffer }
  })
  const name = tables.find((table) => table.tag === 'name')
  if (!name) throw new Error('The font has no name table')
  name.data = renamedNameTable(name.data, family)

  const header = Buffer.alloc(12 + numTables * 16)
  font.copy(header, 0, 0, 12)
  let offset = header.length
  const bodies: Buffer[] = []
  tables.forEach((table, i) => {
    if (table.tag === 'head') table.data.writeUInt32BE(0, 8) // checkSumAdjustment counts as 0 while summing
    const entry = 12 + i * 16
    header.write(table.tag, entry, 'latin1')
    header.writeUInt32BE(checksum(table.data), entry + 4)
    header.writeUInt32BE(offset, entry + 8)
    header.writeUInt32BE(table.data.length, entry + 12)
    const padded = Buffer.alloc((table.data.length + 3) & ~3)
    table.data.copy(padded)
    bodies.push(padded)
    offset += padded.length
  })
  const result = Buffer.concat([header, ...bodies])
  const headEntry = tables.findIndex((table) => table.tag === 'head')
  if (headEntry >= 0) {
    const headOffset = header.readUInt32BE(12 + headEntry * 16 + 8)
    result.writeUInt32BE((0xb1b0afba - checksum(result)) >>> 0, headOffset + 8)
  }
  return result
}

interface NameRecord {
  platformId: number
  encodingId: number
  languageId: number
  nameId: number
  bytes: Buffer
}

/** A format 0 name table with names 1 and 16 set to `family` (Windows, US English) and the rest kept. */
function renamedNameTable(table: Buffer, family: string): Buffer {
  const count = table.readUInt16BE(2)
  const storage = table.readUInt16BE(4)
  const records: NameRecord[] = []
  for (let i = 0; i < count; i++) {
    const at = 6 + i * 12
    const nameId = table.readUInt16BE(at + 6)
    if (nameId === 1 || nameId === 16) continue
    const length = table.readUInt16BE(at + 8)
    const start = storage + table.readUInt16BE(at + 10)
    records.push({
      platformId: table.readUInt16BE(at),
      encodingId: table.readUInt16BE(at + 2),
      languageId: table.readUInt16BE(at + 4),
      nameId,
      bytes: Buffer.from(table.subarray(start, start + length)),
    })
  }
  const utf16be = Buffer.from(family, 'utf16le').swap16()
  for (const nameId of [1, 16])
    records.push({ platformId: 3, encodingId: 1, languageId: 0x409, nameId, bytes: utf16be })
  records.sort(
    (a, b) =>
      a.platformId - b.platformId || a.encodingId - b.encodingId || a.languageId - b.languageId || a.nameId - b.nameId,
  )

  const head = Buffer.alloc(6 + records.length * 12)
  head.writeUInt16BE(0, 0)
  head.writeUInt16BE(records.length, 2)
  head.writeUInt16BE(head.length, 4)
  let stringOffset = 0
  records.forEach((record, i) => {
    const at = 6 + i * 12
    head.writeUInt16BE(record.platformId, at)
    head.writeUInt16BE(record.encodingId, at + 2)
    head.writeUInt16BE(record.languageId, at + 4)
    head.writeUInt16BE(record.nameId, at + 6)
    head.writeUInt16BE(record.bytes.length, at + 8)
    head.writeUInt16BE(stringOffset, at + 10)
    stringOffset += record.bytes.length
  })
  return Buffer.concat([head, ...records.map((record) => record.bytes)])
}

/** The OpenType table checksum: the sum of big-endian uint32s, zero-padded, modulo 2^32. */
function checksum(data: Buffer): number {
  let sum = 0
  for (let i = 0; i < data.length; i += 4) {
    const word = ((data[i] ?? 0) << 24) | ((data[i + 1] ?? 0) << 16) | ((data[i + 2] ?? 0) << 8) | (data[i + 3] ?? 0)
    sum = (sum + (word >>> 0)) >>> 0
  }
  return sum
}
