import { Button, Dialog, Flex } from '@radix-ui/themes'
import { useActorRef, useSelector } from '@xstate/react'
import type { ReactNode } from 'react'
import type { ActorRefFrom } from 'xstate'
import { inspect } from '../../devtools/inspect'
import { reportMachine } from '../../machines/reportMachine'
import { useDrawnOnceOpen } from './drawnOnceOpen'

export type ReportActor = ActorRefFrom<typeof reportMachine>

/** A report machine for one screen: `report.send({ type: 'report.show', report })` opens its dialog. */
export function useReportActor(): ReportActor {
  return useActorRef(reportMachine, { inspect })
}

/** Shows the report the machine holds (e.g. what a bulk add created and skipped) until the person closes it. */
export function ReportDialog<Report>(props: ReportDialogProps<Report>) {
  const open = useSelector(props.report, (state) => state.matches('open'))
  return useDrawnOnceOpen(open) ? <DrawnReportDialog {...props} /> : null
}

interface ReportDialogProps<Report> {
  report: ReportActor
  title: string
  /** One line summing the report up, e.g. 已添加 3 条，跳过 2 条. */
  describe: (report: Report) => string
  children: (report: Report) => ReactNode
  /** Buttons beside 完成, e.g. to go on with what was skipped. */
  actions?: (report: Report) => ReactNode
  maxWidth?: string
}

function DrawnReportDialog<Report>({ report, title, describe, children, actions, maxWidth = '640px' }: ReportDialogProps<Report>) {
  const shown = useSelector(report, (state) => (state.matches('open') ? (state.context.report as Report) : null))
  const close = () => report.send({ type: 'report.close' })
  return (
    <Dialog.Root open={shown !== null} onOpenChange={(next) => !next && close()}>
      <Dialog.Content maxWidth={maxWidth}>
        <Dialog.Title>{title}</Dialog.Title>
        <Dialog.Description size="2">{shown !== null && describe(shown)}</Dialog.Description>
        {shown !== null && (
          <Flex direction="column" gap="4" mt="4">
            {children(shown)}
            <Flex gap="3" justify="end">
              {actions?.(shown)}
              <Button onClick={close}>完成</Button>
            </Flex>
          </Flex>
        )}
      </Dialog.Content>
    </Dialog.Root>
  )
}
