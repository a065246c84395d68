import { Button, Text } from '@radix-ui/themes'
import { PlusIcon } from '@radix-ui/react-icons'
import { createLazyRoute } from '@tanstack/react-router'
import { useSession } from '../../app/SessionContext'
import type { Theme } from '../../api/themes'
import { SectionPage } from '../../ui/SectionPage'
import { ConfirmDialog } from '../../ui/form/ConfirmDialog'
import { formatBytes, formatDateTime } from '../../ui/format'
import { DataTable, type Column } from '../../ui/list/DataTable'
import { KeywordBox, ListToolbar } from '../../ui/list/ListToolbar'
import { Pagination } from '../../ui/list/Pagination'
import { SelectionBar } from '../../ui/list/SelectionBar'
import { RowButton } from '../../ui/lite'
import { ActionButton } from '../section/ActionButton'
import { useListRoute } from '../section/useListRoute'
import { useSection } from '../section/useSection'
import { emptyTheme, themeActions, themeSection } from './section'
import { ThemeFormDialog, themeValues } from './ThemeFormDialog'
import { ThemePackageDialog } from './ThemePackageDialog'
import { packageTarget, usePackageUpload } from './usePackageUpload'

export const Route = createLazyRoute('/_shell/themes')({ component: ThemesPage })
// what its route's loader asks for the URL's page (src/routes/resources.ts)
export { themeSection as section } from './section'

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
  // every change shows in the list and in every theme select of the app at once
  const { section, list, action, form, act, openForm } = useSection(themeSection, {
    ...useListRoute('/_shell/themes'),
    tellFollowers: () => themeList.send({ type: 'theme.refresh' }),
  })
  const upload = usePackageUpload(() => section.send({ type: 'section.changed' }))

  return (
    <SectionPage
      title="主题列表"
      action={action}
      actions={
        <Button onClick={() => openForm(emptyTheme())}>
          <PlusIcon /> 新建主题
        </Button>
      }
    >
      <ListToolbar list={list}>
        <KeywordBox list={list} placeholder="搜索主题名称或描述" />
      </ListToolbar>
      <SelectionBar list={list}>{(selection) => <ActionButton actions={themeActions} act={act} name="batchDelete" target={selection} />}</SelectionBar>
      <DataTable
        list={list}
        columns={columns}
        label="主题列表"
        settingsKey="themes"
        rowLabel={(theme) => theme.name}
        selectable
        emptyText="还没有主题，点击「新建主题」添加第一个"
        rowActions={(theme) => (
          <>
            <RowButton onClick={() => openForm(themeValues(theme), theme.id)}>编辑</RowButton>
            <RowButton onClick={() => upload.send({ type: 'upload.open', target: packageTarget(theme as unknown as Record<string, unknown>) })}>
              上传主题包
            </RowButton>
            <ActionButton actions={themeActions} act={act} name="delete" target={theme} inRow />
          </>
        )}
      />
      <Pagination list={list} />
      <ThemeFormDialog form={form} />
      <ThemePackageDialog upload={upload} />
      <ConfirmDialog actions={action} />
    </SectionPage>
  )
}
