import { Box, Flex, Heading, Spinner, Text } from '@radix-ui/themes'
import { useDocumentTitle } from '../ui/documentTitle'
import { Link, useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { LoadFailed } from '../ui/ErrorCallout'

export function RoutePending() {
  return (
    <Flex align="center" justify="center" gap="2" p="9" role="status">
      <Spinner size="3" />
      <Text color="gray">加载中…</Text>
    </Flex>
  )
}

/** A screen whose code or data failed to load: say so and offer a retry instead of a blank page. */
export function RouteError({ error }: ErrorComponentProps) {
  const router = useRouter()
  return (
    <Box p="6">
      <LoadFailed what="页面" error={error instanceof Error ? error.message : '未知错误'} onRetry={() => void router.invalidate()} />
    </Box>
  )
}

/** An address no screen answers: inside the shell when signed in (the shell's catch-all route), with a way home. */
export function RouteNotFound() {
  useDocumentTitle('页面不存在')
  return (
    <Flex direction="column" align="center" gap="3" p="9">
      <Heading as="h1">页面不存在</Heading>
      <Text color="gray">您访问的地址没有对应的页面。</Text>
      <Link to="/">返回首页</Link>
    </Flex>
  )
}
