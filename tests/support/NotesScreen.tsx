import { Button } from '@radix-ui/themes'
import { createRoute, type AnyRoute } from '@tanstack/react-router'
import { draftKey } from '../../src/app/drafts'
import { defineActions } from '../../src/machines/actionTable'
import { createFormMachine } from '../../src/machines/formMachine'
import { defineForm, defineSection } from '../../src/routes/section/define'
import { useSection } from '../../src/routes/section/useSection'
import { crudApi, undoableDeletes } from '../../src/http/crud'
import { answeredIds, undoNotices } from '../../src/routes/section/deleteActions'
import { listRoute } from '../../src/routes/listEnter'
import { useListRoute } from '../../src/routes/section/useListRoute'
import { ConfirmDialog } from '../../src/ui/form/ConfirmDialog'
import { FormDialog } from '../../src/ui/form/FormDialog'
import { TextInput } from '../../src/ui/form/fields'
import { DataTable, type Column } from '../../src/ui/list/DataTable'
import { FilterSelect, KeywordBox, ListToolbar } from '../../src/ui/list/ListToolbar'
import { Pagination } from '../../src/ui/list/Pagination'
import { SelectionBar } from '../../src/ui/list/SelectionBar'
import { notesOps, type Note } from './notesResource'

/** A screen made only of toolkit pieces, over the test-only /api/notes. */
const notesApi = { ...crudApi<Note, { title: string }>(notesOps), ...undoableDeletes(notesOps) }
const FILTERS = ['status'] as const
const columns: Column<Note>[] = [
  { key: 'title', header: '标题', sortable: true, cell: (note) => note.title },
  { key: 'status', header: '状态', cell: (note) => (note.status === 'done' ? '完成' : '进行中') },
  { key: 'rank', header: '排名', sortable: true, cell: (note) => note.rank },
]

const confirmDelete = (what: string | number) => ({ title: '删除笔记', description: `删除 ${what}？`, confirmLabel: '确认删除', danger: true })

const deleted = undoNotices(
  (note: Note) => `笔记「${note.title}」`,
  (what) => `已删除${what}`,
)

const notesActions = defineActions<Note>()({
  delete: {
    scope: 'row',
    label: '删除',
    confirm: (note) => confirmDelete(note.title),
    run: (note) => notesApi.remove(note.id),
    undo: { action: 'restore', ids: (_, note) => [note.id], notice: deleted.one },
  },
  batchDelete: {
    scope: 'selection',
    label: '批量删除',
    confirm: ({ count }) => confirmDelete(count),
    run: (selection) => notesApi.batchRemove(selection),
    undo: { action: 'restore', ids: answeredIds, notice: deleted.many('条笔记') },
  },
  restore: { scope: 'selection', label: '撤销', keepSelection: true, run: (selection) => notesApi.restore('ids' in selection ? selection.ids : []) },
})

const notesSection = defineSection({
  fetchPage: notesApi.list,
  actions: notesActions,
  form: defineForm<{ title: string }>({
    machine: createFormMachine({ id: 'notesForm', validate: (values) => (values.title.trim() ? {} : { title: '请输入标题' }), empty: { title: '' } }),
    submit: (values, id) => (id ? notesApi.update(id, values) : notesApi.create(values)),
    draftKey: draftKey('notes.form'),
  }),
})

export function notesRoute(parent: () => AnyRoute) {
  const route = createRoute({
    getParentRoute: parent,
    path: 'notes',
    ...listRoute({ filters: FILTERS, screen: async () => ({ section: notesSection }) }),
    component: NotesScreen,
  })
  function NotesScreen() {
    const { list, action, form, act, openForm } = useSection(notesSection, useListRoute(route.id))
    return (
      <>
        <Button onClick={() => openForm({ title: '' })}>新建笔记</Button>
        <ListToolbar list={list}>
          <KeywordBox list={list} placeholder="搜索标题" />
          <FilterSelect
            list={list}
            filterKey="status"
            label="状态"
            options={[
              { label: '进行中', value: 'open' },
              { label: '完成', value: 'done' },
            ]}
          />
        </ListToolbar>
        <SelectionBar list={list}>{(selection) => <Button onClick={() => act('batchDelete', selection)}>批量删除</Button>}</SelectionBar>
        <DataTable
          list={list}
          columns={columns}
          label="笔记"
          settingsKey="notes"
          rowLabel={(note) => note.title}
          selectable
          rowActions={(note) => (
            <>
              <Button onClick={() => openForm({ title: note.title }, note.id)}>编辑</Button>
              <Button onClick={() => act('delete', note)}>删除</Button>
            </>
          )}
        />
        <Pagination list={list} />
        <FormDialog form={form} title="笔记">
          <TextInput name="title" label="标题" />
        </FormDialog>
        <ConfirmDialog actions={action} />
      </>
    )
  }
  return route
}
