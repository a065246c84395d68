import { Card, Flex, Text } from '@radix-ui/themes'
import { useSelector } from '@xstate/react'
import { useDeferredValue, useMemo } from 'react'
import { removedNote, sanitizeArticleHtml, upgradedNote } from '../../ui/sanitize'
import type { ArticleFormActor } from './useArticleEditor'

/**
 * The content as readers will see it, rendered only after sanitizing: scripts, event handlers, styles, forms and
 * unsafe addresses never reach the page, and a note under the preview says what was taken out and which http images
 * now load over https. Rendering follows typing at the pace the browser can keep up with.
 */
export function ArticlePreview({ form }: { form: ArticleFormActor }) {
  const title = useSelector(form, (state) => state.context.values.title)
  const content = useDeferredValue(useSelector(form, (state) => state.context.values.content))
  const sanitized = useMemo(() => sanitizeArticleHtml(content), [content])
  const { html } = sanitized
  const notes = [removedNote(sanitized), upgradedNote(sanitized)].filter((note) => note !== null)
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
          {notes.map((note) => (
            <Text key={note} as="p" size="1" color="gray" mt="3">
              {note}
            </Text>
          ))}
        </section>
      </Card>
    </Flex>
  )
}
