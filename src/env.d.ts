/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Mirage answers /api: `npm run dev` without API_TARGET, and `npm run build:demo`. */
  readonly DEMO: boolean
  /** In-app developer tools (machine viewer): dev server and demo build. */
  readonly DEVTOOLS: boolean
  /** Stately inspector: `VITE_INSPECT=true npm run dev` only. */
  readonly INSPECT: boolean
  /**
   * The production build of the app: the contract table's documentation (texts, request schemas) is left out of it
   * (src/api/contract.ts, OperationDoc). Undefined wherever else the code runs (tests, scripts, dev server, demo).
   */
  readonly LEAN_CONTRACT?: boolean
}
