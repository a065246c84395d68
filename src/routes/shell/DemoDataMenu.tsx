import { AlertDialog, Button, DropdownMenu, Flex } from '@radix-ui/themes'
import { ArchiveIcon } from '@radix-ui/react-icons'
import { useEffect, useRef, useState } from 'react'
import { runningDemoData, type DemoData, type DemoNotice } from '../../mock-server/persistence'
import { notify } from '../../ui/toast'

const show = (notice: DemoNotice) => notify[notice.kind](notice.text)

/**
 * The top bar's 演示数据 menu, in the demo only (`npm run dev` and the demo build: the shell loads this file behind
 * import.meta.env.DEMO, so the real build has none of it). Says where the demo keeps its data, offers 重置演示数据,
 * and shows what happened to the kept data at start (a corrupt store, another version's, a reset). Nothing when the
 * data is not kept (the component tests, unless one turns it on).
 */
export default function DemoDataMenu() {
  const [demo] = useState(runningDemoData)
  useEffect(() => {
    if (!demo) return
    for (const notice of demo.takeNotices()) show(notice)
    return demo.onNotice(show)
  }, [demo])
  return demo ? <ResetMenu demo={demo} /> : null
}

function ResetMenu({ demo }: { demo: DemoData }) {
  const [asking, setAsking] = useState(false)
  const [resetting, setResetting] = useState(false)
  const trigger = useRef<HTMLButtonElement>(null)
  const reset = async () => {
    setResetting(true)
    try {
      // the page loads again with the seed: every screen, cache and count starts afresh
      await demo.reset()
    } catch (error) {
      setResetting(false)
      setAsking(false)
      notify.error(`重置演示数据失败：${error instanceof Error ? error.message : String(error)}`)
    }
  }
  return (
    <>
      {/* not modal: a modal menu closing as the dialog opens can leave the page unclickable (Radix) */}
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger>
          <Button ref={trigger} variant="ghost" color="gray" size="2">
            <ArchiveIcon aria-hidden />
            <span className="shell-header-text">演示数据</span>
            <DropdownMenu.TriggerIcon />
          </Button>
        </DropdownMenu.Trigger>
        <DropdownMenu.Content align="end">
          <DropdownMenu.Label>修改保存在此浏览器中，刷新后仍在</DropdownMenu.Label>
          <DropdownMenu.Item color="red" onSelect={() => setAsking(true)}>
            重置演示数据
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Root>
      <AlertDialog.Root open={asking} onOpenChange={(open) => !resetting && setAsking(open)}>
        {/* Radix starts on 取消, the safe choice; focus goes back to the menu's button on close */}
        <AlertDialog.Content
          maxWidth="440px"
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            trigger.current?.focus()
          }}
        >
          <AlertDialog.Title>重置演示数据？</AlertDialog.Title>
          <AlertDialog.Description size="2">
            在演示中添加、修改和删除的全部内容（主题、域名、反链、留言、文章、推送记录和密钥）都会丢失，恢复为初始演示数据，页面随后重新载入。此操作无法撤销。
          </AlertDialog.Description>
          <Flex gap="3" justify="end" mt="4">
            <AlertDialog.Cancel>
              <Button variant="soft" color="gray" disabled={resetting}>
                取消
              </Button>
            </AlertDialog.Cancel>
            <Button color="red" loading={resetting} onClick={() => void reset()}>
              重置
            </Button>
          </Flex>
        </AlertDialog.Content>
      </AlertDialog.Root>
    </>
  )
}
