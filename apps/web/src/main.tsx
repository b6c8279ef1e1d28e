import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import '@raqam/ui/fonts.css'
import '@raqam/ui/tokens.css'
import { App } from './app/app.tsx'

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
