// The unit project runs in Node: machines, pure helpers. A file that needs a DOM (sessionStorage, DOMPurify, Mirage
// answering the browser's XHR and fetch) says so with a `// @vitest-environment jsdom` first line, and gets the same
// DOM setup as the component project.
if (typeof document !== 'undefined') await import('./dom')

export {}
