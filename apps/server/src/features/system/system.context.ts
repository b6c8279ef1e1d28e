import type { Platform } from '#features/shared/feature.ts'

export type SystemContext = Pick<Platform, 'db' | 'now' | 'startedAt' | 'lifecycle' | 'outbox' | 'messages'>
