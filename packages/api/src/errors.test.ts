import { describe, expect, test } from 'vitest'
import { ApiError, errorMessage, errorProblem, httpStatus, isErrorResponse } from '#errors.ts'
import { translator } from '#testing/translate.ts'

const en = translator('en')
const ar = translator('ar')

describe('errorMessage (the toast text, by code, in the page language)', () => {
  test('says the first errors[] item in the page language, from its code and params', () => {
    const error = new ApiError({
      status: 400,
      data: {
        code: 'validationFailed',
        message: 'The phone number must be a UAE mobile number…',
        params: { count: 2 },
        errors: [
          {
            code: 'tooLong',
            msg: 'The Arabic title must be at most 120 characters',
            path: 'body.titleAr',
            params: { field: 'titleAr', max: 120 },
          },
          { code: 'required', msg: 'second', path: 'body.city', params: { field: 'city' } },
        ],
      },
    })
    expect(errorMessage(error, en)).toBe('The Arabic title must be at most 120 characters')
    expect(errorMessage(error, ar)).toBe('يجب ألا يزيد الحقل «العنوان بالعربية» على 120 حرفًا')
  })

  test('without items, says the code of the answer itself', () => {
    const wrong = new ApiError({
      status: 401,
      data: { code: 'wrongCredentials', message: 'The e-mail or password is incorrect' },
    })
    expect(errorMessage(wrong, ar)).toBe('البريد الإلكتروني أو كلمة المرور غير صحيحة')
    const limited = new ApiError({
      status: 429,
      data: { code: 'rateLimited', message: '…', params: { waitSeconds: 2 } },
    })
    expect(errorMessage(limited, en)).toBe('Too many requests. Please try again in 2 seconds.')
    expect(errorMessage(limited, ar)).toBe('طلبات كثيرة جدًا. يُرجى المحاولة مرة أخرى بعد ثانيتين.')
  })

  test('an answer without a known code falls back to its words, then to a generic text', () => {
    expect(
      errorMessage(
        new ApiError({ status: 409, data: { code: 'fromTheFuture', message: 'Taken', errors: [{ msg: 'First' }] } }),
        en,
      ),
    ).toBe('First')
    expect(errorMessage(new ApiError({ status: 409, data: { message: 'Taken', errors: [{ msg: ' ' }] } }), en)).toBe(
      'Taken',
    )
    expect(errorMessage(new ApiError({ status: 400, data: undefined }), ar)).toBe('حدث خطأ ما. يُرجى المحاولة مرة أخرى.')
  })

  test('failures without an answer have their own texts: never the raw TypeError', () => {
    expect(errorMessage(new ApiError({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }), ar)).toBe(
      'تعذّر الوصول إلى «رقم». تحقّق من اتصالك وحاول مرة أخرى.',
    )
    expect(errorMessage(new ApiError({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }), en)).toBe(
      'We could not reach Raqam. Check your connection and try again.',
    )
    expect(errorMessage(new ApiError({ status: 'TIMEOUT_ERROR', error: 'No answer within 15000 ms' }), en)).toBe(
      'Raqam took too long to answer. Please try again.',
    )
    expect(
      errorMessage(
        new ApiError({ status: 'PARSING_ERROR', originalStatus: 200, data: '<html>', error: 'SyntaxError' }),
        en,
      ),
    ).toBe('Raqam sent an answer we could not read. Please try again.')
  })

  test('5xx and a code-less 429 (from a proxy) have their own texts; the 5xx words of the server are not shown', () => {
    const serverText = 'Something went wrong on our side. Please try again in a moment.'
    expect(errorMessage(new ApiError({ status: 500, data: { message: 'Internal Server Error' } }), en)).toBe(serverText)
    expect(
      errorMessage(
        new ApiError({ status: 'PARSING_ERROR', originalStatus: 502, data: '<html>', error: 'SyntaxError' }),
        en,
      ),
    ).toBe(serverText)
    // A 5xx that carries a code of the contract says that code's words.
    expect(errorMessage(new ApiError({ status: 500, data: { code: 'unexpected', message: '…' } }), ar)).toBe(
      'حدث خطأ من جهتنا. يُرجى المحاولة مرة أخرى.',
    )
    expect(errorMessage(new ApiError({ status: 429, data: '' }), en)).toBe(
      'Too many requests. Please wait a moment and try again.',
    )
  })

  test('anything else thrown is the generic text; a raw answer is read like an answer', () => {
    for (const thrown of [null, 42, new Error('Boom'), new TypeError('Failed to fetch'), 'Offline']) {
      expect(errorMessage(thrown, en)).toBe('Something went wrong. Please try again.')
    }
    expect(errorMessage({ message: 'Raw', errors: [{ msg: 'Raw first' }] }, en)).toBe('Raw first')
    expect(errorMessage({ code: 'listingNotFound', message: 'Listing not found' }, ar)).toBe('الإعلان غير موجود')
  })
})

describe('errorProblem', () => {
  test("is the first problem's code and params, else the answer's own", () => {
    const problem = {
      code: 'termsOutdated',
      msg: 'The Terms of Use have changed',
      path: 'body.json.acceptedTerms',
      params: { field: 'acceptedTerms', version: '2.0' },
    }
    expect(
      errorProblem(new ApiError({ status: 409, data: { code: 'conflict', message: 'x', errors: [problem] } })),
    ).toEqual({ code: 'termsOutdated', params: { field: 'acceptedTerms', version: '2.0' } })
    expect(errorProblem(new ApiError({ status: 401, data: { code: 'wrongCredentials', message: 'x' } }))).toEqual({
      code: 'wrongCredentials',
      params: {},
    })
  })

  test('is undefined without an answer, or for a code the contract does not list', () => {
    expect(errorProblem(new ApiError({ status: 'FETCH_ERROR', error: 'offline' }))).toBeUndefined()
    expect(errorProblem(new ApiError({ status: 400, data: { code: 'fromTheFuture', message: 'x' } }))).toBeUndefined()
    expect(errorProblem(new ApiError({ status: 502, data: '' }))).toBeUndefined()
    expect(errorProblem(new Error('x'))).toBeUndefined()
  })
})

describe('ApiError', () => {
  test('exposes the kind or status, and a readable message', () => {
    const http = new ApiError({ status: 404, data: { message: 'Listing not found' } })
    expect(http.status).toBe(404)
    expect(http.message).toBe('Listing not found')
    expect(httpStatus(http)).toBe(404)

    const network = new ApiError({ status: 'FETCH_ERROR', error: 'offline' })
    expect(network.status).toBe('FETCH_ERROR')
    expect(network.message).toBe('FETCH_ERROR: offline')
    expect(httpStatus(network)).toBeUndefined()
    expect(httpStatus(new Error('x'))).toBeUndefined()
  })

  test('isErrorResponse recognises the contract error shape only', () => {
    expect(isErrorResponse({ message: 'x', errors: [{ msg: 'y' }] })).toBe(true)
    expect(isErrorResponse({ statusCode: 500 })).toBe(false)
    expect(isErrorResponse('x')).toBe(false)
  })
})
