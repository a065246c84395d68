import { Button, Callout, Flex, Text } from '@radix-ui/themes'
import { useSelector } from '@xstate/react'
import { useState } from 'react'
import type { ActorRefFrom } from 'xstate'
import { PUSH_SECRET_LABELS, SECRET_FIELD_OF, zh, type PushEngine } from '../../api/push'
import { domainsWithoutKey, type pushKeysMachine } from '../../machines/pushKeysMachine'

export type KeysActor = ActorRefFrom<typeof pushKeysMachine>

const sameList = (a: string[], b: string[]) => a.length === b.length && a.every((item, index) => item === b[index])

/** The push's domains known to have no key for `engine` (none while still looking). */
export const useWithoutKey = (keys: KeysActor | undefined, engine: PushEngine | '') =>
  useSelector(keys, (state) => (state ? domainsWithoutKey(state.context, engine) : []), sameList)

/** A domain's key for `engine` as last looked up: 'missing', 'set', 'unknown' (the lookup failed), or null while looking. */
function useKeyState(keys: KeysActor | undefined, domain: string, engine: PushEngine | ''): 'missing' | 'set' | 'unknown' | null {
  return useSelector(keys, (state) => {
    if (!state || !engine) return null
    const settings = state.context.settings[domain]
    if (!settings) return state.matches('known') ? 'unknown' : null
    return settings[SECRET_FIELD_OF[engine]] === null ? 'missing' : 'set'
  })
}

/** One domain's key for one engine, as the push dialogs show it, with the way to its settings. */
interface KeyProps {
  keys: KeysActor | undefined
  domain: string
  engine: PushEngine | ''
  openSettings: (domain: string) => void
}

/**
 * Before a push of one domain: that domain has no key for the engine, so the server would refuse it and send
 * nothing. 去设置密钥 opens the domain's push settings over the dialog; once a key is saved there, the notice says so
 * (its button stays where focus comes back to) and the push is as it was.
 */
export function DomainKeyNotice({ keys, domain, engine, openSettings }: KeyProps) {
  const state = useKeyState(keys, domain, engine)
  const [asked, setAsked] = useState<string | null>(null)
  const fixed = state === 'set' && asked === `${domain} ${engine}`
  if (!engine || !(state === 'missing' || fixed)) return null
  const label = PUSH_SECRET_LABELS[engine]
  return (
    <Callout.Root color={fixed ? 'green' : 'amber'} size="1" highContrast>
      <Flex align="center" justify="between" gap="3" wrap="wrap">
        <Callout.Text>
          {fixed ? zh`已保存 ${domain} 的${label}，可以推送了。` : zh`${domain} 还没有${label}：现在推送会被拒绝，不会发送任何网址。`}
        </Callout.Text>
        <Button
          type="button"
          size="1"
          variant="soft"
          color={fixed ? 'gray' : 'amber'}
          highContrast
          onClick={() => {
            setAsked(`${domain} ${engine}`)
            openSettings(domain)
          }}
        >
          {fixed ? '推送设置' : '去设置密钥'}
        </Button>
      </Flex>
    </Callout.Root>
  )
}

/** Before a push across domains: how many of them have no key for the engine and will be skipped. */
export function SpreadKeyNotice({ keys, engine }: { keys: KeysActor | undefined; engine: PushEngine | '' }) {
  const missing = useWithoutKey(keys, engine)
  if (!engine || missing.length === 0) return null
  return (
    <Callout.Root color="amber" size="1" highContrast>
      <Callout.Text>
        {zh`${missing.length} 个域名还没有${PUSH_SECRET_LABELS[engine]}：${missing.join('、')}。推送时会跳过它们，不发送，也不留下推送记录；可以先点「去设置密钥」，设置后回到这里推送。`}
      </Callout.Text>
    </Callout.Root>
  )
}

/** A domain's cell in the spread's table: its key for the engine, and its settings (去设置密钥 where it has none). */
export function KeyCell({ keys, domain, engine, openSettings }: KeyProps) {
  const state = useKeyState(keys, domain, engine)
  if (!engine || state === 'unknown') return <Text color="gray">—</Text>
  if (state === null)
    return (
      <Text size="2" color="gray">
        检查中…
      </Text>
    )
  // one button whatever the state: focus comes back to it when the settings close
  return (
    <Flex gap="2" align="center" wrap="wrap">
      <Text size="2" color={state === 'missing' ? 'amber' : 'gray'}>
        {state === 'missing' ? '未设置' : '已设置'}
      </Text>
      <Button
        type="button"
        size="1"
        variant="soft"
        color={state === 'missing' ? 'amber' : 'gray'}
        aria-label={`${state === 'missing' ? '去设置密钥' : '推送设置'}（${domain}）`}
        onClick={() => openSettings(domain)}
      >
        {state === 'missing' ? '去设置密钥' : '推送设置'}
      </Button>
    </Flex>
  )
}
