import { describe, expect, test } from 'vitest'
import { consoleAccessOf, isStaff, mayOpen } from './console-access.ts'

describe('who may open the moderation console', () => {
  test('admins open every console page, moderators the moderators’ pages, customers none', () => {
    expect(mayOpen('admin', 'admin')).toBe(true)
    expect(mayOpen('admin', 'moderator')).toBe(true)
    expect(mayOpen('moderator', 'moderator')).toBe(true)
    expect(mayOpen('moderator', 'admin')).toBe(false)
    expect(mayOpen('customer', 'moderator')).toBe(false)
    expect(mayOpen(undefined, 'moderator')).toBe(false)
    expect([isStaff('admin'), isStaff('moderator'), isStaff('customer'), isStaff(null)]).toEqual([
      true,
      true,
      false,
      false,
    ])
  })

  test("a page's rule comes from the route table", () => {
    expect(consoleAccessOf('/moderation')).toBe('moderator')
    expect(consoleAccessOf('/moderation/')).toBe('moderator')
    expect(consoleAccessOf('/moderation/sellers/8a4e2b10-6c3d-4f5e-9b7a-1c2d3e4f5a6b')).toBe('moderator')
    expect(consoleAccessOf('/moderation/verifications')).toBe('moderator')
    expect(consoleAccessOf('/moderation/staff')).toBe('admin')
    expect(consoleAccessOf('/moderation/audit-log')).toBe('admin')
    expect(consoleAccessOf('/my-profile')).toBeNull()
    expect(consoleAccessOf('/moderation/nothing')).toBeNull()
  })
})
