import { Button, Dialog, Flex, Text } from '@radix-ui/themes'
import { useSelector } from '@xstate/react'
import { inspect } from '../../devtools/inspect'
import { articleApi } from '../../http/articles'
import type { ArticleSummary } from '../../api/articles'
import { useState } from 'react'
import type { ListQuery } from '../../api/list'
import { emptyQuery, listMachine, type ListRow, type ShownPage } from '../../machines/listMachine'
import type { Page } from '../../api/envelope'
import { formatDateTime } from '../../ui/format'
import { useActorRefOnce } from '../../ui/useActorRefOnce'
import { DataTable, type Column } from '../../ui/list/DataTable'
import { KeywordBox, ListToolbar } from '../../ui/list/ListToolbar'
import { Pagination } from '../../ui/list/Pagination'
import { SelectionBar } from '../../ui/list/SelectionBar'
import type { ListActor } from '../../ui/list/ListActor'
import { QueryControlContext, type QueryControl } from '../../ui/list/useQueryChange'
import type { ComposerActor } from './usePushActors'

const columns: Column<ArticleSummary>[] = [
  { key: 'title', header: '标题', sortable: true, cell: (article) => <Text weight="medium">{article.title}</Text> },
  { key: 'publishedAt', header: '发布时间', sortable: true, cell: (article) => <Text wrap="nowrap">{formatDateTime(article.publishedAt)}</Text> },
]

/**
 * The toolkit's list machine over one domain's published articles. Its query lives in the dialog, not in the page's
 * URL (the push list owns that): its controls load the page here, a newer query cancelling the answer still on its way.
 */
function usePickerList(domain: string): { list: ListActor; control: QueryControl } {
  const [pages] = useState(pickerPages)
  const [first] = useState(() => pages(domain, { ...emptyQuery(), pageSize: 10, sort: 'publishedAt', order: 'desc' }))
  const control: QueryControl = { change: (query, { typing }) => list.send({ type: 'list.show', shown: pages(domain, query, typing) }) }
  const list = useActorRefOnce(
    control,
    (latest) =>
      listMachine.provide({
        actions: {
          reload: ({ context }) => latest().change(context.query, { typing: false }),
          showLastPage: ({ context }, { page }) => latest().change({ ...context.query, page }, { typing: false }),
        },
      }),
    { input: { shown: first }, inspect },
  )
  return { list, control }
}

/** Loads a page of a domain's published articles, cancelling the answer to the query before still on its way. */
function pickerPages() {
  let inFlight = new AbortController()
  return (domain: string, query: ListQuery, debounce = false): ShownPage => {
    inFlight.abort()
    inFlight = new AbortController()
    const answer = articleApi.list({ query: { ...query, filters: { domain, status: 'published' } }, debounce }, inFlight.signal) as Promise<Page<ListRow>>
    // a cancelled answer is the list's to ignore, not an unhandled rejection
    answer.catch(() => {})
    return { query, answer }
  }
}

function PickerList({ composer, domain }: { composer: ComposerActor; domain: string }) {
  const { list, control } = usePickerList(domain)
  const adding = useSelector(composer, (state) => state.matches({ open: { form: 'adding' } }))
  return (
    <QueryControlContext.Provider value={control}>
      <Flex direction="column" gap="3" mt="3">
        <ListToolbar list={list}>
          <KeywordBox list={list} placeholder="搜索标题、摘要或标签" />
        </ListToolbar>
        <SelectionBar list={list} offerAll={false}>
          {(selection) =>
            'ids' in selection && (
              <Button loading={adding} onClick={() => composer.send({ type: 'push.addArticles', ids: selection.ids })}>
                加入推送（{selection.count} 篇）
              </Button>
            )
          }
        </SelectionBar>
        <DataTable
          list={list}
          columns={columns}
          label="可推送的文章"
          settingsKey="push.picker"
          rowLabel={(article) => article.title}
          selectable
          emptyText={`${domain} 还没有已发布的文章`}
        />
        <Pagination list={list} />
        <Flex justify="end">
          <Button variant="soft" color="gray" disabled={adding} onClick={() => composer.send({ type: 'push.pickCancel' })}>
            返回
          </Button>
        </Flex>
      </Flex>
    </QueryControlContext.Provider>
  )
}

/** Chooses articles of the push's domain; their URLs are added below the ones already in the push. */
export function ArticlePickerDialog({ composer }: { composer: ComposerActor }) {
  const open = useSelector(composer, (state) => state.matches({ open: { form: 'picking' } }) || state.matches({ open: { form: 'adding' } }))
  const adding = useSelector(composer, (state) => state.matches({ open: { form: 'adding' } }))
  const domain = useSelector(composer, (state) => state.context.values.domain)
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && !adding && composer.send({ type: 'push.pickCancel' })}>
      <Dialog.Content maxWidth="820px">
        <Dialog.Title>从文章中选择</Dialog.Title>
        <Dialog.Description size="2" color="gray">
          {domain} 已发布的文章。勾选后点「加入推送」，它们的网址会加在网址列表末尾。
        </Dialog.Description>
        {open && <PickerList key={domain} composer={composer} domain={domain} />}
      </Dialog.Content>
    </Dialog.Root>
  )
}
