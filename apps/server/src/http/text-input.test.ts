import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { backends } from '#test/database.ts'
import { multipart, newSignup, signIn, startApp, type TestApp } from '#test/harness.ts'

const NUL = '\u0000'
/** The contract's item for a NUL in one input, worded with the input's label. */
const nul = (field: string, label: string, path: string) => ({
  code: 'nulCharacter',
  msg: `${label} must not contain the NUL character (U+0000)`,
  path,
  params: { field },
})

/**
 * PostgreSQL refuses U+0000 in text, so before validation refused it a NUL anywhere a client types
 * reached the driver and came back as a 500. Every way text comes in: query, JSON, multipart, path.
 */
describe.each(backends)('text with U+0000 on $name', (backend) => {
  let t: TestApp
  let token: string

  beforeAll(async () => {
    t = await startApp(backend)
    token = await signIn(t)
  })
  afterAll(() => t?.close())

  it('is a 400 naming the query parameter', async () => {
    const response = await t.call({ url: '/product/for-customers', query: { keyword: NUL } })
    expect(response.statusCode).toBe(400)
    const item = nul('keyword', 'The search text', 'query.keyword')
    expect(response.json()).toEqual({
      requestId: expect.any(String),
      code: item.code,
      message: item.msg,
      params: item.params,
      errors: [item],
    })
    const arabic = await t.call({
      url: '/product/for-customers',
      query: { keyword: NUL },
      headers: { 'accept-language': 'ar-AE,ar;q=0.9,en;q=0.8' },
    })
    expect(arabic.json().message).toBe('يجب ألا يحتوي الحقل «نص البحث» على المحرف الصفري')
  })

  it('is a 400 naming the JSON field, and nothing is stored', async () => {
    const listing = {
      category: 'car',
      titleEn: `Dubai ${NUL}Z`,
      titleAr: 'دبي',
      number: '90211',
      city: 'dubai',
      code: 'Z',
      newPrice: 100,
      descriptionEn: `a${NUL}`,
    }
    const response = await t.call({ url: '/product', json: listing, token })
    expect(response.statusCode).toBe(400)
    expect(response.json().errors).toEqual([
      nul('titleEn', 'The English title', 'body.titleEn'),
      nul('descriptionEn', 'The English description', 'body.descriptionEn'),
    ])
    const clean = await t.call({ url: '/product', json: { ...listing, titleEn: 'Dubai Z', descriptionEn: 'a' }, token })
    expect(clean.statusCode, clean.body).toBe(201)
  })

  it('is a 400 naming the field inside a multipart json part', async () => {
    const form = multipart(newSignup({ username: `Ali${NUL}` }))
    const response = await t.call({
      method: 'POST',
      url: '/auth/customer/signup',
      body: form.body,
      headers: form.headers,
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().errors).toEqual([nul('username', 'The name', 'body.json.username')])
  })

  it('is a 400 in a free-form key of a multipart form', async () => {
    const boundary = 'nul-boundary'
    const body = `--${boundary}\r\nContent-Disposition: form-data; name="a${NUL}b"\r\n\r\nx\r\n--${boundary}--\r\n`
    const response = await t.call({
      method: 'PUT',
      url: '/auth/customer/profile',
      token,
      body,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    })
    expect(response.statusCode).toBe(400)
  })

  it('is a 400 in a path parameter', async () => {
    const response = await t.call({ url: `/product/${encodeURIComponent(NUL)}` })
    expect(response.statusCode).toBe(400)
    expect(response.json().errors).toEqual([
      { code: 'invalidId', msg: 'The id must be a valid id', path: 'params.id', params: { field: 'id' } },
    ])
  })
})
