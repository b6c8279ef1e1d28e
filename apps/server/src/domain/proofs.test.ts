import { describe, expect, it } from 'vitest'
import { identiconPng } from '#db/identicon.ts'
import { Prng } from '#db/prng.ts'
import { sniffProofType } from './proofs.ts'

describe('a proof of ownership is recognised by its bytes', () => {
  it('as a photo or a PDF', () => {
    expect(sniffProofType(identiconPng(new Prng(1)))).toBe('image/png')
    expect(sniffProofType(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg')
    expect(sniffProofType(Buffer.from('%PDF-1.7\n'))).toBe('application/pdf')
  })

  it('never by what the file claims to be', () => {
    for (const bytes of ['', '%PDF', '%pdf-1.4', ' %PDF-1.4', 'I own it', '<html>%PDF-']) {
      expect(sniffProofType(Buffer.from(bytes)), JSON.stringify(bytes)).toBeNull()
    }
  })
})
