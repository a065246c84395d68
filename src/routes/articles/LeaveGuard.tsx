import { AlertDialog, Button, Flex } from '@radix-ui/themes'
import { useBlocker, useRouter, type ShouldBlockFn } from '@tanstack/react-router'
import { useCallback, useState } from 'react'
import { isEditorDirty } from '../../machines/articleFormMachine'
import { useFocusReturn } from '../../ui/focusReturn'
import type { ArticleEditorActor, ArticleFormActor } from './useArticleEditor'

/** What the open question settles: stay (keep editing) or go where the person was going. */
interface Asking {
  stay(): void
  leave(): void
}

/** The key of the history index TanStack's browser history keeps in each entry's state. */
const INDEX_KEY = '__TSR_index'
const historyIndex = (state: unknown): number | null => {
  const index = (state as Record<string, unknown> | null)?.[INDEX_KEY]
  return typeof index === 'number' ? index : null
}

/**
 * Asks before leaving the editor with unsaved changes: in-app navigation through the router's blocker and this
 * dialog, reloading or closing the tab through the browser's own beforeunload prompt. The sign-out after a 401
 * navigates with `ignoreBlocker`: it is not asked about, and the drafts store keeps the changes for the return.
 *
 * A link waits for the answer (the address has not changed yet). Back, Forward or a jump in the history has already
 * changed the address when the router asks: the router is told to block at once, which puts the editor's address
 * back, and leaving then makes the same move through the history again, past the blocker.
 */
export function LeaveGuard({ editor, form }: { editor: ArticleEditorActor; form: ArticleFormActor }) {
  const router = useRouter()
  const [asking, setAsking] = useState<Asking | null>(null)
  const dirty = useCallback(() => isEditorDirty(form.getSnapshot().context), [form])
  const shouldBlockFn = useCallback<ShouldBlockFn>(
    ({ action }) => {
      if (!dirty()) return false
      if (action === 'PUSH' || action === 'REPLACE')
        return new Promise<boolean>((settle) =>
          setAsking({
            stay: () => settle(true),
            leave: () => settle(false),
          }),
        )
      // the browser's entry is already the next one; the router's location is still the editor's
      const delta = (historyIndex(window.history.state) ?? 0) - (historyIndex(router.history.location.state) ?? 0)
      if (delta === 0) return false
      setAsking({ stay: () => {}, leave: () => router.history.go(delta, { ignoreBlocker: true }) })
      return true
    },
    [dirty, router],
  )
  useBlocker({ shouldBlockFn, enableBeforeUnload: dirty })
  const open = asking !== null
  const returnFocus = useFocusReturn(open)
  const settle = (choice: 'stay' | 'leave') => {
    if (!asking) return
    setAsking(null)
    if (choice === 'leave') editor.send({ type: 'editor.discard' })
    asking[choice]()
  }

  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !next && settle('stay')}>
      {/* like every confirmation: the safe choice (继续编辑, the dialog's Cancel) takes the focus, Tab stays inside, Escape
          keeps editing, and the focus goes back to the link, or the field, it was on */}
      <AlertDialog.Content maxWidth="420px" onCloseAutoFocus={returnFocus}>
        <AlertDialog.Title>离开此页面？</AlertDialog.Title>
        <AlertDialog.Description size="2">文章有未保存的修改，离开后这些修改将会丢失。</AlertDialog.Description>
        <Flex gap="3" justify="end" mt="4">
          <AlertDialog.Cancel>
            <Button variant="soft" color="gray">
              继续编辑
            </Button>
          </AlertDialog.Cancel>
          <Button color="red" onClick={() => settle('leave')}>
            放弃修改并离开
          </Button>
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  )
}
