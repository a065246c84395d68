import { Button, Flex, IconButton, Text } from '@radix-ui/themes'
import { ChevronLeftIcon, ChevronRightIcon } from '@radix-ui/react-icons'
import { useSelector } from '@xstate/react'
import { pageCount } from '../../machines/listMachine'
import { PAGE_SIZES } from '../../machines/listQuery'
import { OptionSelect } from '../OptionSelect'
import { cancelIntent, intentHandlers } from '../intent'
import { FreshnessNotice } from './FreshnessNotice'
import type { ListActor } from './ListActor'
import { useQueryChange } from './useQueryChange'

/** The page numbers to offer: the first, the last, and two either side of the current one. */
export function pageWindow(page: number, pages: number): (number | 'gap')[] {
  const shown = new Set([1, pages, page - 2, page - 1, page, page + 1, page + 2].filter((n) => n >= 1 && n <= pages))
  const sorted = [...shown].sort((a, b) => a - b)
  return sorted.flatMap((n, index) => (index > 0 && n - sorted[index - 1] > 1 ? ['gap' as const, n] : [n]))
}

const PAGE_OPTIONS = PAGE_SIZES.map((size) => ({ value: String(size), label: `${size} 条/页` }))

export function Pagination({ list }: { list: ListActor }) {
  const total = useSelector(list, (state) => state.context.total)
  const page = useSelector(list, (state) => state.context.query.page)
  const pageSize = useSelector(list, (state) => state.context.query.pageSize)
  const pages = pageCount(total, pageSize)
  const { change, preload } = useQueryChange(list)
  const go = (target: number) => {
    cancelIntent()
    change(() => ({ page: target }))
  }
  // hovering or focusing a page button has the router preload that page (its route's loader, kept in its cache), so
  // the click finds the rows ready (a disabled button still gets mouseenter: only pages that exist, other than this one)
  const ahead = (target: number) => (target >= 1 && target <= pages && target !== page ? intentHandlers(`page:${target}`, () => preload(target)) : {})

  return (
    <Flex asChild align="center" justify="between" gap="3" wrap="wrap">
      <nav aria-label="分页">
        <Text size="2" color="gray">
          共 {total} 条，第 {Math.min(page, pages)} / {pages} 页
        </Text>
        <FreshnessNotice list={list} />
        <Flex align="center" gap="1" wrap="wrap">
          <IconButton variant="soft" color="gray" aria-label="上一页" disabled={page <= 1} onClick={() => go(page - 1)} {...ahead(page - 1)}>
            <ChevronLeftIcon />
          </IconButton>
          {pageWindow(page, pages).map((item, index) =>
            item === 'gap' ? (
              <Text key={`gap-${index}`} color="gray" aria-hidden>
                …
              </Text>
            ) : (
              <Button
                key={item}
                variant={item === page ? 'solid' : 'soft'}
                color={item === page ? undefined : 'gray'}
                aria-label={`第 ${item} 页`}
                aria-current={item === page ? 'page' : undefined}
                onClick={() => item !== page && go(item)}
                {...ahead(item)}
              >
                {item}
              </Button>
            ),
          )}
          <IconButton variant="soft" color="gray" aria-label="下一页" disabled={page >= pages} onClick={() => go(page + 1)} {...ahead(page + 1)}>
            <ChevronRightIcon />
          </IconButton>
          <OptionSelect
            aria-label="每页条数"
            variant="soft"
            color="gray"
            value={String(pageSize)}
            options={PAGE_OPTIONS}
            onValueChange={(value) => change(() => ({ pageSize: Number(value) }))}
          />
        </Flex>
      </nav>
    </Flex>
  )
}
