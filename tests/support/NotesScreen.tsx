import { Button } from '@radix-ui/themes'
import { createRoute, type AnyRoute } from '@tanstack/react-router'
import { crudApi } from '../../src/http/crud'
import { listSearch } from '../../src/routes/listSearch'
import { ConfirmDialog } from '../../src/ui/form/ConfirmDialog'
import { FormDialog } from '../../src/ui/form/FormDialog'
import { TextInput } from '../../src/ui/form/fields'
import { useActionActor } from '../../src/ui/form/useActionActor'
import { useFormActor } from '../../src/ui/form/useFormActor'
import { DataTable, type Column } from '../../src/ui/list/DataTable'
import { FilterSelect, KeywordBox, ListToolbar } from '../../src/ui/list/ListToolbar'
import { Pagination } from '../../src/ui/list/Pagination'
import { SelectionBar } from '../../src/ui/list/SelectionBar'
import { useListActor } from '../../src/ui/list/useListActor'
import type { Note } from './notesResource'

/** A screen made only of toolkit pieces, over the test-only /api/notes. */
const notesApi = crudApi<Note, { title: string }>('/notes')
const FILTERS = ['status']
const columns: Column<Note>[] = [
  { key: 'title', header: '标题', sortable: true, cell: (note) => note.title },
  { key: 'status', header: '状态', cell: (note) => (note.status === 'done' ? '完成' : '进行中') },
  { key: 'rank', header: '排名', sortable: true, cell: (note) => note.rank },
]

export function notesRoute(parent: () => AnyRoute) {
  const route = createRoute({ getParentRoute: parent, path: 'notes', validateSearch: listSearch(FILTERS), component: NotesScreen })
  function NotesScreen() {
    const list = useListActor<Note>({ search: route.useSearch(), filterKeys: FILTERS, fetchPage: notesApi.list })
    const refresh = () => list.send({ type: 'list.refresh' })
    const form = useFormActor<{ title: string }>({
      validate: (values): Record<string, string> => (values.title.trim() ? {} : { title: '请输入标题' }),
      submit: (values, id) => (id ? notesApi.update(id, values) : notesApi.create(values)),
      onSaved: refresh,
      draftKey: 'notes.form',
    })
    const actions = useActionActor({
      run: ({ action, ids }) => (action === 'delete' ? notesApi.remove(ids[0]) : notesApi.batchRemove(ids)),
      done: refresh,
    })
    return (
      <>
        <Button onClick={() => form.send({ type: 'form.open', values: { title: '' } })}>新建笔记</Button>
        <ListToolbar list={list}>
          <KeywordBox list={list} placeholder="搜索标题" />
          <FilterSelect list={list} filterKey="status" label="状态" options={[{ label: '进行中', value: 'open' }, { label: '完成', value: 'done' }]} />
        </ListToolbar>
        <SelectionBar list={list}>
          {(ids) => <Button onClick={() => actions.send({ type: 'action.request', action: 'batchDelete', ids, confirm: true })}>批量删除</Button>}
        </SelectionBar>
        <DataTable
          list={list}
          columns={columns}
          label="笔记"
          rowLabel={(note) => note.title}
          selectable
          rowActions={(note) => (
            <>
              <Button onClick={() => form.send({ type: 'form.open', id: note.id, values: { title: note.title } })}>编辑</Button>
              <Button onClick={() => actions.send({ type: 'action.request', action: 'delete', ids: [note.id], label: note.title, confirm: true })}>
                删除
              </Button>
            </>
          )}
        />
        <Pagination list={list} />
        <FormDialog form={form} title="笔记">
          <TextInput name="title" label="标题" />
        </FormDialog>
        <ConfirmDialog actions={actions} describe={(pending) => ({ title: '删除笔记', description: `删除 ${pending.label ?? pending.ids.length}？`, confirmLabel: '确认删除', danger: true })} />
      </>
    )
  }
  return route
}
