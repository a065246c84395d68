import { Model } from 'miragejs'
import { authed, fail, ok } from '../../src/mock-server/envelope'
import { fieldRefusal, listAnswer, notFound, readBody, readIds } from '../../src/mock-server/list'
import type { MockResource } from '../../src/mock-server/resource'

/** A test-only resource for the toolkit: 10,000 notes, titles unique, status open or done. */
export interface Note {
  id: string
  title: string
  status: 'open' | 'done'
  rank: number
}

export const NOTE_COUNT = 10_000

type Rows = Note[] & { find(id: string): Note | null }

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
    server.get(
      '/notes',
      authed(scenario, (request) =>
        listAnswer<Note>(rows(), request, {
          searchable: ['title'],
          filters: { status: (note, value) => note.status === value },
          sortable: ['title', 'rank'],
          defaultSort: { field: 'title', order: 'asc' },
        }),
      ),
    )
    server.post(
      '/notes',
      authed(scenario, (request) => {
        const { title } = readBody<{ title: string }>(request)
        if (rows().some((note) => note.title === title)) return fieldRefusal({ title: '标题已存在' })
        return ok(server.db.notes.insert({ title, status: 'open', rank: 0 }), '已创建')
      }),
    )
    server.put(
      '/notes/:id',
      authed(scenario, (request) => {
        if (!rows().find(request.params.id)) return notFound('笔记')
        return ok(server.db.notes.update(request.params.id, readBody(request)), '已保存')
      }),
    )
    server.delete(
      '/notes/:id',
      authed(scenario, (request) => {
        if (!rows().find(request.params.id)) return notFound('笔记')
        server.db.notes.remove(request.params.id)
        return ok(null, '已删除')
      }),
    )
    server.post(
      '/notes/batch-delete',
      authed(scenario, (request) => {
        const ids = readIds(request)
        if (!ids) return fail(1400, '请选择要删除的笔记')
        for (const id of ids) server.db.notes.remove(id)
        return ok({ deleted: ids.length }, `已删除 ${ids.length} 条`)
      }),
    )
  },
}
