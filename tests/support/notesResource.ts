import { Model } from 'miragejs'
import * as v from 'valibot'
import { sectionDocs, sectionOperations } from '../../src/api/operations/section'
import { fail, ok } from '../../src/mock-server/envelope'
import { fieldRefusal, listAnswer, listSpecOf, notFound, readBody, readTarget, targetRows, type ListSpec } from '../../src/mock-server/list'
import type { MockResource } from '../../src/mock-server/resource'
import { restorableRows, restoreRoute, type RestorableTable } from '../../src/mock-server/restorable'
import { route } from '../../src/mock-server/routes'

/** A test-only resource for the toolkit: 10,000 notes, titles unique, status open or done. */
export interface Note {
  id: string
  title: string
  status: 'open' | 'done'
  rank: number
  /** Set by Mirage on every change, as on every row operators change. */
  version?: number
}

export const NOTE_COUNT = 10_000

type Rows = Note[] & RestorableTable<Note>

const noteRow: v.GenericSchema<unknown, Note> = v.looseObject({ id: v.string(), title: v.string(), status: v.picklist(['open', 'done']), rank: v.number() })

/** The test-only resource's operations, declared as the table's are (src/api/operations/section.ts). */
export const notesOps = sectionOperations<Note>({
  name: 'notes',
  path: '/notes',
  row: noteRow,
  creatable: true,
  restorable: true,
  docs: sectionDocs({
    tag: '笔记',
    noun: '笔记',
    order: { searchable: ['title'], sortable: ['title', 'rank'], defaultSort: { field: 'title', order: 'asc' } },
    filters: { status: v.picklist(['open', 'done']) },
    dated: false,
    create: v.object({ title: v.string() }),
    update: v.partial(v.object({ title: v.string(), status: v.picklist(['open', 'done']) })),
  }),
})

const spec: ListSpec<Note> = listSpecOf(notesOps.list, { filters: { status: (note, value) => note.status === value } })

export const notesResource: MockResource = {
  models: { note: Model },
  seed(server) {
    const notes = Array.from({ length: NOTE_COUNT }, (_, index) => ({
      title: `笔记 ${String(index + 1).padStart(5, '0')}`,
      status: index % 3 === 0 ? 'done' : 'open',
      rank: (index * 7919) % NOTE_COUNT,
    }))
    server.db.loadData({ notes })
  },
  routes(server, scenario) {
    const rows = () => server.db.notes as unknown as Rows
    const deleted = restorableRows<Note>()
    route(server, scenario, notesOps.list, (request) => listAnswer<Note>(rows(), request, spec))
    route(server, scenario, notesOps.create!, (request) => {
      const { title } = readBody<{ title: string }>(request)
      if (rows().some((note) => note.title === title)) return fieldRefusal({ title: '标题已存在' })
      return ok(server.db.notes.insert({ title, status: 'open', rank: 0 }), '已创建')
    })
    route(server, scenario, notesOps.update, (request) => {
      if (!rows().find(request.params.id)) return notFound('笔记')
      return ok(server.db.notes.update(request.params.id, readBody(request)), '已保存')
    })
    route(server, scenario, notesOps.delete, (request) => {
      const note = rows().find(request.params.id)
      if (!note) return notFound('笔记')
      deleted.keep([note])
      server.db.notes.remove(note.id)
      return ok(null, '已删除')
    })
    route(server, scenario, notesOps.batchDelete, (request) => {
      const target = readTarget(request)
      if (!target) return fail(1400, '请选择要删除的笔记')
      const chosen = targetRows(target, rows(), () => [...rows()], spec)
      deleted.keep(chosen)
      server.db.notes.remove(chosen.map((note) => note.id))
      return ok({ deleted: chosen.length, ids: chosen.map((note) => note.id) }, `已删除 ${chosen.length} 条`)
    })
    restoreRoute<Note>(server, scenario, { op: notesOps.restore, store: deleted, table: rows, what: (count) => `${count} 条笔记` })
  },
}
