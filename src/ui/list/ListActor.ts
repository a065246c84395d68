import type { ActorRefFrom } from 'xstate'
import type { listMachine } from '../../machines/listMachine'

/** A running list machine, as the list pieces read and drive it. */
export type ListActor = ActorRefFrom<typeof listMachine>
