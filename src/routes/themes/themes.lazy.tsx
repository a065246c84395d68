import { Button, Text } from '@radix-ui/themes'
import { PlusIcon } from '@radix-ui/react-icons'
import { createLazyRoute } from '@tanstack/react-router'
import { useSession } from '../../app/SessionContext'
import { trimInvisible } from '../../api/text'
import { themeApi, type Theme } from '../../http/themes'
import { SectionPage } from '../../ui/SectionPage'
import { ConfirmDialog } from '../../ui/form/ConfirmDialog'
import { useActionActor } from '../../ui/form/useActionActor'
import { useFormActor } from '../../ui/form/useFormActor'
import { formatBytes, formatDateTime } from '../../ui/format'
import { DataTable, type Column } from '../../ui/list/DataTable'
import { KeywordBox, ListToolbar } from '../../ui/list/ListToolbar'
import { Pagination } from '../../ui/list/Pagination'
import { SelectionBar } from '../../ui/list/SelectionBar'
import { useListActor } from '../../ui/list/useListActor'
import { ThemeFormDialog, validateTheme, type ThemeFormValues } from './ThemeFormDialog'
import { ThemePackageDialog } from './ThemePackageDialog'
import { usePackageUpload } from './usePackageUpload'

export const Route = createLazyRoute('/_shell/themes')({ component: ThemesPage })

const NO_FILTERS: string[] = []

const columns: Column<Theme>[] = [
  { key: 'name', header: '主题名称', sortable: true, cell: (theme) => <Text weight="medium">{theme.name}</Text> },
  { key: 'description', header: '描述', cell: (theme) => <Text color="gray">{theme.description || '—'}</Text> },
  { key: 'domainCount', header: '使用域名数', sortable: true, cell: (theme) => theme.domainCount },
  {
    key: 'package',
    header: '主题包',
    cell: (theme) =>
      theme.packageName ? (
        <Text size="2">
          {theme.packageName} <Text color="gray">（{formatBytes(theme.packageSize)}）</Text>
        </Text>
      ) : (
        <Text color="gray">未上传</Text>
      ),
  },
  { key: 'updatedAt', header: '更新时间', sortable: true, cell: (theme) => formatDateTime(theme.updatedAt) },
  { key: 'createdAt', header: '创建时间', sortable: true, cell: (theme) => formatDateTime(theme.createdAt) },
]

function ThemesPage() {
  const { themeList } = useSession()
  const list = useListActor<Theme>({ search: Route.useSearch(), filterKeys: NO_FILTERS, fetchPage: themeApi.list })
  // every change shows in the list and in every theme select of the app at once
  const refresh = () => {
    list.send({ type: 'list.refresh' })
    themeList.send({ type: 'theme.refresh' })
  }
  const form = useFormActor<ThemeFormValues>({
    validate: validateTheme,
    submit: (values, id) => {
      const input = { name: trimInvisible(values.name), description: values.description.trim() }
      return id ? themeApi.update(id, input) : themeApi.create(input)
    },
    onSaved: refresh,
    draftKey: 'themes.form',
  })
  const actions = useActionActor({
    run: ({ action, ids }) => (action === 'delete' ? themeApi.remove(ids[0]) : themeApi.batchRemove(ids)),
    done: refresh,
  })
  const upload = usePackageUpload(refresh)

  return (
    <SectionPage
      title="主题列表"
      actions={
        <Button onClick={() => form.send({ type: 'form.open', values: { name: '', description: '' } })}>
          <PlusIcon /> 新建主题
        </Button>
      }
    >
      <ListToolbar list={list}>
        <KeywordBox list={list} placeholder="搜索主题名称或描述" />
      </ListToolbar>
      <SelectionBar list={list}>
        {(ids) => (
          <Button color="red" variant="soft" onClick={() => actions.send({ type: 'action.request', action: 'batchDelete', ids, confirm: true })}>
            批量删除
          </Button>
        )}
      </SelectionBar>
      <DataTable
        list={list}
        columns={columns}
        label="主题列表"
        rowLabel={(theme) => theme.name}
        selectable
        emptyText="还没有主题，点击「新建主题」添加第一个"
        rowActions={(theme) => (
          <>
            <Button variant="ghost" size="1" onClick={() => form.send({ type: 'form.open', id: theme.id, values: { name: theme.name, description: theme.description } })}>
              编辑
            </Button>
            <Button variant="ghost" size="1" onClick={() => upload.send({ type: 'upload.open', target: { id: theme.id, name: theme.name } })}>
              上传主题包
            </Button>
            <Button
              variant="ghost"
              size="1"
              color="red"
              onClick={() => actions.send({ type: 'action.request', action: 'delete', ids: [theme.id], label: theme.name, confirm: true })}
            >
              删除
            </Button>
          </>
        )}
      />
      <Pagination list={list} />
      <ThemeFormDialog form={form} />
      <ThemePackageDialog upload={upload} />
      <ConfirmDialog
        actions={actions}
        describe={(pending) =>
          pending.action === 'delete'
            ? { title: '删除主题', description: `确定删除主题「${pending.label}」吗？此操作无法撤销。`, confirmLabel: '删除', danger: true }
            : { title: '批量删除主题', description: `确定删除选中的 ${pending.ids.length} 个主题吗？此操作无法撤销。`, confirmLabel: '删除', danger: true }
        }
      />
    </SectionPage>
  )
}
