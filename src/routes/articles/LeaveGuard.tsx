import { AlertDialog, Button, Flex } from '@radix-ui/themes'
import { useBlocker } from '@tanstack/react-router'
import { useCallback } from 'react'
import { isEditorDirty } from '../../machines/articleFormMachine'
import type { ArticleEditorActor, ArticleFormActor } from './useArticleEditor'

/**
 * Asks before leaving the editor with unsaved changes: in-app navigation through the router's blocker and this
 * dialog, reloading or closing the tab through the browser's own beforeunload prompt. The sign-out after a 401
 * navigates with `ignoreBlocker`: it is not asked about, and the drafts store keeps the changes for the return.
 */
export function LeaveGuard({ editor, form }: { editor: ArticleEditorActor; form: ArticleFormActor }) {
  const dirty = useCallback(() => isEditorDirty(form.getSnapshot().context), [form])
  const blocker = useBlocker({ shouldBlockFn: dirty, enableBeforeUnload: dirty, withResolver: true })
  const open = blocker.status === 'blocked'

  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !next && blocker.reset?.()}>
      <AlertDialog.Content maxWidth="420px">
        <AlertDialog.Title>离开此页面？</AlertDialog.Title>
        <AlertDialog.Description size="2">文章有未保存的修改，离开后这些修改将会丢失。</AlertDialog.Description>
        <Flex gap="3" justify="end" mt="4">
          <Button variant="soft" color="gray" onClick={() => blocker.reset?.()}>
            继续编辑
          </Button>
          <Button
            color="red"
            onClick={() => {
              editor.send({ type: 'editor.discard' })
              blocker.proceed?.()
            }}
          >
            放弃修改并离开
          </Button>
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  )
}
