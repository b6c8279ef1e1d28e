import { Logo } from '#components/logo/logo.tsx'

/** The storefront shell; the screens of SPEC.md arrive with their own issue. */
export function App() {
  return (
    <main>
      <h1>
        <Logo label="Raqam" />
      </h1>
    </main>
  )
}
