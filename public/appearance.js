// The appearance chosen in the top bar (浅色 / 深色 / 跟随系统, kept in localStorage), applied before the first paint:
// the class `light` or `dark` on <html>, which the app's Radix <Theme> inherits. A file of its own, loaded
// synchronously from index.html's <head>, because the production CSP allows no inline script (script-src 'self').
// src/ui/appearance.ts holds the same rules for the app; tests/unit/ui/appearance.test.ts runs this file against them.
;(function () {
  var KEY = 'backoffice.appearance'
  var prefersDark = window.matchMedia ? window.matchMedia('(prefers-color-scheme: dark)') : null

  function chosen() {
    try {
      var value = JSON.parse(localStorage.getItem(KEY))
      return value === 'light' || value === 'dark' ? value : 'system'
    } catch (error) {
      return 'system' // corrupt JSON, or storage that refuses access
    }
  }

  function apply() {
    var choice = chosen()
    var shown = choice === 'system' ? (prefersDark && prefersDark.matches ? 'dark' : 'light') : choice
    var root = document.documentElement
    root.classList.remove(shown === 'dark' ? 'light' : 'dark')
    root.classList.add(shown)
  }

  apply()
  // 跟随系统 follows the system as it changes; a choice made in another tab shows here too
  if (prefersDark && prefersDark.addEventListener) prefersDark.addEventListener('change', apply)
  window.addEventListener('storage', function (event) {
    if (event.key === KEY || event.key === null) apply()
  })
})()
