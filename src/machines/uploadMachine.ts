import { assign, fromCallback, fromPromise, setup } from 'xstate'

export interface UploadTarget {
  id: string
  name: string
  /** The row's version as the list showed it: the upload sends it, and a row changed since is refused (1460). */
  version?: number
  /** The row as the list showed it, to say what another operator changed when the upload is refused for it. */
  row?: Record<string, unknown>
}

interface UploadContext {
  target: UploadTarget | null
  file: File | null
  error: string | null
  progress: number
}

export type UploadEvent =
  | { type: 'upload.open'; target: UploadTarget }
  | { type: 'upload.fileChosen'; file: File | null }
  | { type: 'upload.start' }
  | { type: 'upload.progress'; fraction: number }
  | { type: 'upload.succeeded'; output: unknown }
  | { type: 'upload.failed'; message: string }
  /** Refused: the row changed since it was shown. The file stays chosen; the next upload starts from the row now. */
  | { type: 'upload.changed'; target: UploadTarget; message: string }
  /** 取消 / 取消上传: close, or stop the upload at once. */
  | { type: 'upload.cancel' }
  /** Escape or a click beside the dialog: closes it, but asks first while a file is being sent. */
  | { type: 'upload.dismiss' }
  | { type: 'upload.keepUploading' }
  | { type: 'upload.confirmCancel' }

/**
 * Uploading one file for one row: choose, check (the `check` actor answers a message when the file cannot be sent,
 * e.g. read from its first bytes), send with progress; cancelling aborts the request. Escape during an upload asks
 * first and keeps sending until the person confirms. The `send` actor reports progress and the outcome as events.
 */
export const uploadMachine = setup({
  types: {
    context: {} as UploadContext,
    events: {} as UploadEvent,
  },
  actors: {
    check: fromPromise<string | null, { file: File }>(async () => null),
    send: fromCallback<UploadEvent, { target: UploadTarget; file: File }>(() => () => {}),
  },
  actions: {
    cancelled: assign({ progress: 0 }),
    uploaded: (_, _params: { target: UploadTarget; output: unknown }) => {},
  },
  guards: {
    noFileChosen: ({ context }) => context.file === null,
    refused: (_, refusal: string | null) => refusal !== null,
  },
}).createMachine({
  id: 'upload',
  context: { target: null, file: null, error: null, progress: 0 },
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
        'upload.start': [{ guard: 'noFileChosen', actions: assign({ error: '请选择要上传的文件' }) }, { target: 'checking' }],
        'upload.cancel': 'closed',
        'upload.dismiss': 'closed',
      },
    },
    checking: {
      invoke: {
        src: 'check',
        input: ({ context }) => ({ file: context.file! }),
        onDone: [
          { guard: { type: 'refused', params: ({ event }) => event.output }, target: 'choosing', actions: assign({ error: ({ event }) => event.output }) },
          { target: 'uploading', actions: assign({ progress: 0, error: null }) },
        ],
        onError: { target: 'choosing', actions: assign({ error: '无法读取所选文件，请重新选择' }) },
      },
      on: {
        'upload.fileChosen': { target: 'choosing', actions: assign({ file: ({ event }) => event.file, error: null }) },
        'upload.cancel': 'choosing',
        'upload.dismiss': 'closed',
      },
    },
    uploading: {
      invoke: { src: 'send', input: ({ context }) => ({ target: context.target!, file: context.file! }) },
      initial: 'sending',
      states: {
        sending: {
          on: { 'upload.dismiss': 'confirmingCancel' },
        },
        // the request goes on while the person decides
        confirmingCancel: {
          on: {
            'upload.keepUploading': 'sending',
            // Escape or a click beside, even when it reaches the upload dialog rather than the question (Radix hands
            // Escape to the dialog drawn last, and a progress update redraws the upload dialog): the safe choice
            'upload.dismiss': 'sending',
            'upload.confirmCancel': { target: '#upload.choosing', actions: 'cancelled' },
          },
        },
      },
      on: {
        'upload.progress': { actions: assign({ progress: ({ event }) => event.fraction }) },
        'upload.succeeded': {
          target: 'closed',
          actions: { type: 'uploaded', params: ({ context, event }) => ({ target: context.target!, output: event.output }) },
        },
        'upload.failed': { target: 'choosing', actions: assign({ error: ({ event }) => event.message, progress: 0 }) },
        'upload.changed': { target: 'choosing', actions: assign({ target: ({ event }) => event.target, error: ({ event }) => event.message, progress: 0 }) },
        // leaving the state stops the send actor, which aborts the request
        'upload.cancel': { target: 'choosing', actions: 'cancelled' },
      },
    },
  },
})
