import { describe, expect, test } from 'vitest'
import { ApiError, errorMessage, httpStatus, isErrorResponse } from '#errors.ts'

describe('errorMessage (the toast text of SPEC §8)', () => {
  test('prefers the first errors[].msg of the answer', () => {
    const error = new ApiError({
      status: 400,
      data: { message: 'Request validation failed', errors: [{ msg: 'Phone must start with 9715' }, { msg: 'second' }] },
    })
    expect(errorMessage(error)).toBe('Phone must start with 9715')
  })

  test('falls back to the answer message when errors is missing, empty or blank', () => {
    expect(errorMessage(new ApiError({ status: 401, data: { message: 'You are not logged in' } }))).toBe(
      'You are not logged in',
    )
    expect(errorMessage(new ApiError({ status: 409, data: { message: 'Taken', errors: [] } }))).toBe('Taken')
    expect(errorMessage(new ApiError({ status: 409, data: { message: 'Taken', errors: [{ msg: ' ' }] } }))).toBe(
      'Taken',
    )
  })

  test('uses the error text of failures without an answer', () => {
    expect(errorMessage(new ApiError({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }))).toBe(
      'TypeError: Failed to fetch',
    )
    expect(errorMessage(new ApiError({ status: 'TIMEOUT_ERROR', error: 'No answer within 15000 ms' }))).toBe(
      'No answer within 15000 ms',
    )
    expect(
      errorMessage(new ApiError({ status: 'PARSING_ERROR', originalStatus: 502, data: '<html>', error: 'SyntaxError' })),
    ).toBe('SyntaxError')
  })

  test('uses the fallback when nothing is readable', () => {
    expect(errorMessage(new ApiError({ status: 500, data: undefined }))).toBe('Something went wrong')
    expect(errorMessage(new ApiError({ status: 502, data: { statusCode: 502 } }), 'Try again')).toBe('Try again')
    expect(errorMessage(null)).toBe('Something went wrong')
    expect(errorMessage(42)).toBe('Something went wrong')
    expect(errorMessage(new Error(''))).toBe('Something went wrong')
  })

  test('reads plain errors, strings and raw answers too', () => {
    expect(errorMessage(new Error('Boom'))).toBe('Boom')
    expect(errorMessage('Offline')).toBe('Offline')
    expect(errorMessage({ message: 'Raw', errors: [{ msg: 'Raw first' }] })).toBe('Raw first')
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
