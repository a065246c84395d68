import { AlertDialog, Button, Flex } from '@radix-ui/themes'
import { useState } from 'react'
import { hasDrafts } from '../../app/drafts'
import { useSession } from '../../app/SessionContext'
import { useScreenCommand } from '../../ui/palette/screenCommands'

/** Signs out; when something typed is still unsaved (an editor's text), asks first, since signing out drops it. */
export function SignOutButton() {
  const { auth } = useSession()
  const [asking, setAsking] = useState(false)
  const signOut = () => auth.send({ type: 'auth.signOut' })
  const click = () => (hasDrafts() ? setAsking(true) : signOut())
  // the palette's 退出登录 is this button
  useScreenCommand('signOut', click)
  return (
    <>
      <Button variant="soft" size="2" onClick={click}>
        退出登录
      </Button>
      <AlertDialog.Root open={asking} onOpenChange={setAsking}>
        <AlertDialog.Content maxWidth="420px">
          <AlertDialog.Title>还有未保存的内容</AlertDialog.Title>
          <AlertDialog.Description size="2">退出登录后，尚未保存的内容将会丢失。确定要退出吗？</AlertDialog.Description>
          <Flex gap="3" justify="end" mt="4">
            <AlertDialog.Cancel>
              <Button variant="soft" color="gray">
                取消
              </Button>
            </AlertDialog.Cancel>
            <AlertDialog.Action>
              <Button color="red" onClick={signOut}>
                仍然退出
              </Button>
            </AlertDialog.Action>
          </Flex>
        </AlertDialog.Content>
      </AlertDialog.Root>
    </>
  )
}
