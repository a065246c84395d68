import { Badge, Button, Flex, Heading, Text } from '@radix-ui/themes'
import { CopyIcon } from '@radix-ui/react-icons'
import type { ReactNode } from 'react'
import { ScrollBox } from '../../ui/ScrollBox'
import { notify } from '../../ui/toast'

/** A long list is shown up to here; copying always takes all of it. */
const SHOWN = 500

async function copy(urls: string[]) {
  try {
    await navigator.clipboard.writeText(urls.join('\n'))
    notify.success(`已复制 ${urls.length} 条网址`)
  } catch {
    notify.error('复制失败，请手动选择网址复制')
  }
}

/** One list of a push record's URLs: a heading with the count, what it means, a copy button and the URLs as text. */
export function UrlSection({
  title,
  urls,
  color = 'gray',
  children,
  actions,
}: {
  title: string
  urls: string[]
  color?: 'gray' | 'red' | 'amber' | 'green'
  /** What these URLs are and what to do about them. */
  children?: ReactNode
  actions?: ReactNode
}) {
  return (
    <Flex direction="column" gap="2" asChild>
      <section aria-label={title}>
        <Flex align="center" justify="between" gap="3" wrap="wrap">
          <Flex align="center" gap="2">
            <Heading as="h2" size="3">
              {title}
            </Heading>
            <Badge color={color} variant="soft">
              {urls.length} 条
            </Badge>
          </Flex>
          <Flex gap="2">
            {actions}
            <Button size="1" variant="soft" color="gray" disabled={urls.length === 0} aria-label={`复制${title}`} onClick={() => void copy(urls)}>
              <CopyIcon /> 复制
            </Button>
          </Flex>
        </Flex>
        {children && (
          <Text as="p" size="2" color="gray">
            {children}
          </Text>
        )}
        {urls.length === 0 ? (
          <Text size="2" color="gray">
            无
          </Text>
        ) : (
          <ScrollBox label={title} maxHeight={220}>
            {/* URLs from the network are text, never links: a record may hold anything a person pasted */}
            <ol className="push-url-list">
              {urls.slice(0, SHOWN).map((url, index) => (
                <li key={index}>{url}</li>
              ))}
            </ol>
            {urls.length > SHOWN && (
              <Text size="1" color="gray">
                仅显示前 {SHOWN} 条，复制可得到全部 {urls.length} 条。
              </Text>
            )}
          </ScrollBox>
        )}
      </section>
    </Flex>
  )
}
