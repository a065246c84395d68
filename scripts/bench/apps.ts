import type { PeerApp } from './peers'

/** The apps the bench sets side by side, in the order each round visits them. */
export const APP_IDS = ['ours', 'react-admin', 'refine'] as const
export type AppId = (typeof APP_IDS)[number]

export interface App {
  id: AppId
  /** The peer folder, for the peers. */
  peer?: PeerApp
  /** The login page, relative to the app's origin, for the real-build first contentful paint. */
  loginPath: string
  /**
   * measure-browser.mjs's arguments for this app (peers README, "Measure one app"): the selectors that only count real
   * data rows with text (never loading skeletons, empty or error rows), and the six lists, the first one shown after
   * signing in and the other five opened by their menu link.
   */
  measureArgs: string[]
}

const PEER_LISTS = 'themes,domains,anti-chains,comments,articles,pushes'

export const APPS: Record<AppId, App> = {
  ours: {
    id: 'ours',
    loginPath: 'login',
    measureArgs: [
      '--login-path',
      'login?redirect=/themes',
      '--user-sel',
      'input[name="username"]',
      '--pass-sel',
      'input[name="password"]',
      '--submit-sel',
      'button[type=submit]',
      '--menu-sel',
      'nav a[href="/{r}"]',
      // skeleton rows are aria-hidden; the empty and the error row are one cell spanning the table
      '--row-sel',
      'table tbody tr:not([aria-hidden]):not(:has(> td[colspan]))',
      '--resources',
      'themes,domain,anti-chain,comment,articles,push',
      '--username',
      'admin',
      '--password',
      'admin123',
    ],
  },
  'react-admin': {
    id: 'react-admin',
    peer: 'ra-full',
    loginPath: '#/login',
    measureArgs: [
      '--login-path',
      '#/login',
      '--user-sel',
      'input[name="username"]',
      '--pass-sel',
      'input[name="password"]',
      '--submit-sel',
      'button[type="submit"]',
      '--menu-sel',
      'a[href="#/{r}"]',
      '--row-sel',
      '.RaDatagrid-tbody > tr',
      '--resources',
      PEER_LISTS,
    ],
  },
  refine: {
    id: 'refine',
    peer: 'refine-full',
    loginPath: 'login',
    measureArgs: [
      '--login-path',
      'login',
      '--user-sel',
      '#email',
      '--pass-sel',
      '#password',
      '--username',
      'admin@example.com',
      '--submit-sel',
      'button[type="submit"]',
      '--menu-sel',
      'a[href="/{r}"]',
      '--row-sel',
      '.ant-table-tbody > tr.ant-table-row',
      '--resources',
      PEER_LISTS,
    ],
  },
}
