/// <reference types="vitest/config" />
import { defineConfig, type ProxyOptions } from 'vite'
import react from '@vitejs/plugin-react'

// Three build-time switches, fixed per build so the real build carries no demo or inspector code:
// DEMO     – Mirage answers /api (npm run dev without API_TARGET, npm run build:demo)
// DEVTOOLS – in-app machine viewer (dev server and demo build only)
// INSPECT  – Stately inspector (dev server with VITE_INSPECT=true only)
export default defineConfig(({ command, mode }) => {
  const apiTarget = process.env.API_TARGET
  const demo = command === 'serve' ? !apiTarget : mode === 'demo'
  const devtools = command === 'serve' || mode === 'demo'
  const inspect = command === 'serve' && process.env.VITE_INSPECT === 'true'
  const proxy: Record<string, ProxyOptions> | undefined = apiTarget
    ? { '/api': { target: apiTarget, changeOrigin: true } }
    : undefined

  return {
    plugins: [react()],
    define: {
      'import.meta.env.DEMO': JSON.stringify(demo),
      'import.meta.env.DEVTOOLS': JSON.stringify(devtools),
      'import.meta.env.INSPECT': JSON.stringify(inspect),
    },
    server: { port: 5173, strictPort: false, proxy },
    preview: { port: 4173, proxy },
    build: { target: 'es2022', sourcemap: false, reportCompressedSize: false },
    test: {
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'jsdom',
            include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/component/**/*.test.{ts,tsx}'],
            setupFiles: ['tests/setup/unit.ts'],
            restoreMocks: true,
            testTimeout: 60_000,
          },
        },
        {
          extends: true,
          test: {
            name: 'e2e',
            environment: 'node',
            include: ['tests/e2e/**/*.e2e.ts'],
            globalSetup: ['tests/e2e/support/globalSetup.ts'],
            testTimeout: 60_000,
            hookTimeout: 120_000,
            fileParallelism: false,
          },
        },
      ],
    },
  }
})
