import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'

// In development the API runs beside Vite (apps/server, port 3000); in production the server serves this build.
export default defineConfig({
  plugins: [react()],
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: { '/api': `http://127.0.0.1:${process.env.API_PORT ?? 3000}` },
  },
  build: { outDir: 'dist', sourcemap: true },
})
