import { count } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pendingSignups } from '#db/schema.ts'
import { AVATAR_SIZE } from '#domain/images.ts'
import { backends } from '#test/database.ts'
import { multipart, newSignup, registerCustomer, startApp, type TestApp } from '#test/harness.ts'
import { PHONE_EXIF, photoJpeg, PNG_HEADER_AND_JUNK, pngDeclaring } from '#test/images.ts'

const keepEverything = { username: '', email: '', password: '', phone: '', gender: '' }

/** Avatars are decoded and re-encoded on the way in (domain/images.ts); what is served is only that copy. */
describe.each(backends)('avatar uploads on $name', (backend) => {
  let t: TestApp
  let token: string

  beforeAll(async () => {
    t = await startApp(backend)
    token = (await registerCustomer(t)).token
  })
  afterAll(() => t?.close())

  const signup = (bytes: Buffer) => {
    const form = multipart(newSignup(), { bytes })
    return t.call({ method: 'POST', url: '/auth/customer/signup', body: form.body, headers: form.headers })
  }
  const updateAvatar = (bytes: Buffer, type = 'image/jpeg') => {
    const form = multipart(keepEverything, { bytes, type, filename: 'photo.jpg' })
    return t.call({ method: 'PUT', url: '/auth/customer/profile', body: form.body, headers: form.headers, token })
  }

  it('refuses junk behind a PNG header with a 400, and keeps no pending sign-up', async () => {
    const before = await t.database.db.select({ n: count() }).from(pendingSignups)
    const response = await signup(PNG_HEADER_AND_JUNK)
    expect(response.statusCode).toBe(400)
    const unreadable = 'The image could not be read: the file is damaged or not really a PNG, JPEG or WebP'
    expect(response.json()).toEqual({
      requestId: expect.any(String),
      code: 'imageUnreadable',
      message: unreadable,
      params: { field: 'image' },
      errors: [{ code: 'imageUnreadable', msg: unreadable, path: 'body.image', params: { field: 'image' } }],
    })
    expect(await t.database.db.select({ n: count() }).from(pendingSignups)).toEqual(before)
  })

  it('refuses a PNG declaring 100,000 × 100,000 pixels with a 400', async () => {
    const response = await updateAvatar(pngDeclaring(100_000, 100_000), 'image/png')
    expect(response.statusCode).toBe(400)
    expect(response.json().errors).toEqual([
      {
        code: 'imageTooManyPixels',
        msg: 'The image is too large: at most 50 megapixels',
        path: 'body.image',
        params: { field: 'image', max: 50 },
      },
    ])
  })

  it('stores a phone photo without its EXIF and GPS position', async () => {
    const photo = await photoJpeg(800, 600, { exif: PHONE_EXIF })
    expect((await sharp(photo).metadata()).exif).toBeDefined()
    const response = await updateAvatar(photo)
    expect(response.statusCode, response.body).toBe(200)
    const avatar = await t.call({ url: response.json().data.image })
    expect(avatar.statusCode).toBe(200)
    const served = await sharp(avatar.rawPayload).metadata()
    expect(served.exif).toBeUndefined()
    expect(avatar.rawPayload.includes(Buffer.from('Phone'))).toBe(false)
  })

  it('serves a normal photo re-encoded as a WebP of at most 512 × 512 with its content type', async () => {
    const photo = await photoJpeg(1600, 1200)
    const response = await updateAvatar(photo)
    expect(response.statusCode, response.body).toBe(200)
    const avatar = await t.call({ url: response.json().data.image })
    expect(avatar.headers['content-type']).toBe('image/webp')
    expect(await sharp(avatar.rawPayload).metadata()).toMatchObject({ format: 'webp', width: AVATAR_SIZE, height: 384 })
    expect(avatar.rawPayload.length).toBeLessThan(photo.length)
  })
})
