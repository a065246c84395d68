import { loadServerModule } from '../../../scripts/offline/mirage'

// The files of a worker share their modules (the e2e project runs without isolation), and some import the demo's seed
// (src/mock-server/seeds.ts), which loads Mirage. Mirage's request router keeps the `self` it found when first loaded:
// the offline backend (scripts/offline/mirage.ts) lends it a sandbox for that, so Mirage is loaded through it first,
// before any file's imports, whichever file the worker runs first.
await loadServerModule()
