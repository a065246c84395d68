import { Button } from '@radix-ui/themes'
import { PlusIcon } from '@radix-ui/react-icons'
import { createLazyRoute, Link, useNavigate, useRouter } from '@tanstack/react-router'
import { ARTICLE_PUSH_OPTIONS, ARTICLE_STATUS_OPTIONS } from '../../api/articles'
import { domainOptionsApi } from '../../http/domains'
import { ConfirmDialog } from '../../ui/form/ConfirmDialog'
import { DataTable } from '../../ui/list/DataTable'
import { DateRangeFilter } from '../../ui/list/DateRangeFilter'
import { FilterSelect, KeywordBox, ListToolbar } from '../../ui/list/ListToolbar'
import { Pagination } from '../../ui/list/Pagination'
import { SelectionBar } from '../../ui/list/SelectionBar'
import { SectionPage } from '../../ui/SectionPage'
import { useOptionsSource } from '../../ui/useOptions'
import { ROW_BUTTON_CLASS } from '../../ui/lite'
import { ActionButton } from '../section/ActionButton'
import { useListRoute } from '../section/useListRoute'
import { useSection } from '../section/useSection'
import { useThemeOptions } from '../section/useThemeOptions'
import { columns } from './columns'
import { articleActions as actions, articleSection } from './section'

export const Route = createLazyRoute('/_shell/articles')({ component: ArticlesPage })
// what its route's loader asks for the URL's page (src/routes/resources.ts)
export { articleSection as section } from './section'

function ArticlesPage() {
  const navigate = useNavigate()
  const router = useRouter()
  const themes = useThemeOptions()
  const domains = useOptionsSource(domainOptionsApi.names)
  const { list, action, act } = useSection(articleSection, useListRoute('/_shell/articles'))

  return (
    <SectionPage
      title="文章列表"
      action={action}
      actions={
        <Button asChild>
          <Link to="/articles/new">
            <PlusIcon /> 新建文章
          </Link>
        </Button>
      }
    >
      <ListToolbar list={list}>
        <KeywordBox list={list} placeholder="搜索标题、摘要或标签" />
        <FilterSelect list={list} filterKey="status" label="状态" options={ARTICLE_STATUS_OPTIONS} />
        <FilterSelect list={list} filterKey="theme" label="主题" options={themes} />
        <FilterSelect list={list} filterKey="domain" label="域名" options={domains} />
        <FilterSelect list={list} filterKey="pushStatus" label="推送状态" options={ARTICLE_PUSH_OPTIONS} />
        <DateRangeFilter list={list} />
      </ListToolbar>
      <SelectionBar list={list}>
        {(selection) => (
          <>
            <ActionButton actions={actions} act={act} name="batchPublish" target={selection} />
            <ActionButton actions={actions} act={act} name="batchUnpublish" target={selection} />
            {/* a push names its articles (at most 1000): not offered for every matching article */}
            {'ids' in selection && (
              // returnTo: this list's address, with its filters and page, where the push screen comes back once the push ends
              <Button
                variant="soft"
                onClick={() => void navigate({ to: '/push', search: { articleIds: selection.ids.join(','), returnTo: router.state.location.href } })}
              >
                推送到搜索引擎
              </Button>
            )}
            <ActionButton actions={actions} act={act} name="batchDelete" target={selection} />
          </>
        )}
      </SelectionBar>
      <DataTable
        list={list}
        columns={columns}
        label="文章列表"
        settingsKey="articles"
        // two lines: the title, then its summary cut to one line (展开 shows the rest)
        rowHeight={85}
        rowLabel={(article) => article.title}
        selectable
        emptyText="还没有文章，点击「新建文章」写第一篇"
        rowActions={(article) => (
          <>
            <Link to="/articles/$id" params={{ id: article.id }} className={ROW_BUTTON_CLASS} data-accent-color="">
              编辑
            </Link>
            <ActionButton actions={actions} act={act} name={article.status === 'published' ? 'unpublish' : 'publish'} target={article} inRow />
            <ActionButton actions={actions} act={act} name="delete" target={article} inRow />
          </>
        )}
      />
      <Pagination list={list} />
      <ConfirmDialog actions={action} />
    </SectionPage>
  )
}
