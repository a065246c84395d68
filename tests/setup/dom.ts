import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import * as React from 'react'
import { toast } from 'sonner'
import { afterEach } from 'vitest'
import { quietConsole } from './quietConsole'

// React's development build records an owner stack for every element it creates (an Error with 10 frames and a
// console task), for its DevTools and the "in Component (at …)" part of its warnings. Recording them is a fifth of
// the CPU time of a component test, and no test reads them: React skips the recording once it has made
// more than 10,000 stacks since its last commit, so the counter stays past that. Warnings still come, without the
// owner frames. Without this internal counter (another React version) nothing changes but the speed.
const internals = (React as unknown as Record<string, Record<string, unknown> | undefined>)['__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE']
if (internals && 'recentlyCreatedOwnerStacks' in internals) {
  Object.defineProperty(internals, 'recentlyCreatedOwnerStacks', { get: () => Number.MAX_SAFE_INTEGER, set() {} })
}

// sonner puts its stylesheet (about 100 rules) into <head> when it is first imported. The DOM matches every rule of
// every sheet against an element on each getComputedStyle, which Testing Library's role queries and accessible names
// call for each element and its ancestors: about a sixth of a component test's CPU time. No rule of that
// sheet hides anything (display or visibility), so what the queries find is the same without it.
for (const style of document.head.querySelectorAll('style')) if (style.textContent?.includes('[data-sonner-toaster]')) style.remove()

quietConsole()

// what Testing Library sets under Jest's globals (Vitest has none unless asked): React is told that it runs in tests,
// so act() is supported, and an update outside act is reported (tests/setup/quietConsole.ts turns reports into failures)
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

// findBy/waitFor give up after this long; screens render whole apps, and CI machines can be slow and busy
configure({ asyncUtilTimeout: 10_000 })

afterEach(() => {
  cleanup()
  // sonner keeps its toasts in the module, not in the <Toaster>: a 10 s 撤销 toast must not show up in the next test.
  // Dismissed once the <Toaster> is gone: dismissing a shown toast starts a 200 ms timer that would draw into a
  // document the test file may already have torn down
  toast.dismiss()
  sessionStorage.clear()
  // a list's 列设置 and the appearance are kept there
  localStorage.clear()
  // and the appearance shows as <html>'s class: a test that chose 深色 must not leave the next one dark (the palette's
  // 切换外观 reads the class, and turned a page that looked light to 浅色)
  document.documentElement.removeAttribute('class')
})

// DOMPurify reads an element's name through Node.prototype's own nodeName getter (so that a form's clobbered
// `nodeName` cannot fool it), as every browser allows. happy-dom's Node.prototype getter answers '' for an element
// (the name comes from a getter further down the chain), so DOMPurify would take every element for a forbidden one.
const nodeName = Object.getOwnPropertyDescriptor(Node.prototype, 'nodeName')
if (nodeName?.get && nodeName.get.call(document.createElement('div')) === '') {
  const own = nodeName.get
  Object.defineProperty(Node.prototype, 'nodeName', {
    configurable: true,
    get(this: Node) {
      for (let proto = Object.getPrototypeOf(this); proto && proto !== Node.prototype; proto = Object.getPrototypeOf(proto)) {
        const getter = Object.getOwnPropertyDescriptor(proto, 'nodeName')?.get
        if (getter) return getter.call(this) as string
      }
      return own.call(this) as string
    },
  })
}

// Radix primitives measure elements and watch pointer capture: happy-dom has both, jsdom (the sanitiser's unit tests)
// neither.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver
Element.prototype.hasPointerCapture ??= () => false
Element.prototype.releasePointerCapture ??= () => {}
Element.prototype.scrollIntoView ??= () => {}
window.matchMedia ??= ((query: string) => ({
  matches: false,
  media: query,
  onchange: null,
  addListener: () => {},
  removeListener: () => {},
  addEventListener: () => {},
  removeEventListener: () => {},
  dispatchEvent: () => false,
})) as typeof window.matchMedia
window.scrollTo = () => {}
