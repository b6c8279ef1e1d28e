import { describe, expect, it, vi } from 'vitest'
import { listingShareUrl, shareOrCopy, type ShareData } from './share-link.ts'

const data: ShareData = {
  title: 'Plate number Dubai 777 AA for sale',
  text: 'Dubai AA 777',
  url: 'https://raqam.ae/details/car/42',
}
const failure = (name: string) => Object.assign(new Error(name), { name })

describe('listingShareUrl', () => {
  it('is the detail URL, with ?lang=ar on Arabic pages (the server renders Arabic meta tags for it)', () => {
    expect(listingShareUrl('https://raqam.ae', 'car', '42', 'en')).toBe('https://raqam.ae/details/car/42')
    expect(listingShareUrl('https://raqam.ae', 'mobile', 'a b', 'ar')).toBe(
      'https://raqam.ae/details/mobile/a%20b?lang=ar',
    )
  })
})

describe('shareOrCopy', () => {
  it('uses the share sheet where there is one, and copies nothing', async () => {
    const share = vi.fn(async () => {})
    const writeText = vi.fn(async () => {})
    expect(await shareOrCopy(data, { share, clipboard: { writeText } })).toBe('shared')
    expect(share).toHaveBeenCalledWith(data)
    expect(writeText).not.toHaveBeenCalled()
  })

  it('is silent when the user closes the sheet', async () => {
    const writeText = vi.fn(async () => {})
    const share = vi.fn(async () => Promise.reject(failure('AbortError')))
    expect(await shareOrCopy(data, { share, clipboard: { writeText } })).toBe('cancelled')
    expect(writeText).not.toHaveBeenCalled()
  })

  it('copies the link when the sheet fails, cannot share the data, or does not exist', async () => {
    const writeText = vi.fn(async () => {})
    const refused = vi.fn(async () => Promise.reject(failure('NotAllowedError')))
    expect(await shareOrCopy(data, { share: refused, clipboard: { writeText } })).toBe('copied')
    const unused = vi.fn(async () => {})
    expect(await shareOrCopy(data, { share: unused, canShare: () => false, clipboard: { writeText } })).toBe('copied')
    expect(unused).not.toHaveBeenCalled()
    expect(await shareOrCopy(data, { clipboard: { writeText } })).toBe('copied')
    expect(writeText.mock.calls).toEqual([[data.url], [data.url], [data.url]])
  })

  it('throws when the link cannot be copied either', async () => {
    await expect(
      shareOrCopy(data, { clipboard: { writeText: async () => Promise.reject(failure('NotAllowedError')) } }),
    ).rejects.toThrow()
    await expect(shareOrCopy(data, {})).rejects.toThrow('No clipboard')
  })
})
