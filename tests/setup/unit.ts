// The unit project runs in Node: machines, pure helpers. A file that needs a DOM (sessionStorage, Mirage answering the
// browser's XHR and fetch) says so with a `// @vitest-environment happy-dom` first line and runs in the unit-dom
// project, with the same DOM setup as the component project (vite.config.ts). DOMPurify's and Mermaid's files ask for
// jsdom, whose HTML parser is the standard one. A test that prints to the console fails (./quietConsole.ts).
import { quietConsole } from './quietConsole'

quietConsole()
