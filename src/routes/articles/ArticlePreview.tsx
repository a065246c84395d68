import { Card, Flex, Text } from '@radix-ui/themes'
import { useSelector } from '@xstate/react'
import { useDeferredValue, useMemo } from 'react'
import { sanitizeHtml } from '../../ui/sanitize'
import type { ArticleFormActor } from './useArticleEditor'

/**
 * The content as readers will see it, rendered only after sanitizeHtml: scripts, event handlers, styles, forms and
 * unsafe addresses never reach the page. Rendering follows typing at the pace the browser can keep up with.
 */
export function ArticlePreview({ form }: { form: ArticleFormActor }) {
  const title = useSelector(form, (state) => state.context.values.title)
  const content = useDeferredValue(useSelector(form, (state) => state.context.values.content))
  const html = useMemo(() => sanitizeHtml(content), [content])
  return (
    <Flex direction="column" gap="1" minWidth="0">
      <Text size="2" weight="medium">
        预览
      </Text>
      <Card asChild size="3">
        <section aria-label="预览" className="article-preview">
          <Text as="div" size="6" weight="bold" mb="3">
            {title.trim() || '（未填写标题）'}
          </Text>
          {html.trim() ? (
            <div className="article-preview-body" dangerouslySetInnerHTML={{ __html: html }} />
          ) : (
            <Text color="gray">正文为空，在左侧编写 HTML 后这里会显示效果。</Text>
          )}
        </section>
      </Card>
    </Flex>
  )
}
