// @vitest-environment jsdom — renders the page
import { Theme } from '@radix-ui/themes'
import { render, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { createActor, setup } from 'xstate'
import { inspect } from '../../../src/devtools/inspect'
import { MachinesPage } from '../../../src/devtools/MachinesPage'
import { startRecorder } from '../../../src/devtools/recorder'
import { listMachine } from '../../../src/machines/listMachine'
import { emptyQuery } from '../../../src/machines/listMachine'
import { reportMachine } from '../../../src/machines/reportMachine'

// Mermaid cannot lay out SVG in jsdom: the diagram's text stands in for the drawing (Chromium draws it in tests/e2e)
vi.mock('../../../src/devtools/MermaidDiagram', () => ({
  MermaidDiagram: ({ label, text }: { label: string; text: string }) => <pre aria-label={label}>{text}</pre>,
}))

describe('the /__machines page', () => {
  it('groups the running actors by machine and highlights the states they are in', () => {
    startRecorder()
    const lists = [1, 2, 3].map(() =>
      createActor(listMachine, { inspect, input: { shown: { query: emptyQuery(), answer: new Promise<never>(() => {}) } } }).start(),
    )
    const report = createActor(reportMachine, { inspect, systemId: 'bulkReport' }).start()
    report.send({ type: 'report.show', report: { ok: 3 } })

    render(
      <Theme>
        <MachinesPage />
      </Theme>,
    )
    const list = screen.getByRole('region', { name: 'listMachine' })
    expect(within(list).getByText('3 个运行中')).toBeInTheDocument()
    const running = within(list).getByRole('list', { name: '运行中的实例' })
    expect(
      within(running)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(lists.map((actor) => ` ${actor.sessionId} · 1 个事件 · loading`))
    expect(within(list).getByLabelText('listMachine 状态图').textContent).toContain('class S_loading active')

    const reports = screen.getByRole('region', { name: 'reportMachine' })
    expect(within(reports).getByRole('listitem').textContent).toBe(`bulkReport ${report.sessionId} · 2 个事件 · open`)
    expect(within(reports).getByLabelText('reportMachine 状态图').textContent).toContain('class S_open active')

    // a machine with nothing running: drawn, nothing highlighted
    const auth = screen.getByRole('region', { name: 'authMachine' })
    expect(within(auth).getByText('0 个运行中')).toBeInTheDocument()
    expect(within(auth).getByLabelText('authMachine 状态图').textContent).not.toContain(' active\n')
    // the machines with running actors come first
    const order = screen.getAllByRole('region').map((region) => region.getAttribute('data-machine'))
    expect(order.slice(0, 2).sort()).toEqual(['listMachine', 'reportMachine'])
    lists.forEach((actor) => actor.stop())
    report.stop()
  })

  it('draws a machine a factory made (not one of src/machines) from its running actor', () => {
    startRecorder()
    const made = setup({}).createMachine({ id: 'domainForm', initial: 'closed', states: { closed: { on: { open: 'editing' } }, editing: {} } })
    const form = createActor(made, { inspect, systemId: 'form' }).start()
    form.send({ type: 'open' })
    render(
      <Theme>
        <MachinesPage />
      </Theme>,
    )
    const card = screen.getByRole('region', { name: 'domainForm' })
    expect(within(card).getByRole('listitem').textContent).toBe(`form ${form.sessionId} · 2 个事件 · editing`)
    expect(within(card).getByLabelText('domainForm 状态图').textContent).toContain('class S_editing active')
    form.stop()
  })
})
