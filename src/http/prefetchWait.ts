/**
 * How a list screen being opened waits for its prefetched first page (src/routes/listEnter.ts), without loading the
 * prefetch cache's code: src/http/prefetch.ts puts its `prefetchSettled` here when it loads. Before that nothing can
 * have been prefetched, so there is nothing to wait for: the first screen after signing in waits for no code.
 */
export const prefetchWait: { settled?: (url: string, maxMs: number) => Promise<void> } = {}
