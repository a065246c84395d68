// The app's lazily loaded modules (each screen, the transport, the toaster, the palette, the shortcut list), loaded
// once per worker before its first file: with the files sharing their modules, a chunk a test asked for (a screen
// prefetched on hover, say) and that was still loading when its file ended failed in the next file of the worker
// ("Cannot load … after the environment was torn down"), on a busy machine. Loaded here, every later import of them
// is answered from the worker's modules at once.
await Promise.all(
  Object.values(
    import.meta.glob([
      '../../src/routes/**/*.lazy.tsx',
      // the machine diagrams page (Mermaid) is the devtools' and no component test opens it
      '!../../src/routes/__machines/**',
      '../../src/http/transport.ts',
      '../../src/app/missingFeatures.ts',
      '../../src/ui/{ThemedToaster,MessageDetailsDialog}.tsx',
      '../../src/ui/shortcuts/ShortcutHelp.tsx',
      '../../src/routes/palette/Palette.tsx',
      '../../src/routes/shell/DemoDataMenu.tsx',
    ]),
  ).map((load) => load()),
)
