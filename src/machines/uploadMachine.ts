import { assign, fromCallback, setup } from 'xstate'

export interface UploadTarget {
  id: string
  name: string
}

interface UploadContext {
  target: UploadTarget | null
  file: File | null
  error: string | null
  progress: number
  /** A message when the file cannot be sent (wrong type, too large), null when it can. */
  checkFile: (file: File) => string | null
}

export type UploadEvent =
  | { type: 'upload.open'; target: UploadTarget }
  | { type: 'upload.fileChosen'; file: File | null }
  | { type: 'upload.start' }
  | { type: 'upload.progress'; fraction: number }
  | { type: 'upload.succeeded'; output: unknown }
  | { type: 'upload.failed'; message: string }
  | { type: 'upload.cancel' }

/**
 * Uploading one file for one row: choose (checked by `checkFile`), send with progress, cancel aborts the request.
 * The `send` actor reports progress and the outcome back as events.
 */
export const uploadMachine = setup({
  types: {
    context: {} as UploadContext,
    events: {} as UploadEvent,
    input: {} as { checkFile: (file: File) => string | null },
  },
  actors: {
    send: fromCallback<UploadEvent, { target: UploadTarget; file: File }>(() => () => {}),
  },
  actions: {
    uploaded: (_, _params: { target: UploadTarget; output: unknown }) => {},
  },
}).createMachine({
  id: 'upload',
  context: ({ input }) => ({ target: null, file: null, error: null, progress: 0, checkFile: input.checkFile }),
  initial: 'closed',
  states: {
    closed: {
      on: {
        'upload.open': { target: 'choosing', actions: assign(({ event }) => ({ target: event.target, file: null, error: null, progress: 0 })) },
      },
    },
    choosing: {
      on: {
        'upload.fileChosen': { actions: assign({ file: ({ event }) => event.file, error: null }) },
        'upload.start': [
          { guard: ({ context }) => context.file === null, actions: assign({ error: '请选择要上传的文件' }) },
          {
            guard: ({ context }) => context.checkFile(context.file!) !== null,
            actions: assign({ error: ({ context }) => context.checkFile(context.file!) }),
          },
          { target: 'uploading', actions: assign({ progress: 0, error: null }) },
        ],
        'upload.cancel': 'closed',
      },
    },
    uploading: {
      invoke: { src: 'send', input: ({ context }) => ({ target: context.target!, file: context.file! }) },
      on: {
        'upload.progress': { actions: assign({ progress: ({ event }) => event.fraction }) },
        'upload.succeeded': {
          target: 'closed',
          actions: { type: 'uploaded', params: ({ context, event }) => ({ target: context.target!, output: event.output }) },
        },
        'upload.failed': { target: 'choosing', actions: assign({ error: ({ event }) => event.message, progress: 0 }) },
        // leaving the state stops the send actor, which aborts the request
        'upload.cancel': { target: 'choosing', actions: assign({ progress: 0 }) },
      },
    },
  },
})
