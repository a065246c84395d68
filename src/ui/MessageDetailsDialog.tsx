import { Box, Button, Dialog, Flex, ScrollArea, Text } from '@radix-ui/themes'
import { useState } from 'react'

/** The whole text of a server message a toast showed cut short (see src/ui/toast.ts). Loaded only when opened. */
export default function MessageDetailsDialog({ message, onClose }: { message: string; onClose: () => void }) {
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null)
  const copy = () =>
    navigator.clipboard.writeText(message).then(
      () => setCopied('yes'),
      () => setCopied('no'),
    )
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Content maxWidth="640px">
        <Dialog.Title>消息全文</Dialog.Title>
        <Dialog.Description size="2" color="gray">
          共 {message.length.toLocaleString('zh-CN')} 个字符
        </Dialog.Description>
        <ScrollArea type="auto" scrollbars="vertical" style={{ maxHeight: '50vh' }} mt="3">
          <Box pr="3">
            <Text as="p" size="2" className="message-details-text">
              {message}
            </Text>
          </Box>
        </ScrollArea>
        <Flex gap="3" mt="4" justify="end" align="center">
          {copied && (
            <Text size="2" color={copied === 'yes' ? 'green' : 'red'} role="status">
              {copied === 'yes' ? '已复制' : '复制失败，请手动选择文字复制'}
            </Text>
          )}
          <Button variant="soft" color="gray" onClick={() => void copy()}>
            复制全文
          </Button>
          <Dialog.Close>
            <Button>关闭</Button>
          </Dialog.Close>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  )
}
