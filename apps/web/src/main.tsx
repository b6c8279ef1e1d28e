import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import '@raqam/plates/fonts.css'
import '@raqam/ui/fonts.css'
import '@raqam/ui/tokens.css'
import '@raqam/ui/controls.css'
import './styles/global.css'
import { startI18n } from '#i18n/i18n.ts'
import { languageFromSearch, readLanguageCookie, withoutLanguageParam } from '#i18n/languages.ts'
import { App } from './app/app.tsx'
import { createAppRouter } from './app/router.tsx'

// Thrown errors are logged to the console only (SPEC §8); nothing is sent anywhere.
window.addEventListener('unhandledrejection', (event) => console.error(event.reason))

async function start() {
  const root = document.getElementById('root')
  if (!root) throw new Error('index.html has no #root')
  // A shared link may name its language (?lang=ar); the parameter is dropped once applied, so the
  // language button's later choice is not overridden on reload.
  const linked = languageFromSearch(window.location.search)
  if (linked) window.history.replaceState(window.history.state, '', withoutLanguageParam(new URL(window.location.href)))
  const { i18n, ready } = startI18n(linked ?? readLanguageCookie())
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
