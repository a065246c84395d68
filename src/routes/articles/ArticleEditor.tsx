import { trimInvisible } from '../../api/text'
import { Button, Callout, Flex, Grid, Spinner, Text } from '@radix-ui/themes'
import { ArrowLeftIcon } from '@radix-ui/react-icons'
import { Link } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { useId, type FormEvent } from 'react'
import { formatDateTime } from '../../ui/format'
import { useDocumentTitle } from '../../ui/documentTitle'
import { SectionPage } from '../../ui/SectionPage'
import { useShortcut } from '../../ui/shortcuts/keys'
import { SHORTCUTS } from '../../ui/shortcuts/registry'
import { ArticleFields } from './ArticleFields'
import { ArticlePreview } from './ArticlePreview'
import './articles.css'
import { ContentEditor } from './ContentEditor'
import { LeaveGuard } from './LeaveGuard'
import { useArticleEditor, type ArticleEditorActor, type ArticleFormActor } from './useArticleEditor'
import { ErrorCallout, LoadFailed } from '../../ui/ErrorCallout'
import { RowHistory } from '../section/History'
import { ConflictPanel } from '../../ui/form/ConflictPanel'
import type { FormActor } from '../../ui/form/FormContext'
import { articleLabels } from './articleRules'

const backToList = (
  <Button asChild variant="soft" color="gray">
    <Link to="/articles">
      <ArrowLeftIcon /> 返回文章列表
    </Link>
  </Button>
)

function Stamps({ editor }: { editor: ArticleEditorActor }) {
  const stamps = useSelector(editor, (state) => state.context.stamps)
  if (!stamps) return null
  return (
    <Text size="1" color="gray">
      创建于 {formatDateTime(stamps.createdAt)} · 更新于 {formatDateTime(stamps.updatedAt)}
      {stamps.publishedAt && ` · 发布于 ${formatDateTime(stamps.publishedAt)}`}
    </Text>
  )
}

function Notices({ editor, form }: { editor: ArticleEditorActor; form: ArticleFormActor }) {
  const restored = useSelector(editor, (state) => state.context.restored)
  const formError = useSelector(form, (state) => state.context.formError)
  return (
    <>
      {restored && (
        <Callout.Root color="amber" role="status" highContrast>
          <Flex align="center" justify="between" gap="3" wrap="wrap">
            <Callout.Text>已恢复未保存的内容：登录失效前的修改还没有保存，请检查后保存。</Callout.Text>
            <Button type="button" size="1" variant="soft" color="amber" highContrast onClick={() => editor.send({ type: 'editor.restoredSeen' })}>
              知道了
            </Button>
          </Flex>
        </Callout.Root>
      )}
      <ConflictPanel form={form as unknown as FormActor} labels={articleLabels} />
      {formError && <ErrorCallout>{formError}</ErrorCallout>}
    </>
  )
}

/** The full-page editor of one article (`id`) or a new one (`null`). */
export function ArticleEditor({ id }: { id: string | null }) {
  const { editor, form } = useArticleEditor(id)
  const loading = useSelector(editor, (state) => state.matches('loading') || state.matches('starting'))
  const loadError = useSelector(editor, (state) => (state.matches('loadFailed') ? state.context.loadError : null))
  const saving = useSelector(form, (state) => state.matches('submitting'))
  const title = id ? '编辑文章' : '新建文章'
  // the saved title (not each keystroke) names the tab
  useDocumentTitle(useSelector(form, (state) => (state.context.id ? trimInvisible(state.context.initial.title) : '')) || title)
  const formId = useId()

  // Ctrl+S (⌘S) saves from anywhere on the page, in a field too, instead of saving the web page; ? lists it
  useShortcut(SHORTCUTS.save, () => {
    form.send({ type: 'form.submit' })
  })

  function submit(event: FormEvent) {
    event.preventDefault()
    form.send({ type: 'form.submit' })
  }

  const ready = !loading && loadError === null
  return (
    <SectionPage
      title={title}
      actions={
        <>
          {backToList}
          {ready && (
            <Button type="submit" form={formId} loading={saving}>
              保存
            </Button>
          )}
        </>
      }
    >
      {loading && (
        <Flex align="center" gap="2" role="status">
          <Spinner /> <Text color="gray">正在加载文章…</Text>
        </Flex>
      )}
      {loadError !== null && <LoadFailed what="文章" error={loadError} onRetry={() => editor.send({ type: 'editor.retry' })} />}
      {ready && (
        <form id={formId} noValidate onSubmit={submit} aria-label={title}>
          <Flex direction="column" gap="4">
            <Stamps editor={editor} />
            <Notices editor={editor} form={form} />
            <ArticleFields form={form} editor={editor} />
            <Grid columns={{ initial: '1', md: '2' }} gap="4">
              <ContentEditor form={form} />
              <ArticlePreview form={form} />
            </Grid>
            <RowHistory resource="articles" rowId={id} />
          </Flex>
          <LeaveGuard editor={editor} form={form} />
        </form>
      )}
    </SectionPage>
  )
}
