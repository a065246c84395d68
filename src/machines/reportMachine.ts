import { assign, setup } from 'xstate'

export type ReportEvent = { type: 'report.show'; report: unknown } | { type: 'report.close' }

/**
 * A result to show until the person closes it, e.g. the line-by-line answer of a bulk add. A newer result replaces
 * the one on screen.
 */
export const reportMachine = setup({
  types: {
    context: {} as { report: unknown },
    events: {} as ReportEvent,
  },
}).createMachine({
  id: 'report',
  context: { report: null },
  initial: 'closed',
  on: {
    'report.show': { target: '.open', actions: assign({ report: ({ event }) => event.report }) },
  },
  states: {
    closed: {},
    open: {
      on: { 'report.close': { target: 'closed', actions: assign({ report: null }) } },
    },
  },
})
