import type { ReactNode } from 'react'
import { LoadingScreen } from '#components/loading-screen/loading-screen.tsx'
import { useDropRejectedToken, useSession } from '#lib/session/use-session.ts'

/** On start the app shows a loading screen until the current-user lookup finishes. */
export function SessionGate({ children }: { children: ReactNode }) {
  const { isLoading } = useSession()
  useDropRejectedToken()
  if (isLoading) return <LoadingScreen />
  return children
}
