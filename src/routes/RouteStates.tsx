import { Button, Flex, Heading, Spinner, Text } from '@radix-ui/themes'
import { useDocumentTitle } from '../ui/documentTitle'
import { Link, useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { ErrorCallout } from '../ui/ErrorCallout'

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
    <Flex direction="column" align="start" gap="3" p="6">
      <ErrorCallout>页面加载失败：{error instanceof Error ? error.message : '未知错误'}</ErrorCallout>
      <Button onClick={() => router.invalidate()}>重试</Button>
    </Flex>
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
