import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import '@raqam/plates/fonts.css'
import '@raqam/ui/fonts.css'
import '@raqam/ui/tokens.css'
import './styles/global.css'
import { startI18n } from '#i18n/i18n.ts'
import { readLanguageCookie } from '#i18n/languages.ts'
import { App } from './app/app.tsx'
import { createAppRouter } from './app/router.tsx'

// Thrown errors are logged to the console only (SPEC §8); nothing is sent anywhere.
window.addEventListener('unhandledrejection', (event) => console.error(event.reason))

async function start() {
  const root = document.getElementById('root')
  if (!root) throw new Error('index.html has no #root')
  const { i18n, ready } = startI18n(readLanguageCookie())
  // Created before the texts arrive, so the first route's code and texts download alongside them.
  const router = createAppRouter(i18n)
  await ready
  createRoot(root).render(
    <StrictMode>
      <App i18n={i18n} router={router} />
    </StrictMode>,
  )
}

void start()
