import { AlertDialog, Button, Callout, Dialog, Flex, Spinner, Text, TextArea } from '@radix-ui/themes'
import { FileTextIcon, GearIcon } from '@radix-ui/react-icons'
import { useSelector } from '@xstate/react'
import type { FormEvent } from 'react'
import type { ComposerField } from '../../machines/pushRules'
import { composerHint } from '../../machines/pushRules'
import { useSecondsLeft, waitingLabel } from '../../ui/cooldown'
import { FormField } from '../../ui/FormField'
import type { Option } from '../../ui/OptionSelect'
import { SelectField } from '../../ui/SelectField'
import { useDrawnOnceOpen } from '../../ui/form/drawnOnceOpen'
import { ArticlePickerDialog } from './ArticlePickerDialog'
import { engineOptions } from './columns'
import { SpreadPush, type SpreadActor } from './SpreadPush'
import type { ComposerActor } from './usePushActors'
import { ErrorCallout } from '../../ui/ErrorCallout'
import { DomainKeyNotice, type KeysActor } from './KeyNotice'

const engineHints: Record<string, string> = {
  baidu: '百度普通收录：单次最多 2000 条，每日额度用完后次日恢复',
  bing: '必应 URL 提交：受每日额度限制，超出额度的整批都会被拒绝',
  indexnow: 'IndexNow（Bing、Yandex 等）：单次最多 10000 条',
}

function Choice({
  composer,
  field,
  label,
  options,
  placeholder,
  hint,
}: {
  composer: ComposerActor
  field: ComposerField
  label: string
  options: Option[]
  placeholder: string
  hint?: string
}) {
  const value = useSelector(composer, (state) => state.context.values[field])
  const error = useSelector(composer, (state) => state.context.errors[field])
  const busy = useSelector(composer, (state) => !state.matches({ open: { form: 'editing' } }))
  return (
    <SelectField
      label={label}
      value={value}
      options={options}
      onChange={(next) => composer.send({ type: 'push.change', field, value: next })}
      error={error}
      hint={hint}
      disabled={busy}
      placeholder={placeholder}
    />
  )
}

/**
 * The push dialog: a domain, an engine and URLs (pasted, chosen from the domain's published articles, or brought
 * from the article list). The count and the engine's limits show under the URLs; a push over them is refused here.
 */
export function PushDialog(props: PushDialogProps) {
  const open = useSelector(props.composer, (state) => !state.matches('closed'))
  return useDrawnOnceOpen(open) ? <DrawnPushDialog {...props} open={open} /> : null
}

interface PushDialogProps {
  composer: ComposerActor
  domainOptions: Option[]
  openSettings: (domain: string) => void
}

function DrawnPushDialog({ composer, domainOptions, openSettings, open }: PushDialogProps & { open: boolean }) {
  const resolving = useSelector(composer, (state) => state.matches('resolving'))
  const submitting = useSelector(composer, (state) => state.matches({ open: { form: 'submitting' } }))
  const editing = useSelector(composer, (state) => state.matches({ open: { form: 'editing' } }))
  const confirmingDiscard = useSelector(composer, (state) => state.matches({ open: { form: 'confirmingDiscard' } }))
  const { values, errors, formError, notice } = useSelector(composer, (state) => state.context)
  const hint = useSelector(composer, (state) => composerHint(state.context))
  // refused as too soon (请勿请求过快): 推送 waits, counting down, until a repeat would be accepted
  const waiting = useSecondsLeft(useSelector(composer, (state) => state.context.cooldownUntil))
  // articles of several domains: their own machine, one push per domain
  const spread = useSelector(composer, (state) => state.children.spread as SpreadActor | undefined)
  const spreadBusy = useSelector(spread, (state) => state?.matches('submitting') ?? false)
  // which keys the chosen domain has: a push to it without one for the engine is said before sending
  const keys = useSelector(composer, (state) => state.children.keys as KeysActor | undefined)

  function submit(event: FormEvent) {
    event.preventDefault()
    composer.send({ type: 'push.submit' })
  }

  return (
    <>
      <Dialog.Root
        open={open}
        onOpenChange={(next) => {
          if (next || submitting || spreadBusy) return
          if (spread) spread.send({ type: 'spread.close' })
          else composer.send({ type: 'push.cancel' })
        }}
      >
        <Dialog.Content maxWidth="680px">
          <Dialog.Title>新建推送</Dialog.Title>
          <Dialog.Description size="2" color="gray">
            {spread ? '所选文章按域名分别推送到同一个搜索引擎。' : '每次推送一个域名、一个搜索引擎；网址每行一个，重复的只算一次。'}
          </Dialog.Description>
          {resolving ? (
            <Flex align="center" gap="2" py="6" justify="center">
              <Spinner /> <Text color="gray">正在读取所选文章的网址…</Text>
            </Flex>
          ) : spread ? (
            <SpreadPush spread={spread} engineHints={engineHints} openSettings={openSettings} />
          ) : (
            <form noValidate onSubmit={submit} aria-label="新建推送">
              <Flex direction="column" gap="4" mt="4">
                {notice && (
                  <Callout.Root color="indigo" size="1">
                    <Callout.Text>{notice}</Callout.Text>
                  </Callout.Root>
                )}
                <Flex gap="4" wrap="wrap">
                  <div style={{ flex: '1 1 240px' }}>
                    <Choice composer={composer} field="domain" label="域名 *" options={domainOptions} placeholder="选择站群中的域名" />
                  </div>
                  <div style={{ flex: '1 1 240px' }}>
                    <Choice
                      composer={composer}
                      field="engine"
                      label="搜索引擎 *"
                      options={engineOptions}
                      placeholder="选择搜索引擎"
                      hint={engineHints[values.engine]}
                    />
                  </div>
                </Flex>
                {/* drawn afresh each time the dialog opens: a key set during an earlier push is not news */}
                <DomainKeyNotice key={String(open)} keys={keys} domain={values.domain} engine={values.engine} openSettings={openSettings} />
                <FormField label="网址列表 *" error={errors.text} hint={hint}>
                  {(control) => (
                    <TextArea
                      {...control}
                      className="push-url-box"
                      rows={10}
                      value={values.text}
                      readOnly={!editing}
                      placeholder={'https://example.com/posts/1.html\nhttps://example.com/posts/2.html'}
                      onChange={(event) => composer.send({ type: 'push.change', field: 'text', value: event.target.value })}
                    />
                  )}
                </FormField>
                {formError && <ErrorCallout>{formError}</ErrorCallout>}
                <Flex gap="3" justify="between" wrap="wrap">
                  <Flex gap="2">
                    <Button type="button" variant="soft" disabled={!values.domain || !editing} onClick={() => composer.send({ type: 'push.pick' })}>
                      <FileTextIcon /> 从文章中选择
                    </Button>
                    <Button type="button" variant="soft" color="gray" disabled={!values.domain || !editing} onClick={() => openSettings(values.domain)}>
                      <GearIcon /> 推送设置
                    </Button>
                  </Flex>
                  <Flex gap="3">
                    <Button type="button" variant="soft" color="gray" disabled={submitting} onClick={() => composer.send({ type: 'push.cancel' })}>
                      取消
                    </Button>
                    <Button type="submit" loading={submitting} disabled={waiting > 0}>
                      {waitingLabel('推送', waiting)}
                    </Button>
                  </Flex>
                </Flex>
              </Flex>
            </form>
          )}
          <ArticlePickerDialog composer={composer} />
        </Dialog.Content>
      </Dialog.Root>
      <AlertDialog.Root open={confirmingDiscard}>
        <AlertDialog.Content maxWidth="400px">
          <AlertDialog.Title>放弃这次推送？</AlertDialog.Title>
          <AlertDialog.Description size="2">关闭后，刚才填写的网址不会保留。</AlertDialog.Description>
          <Flex gap="3" justify="end" mt="4">
            <Button variant="soft" color="gray" onClick={() => composer.send({ type: 'push.keepEditing' })}>
              继续编辑
            </Button>
            <Button color="red" onClick={() => composer.send({ type: 'push.discard' })}>
              放弃
            </Button>
          </Flex>
        </AlertDialog.Content>
      </AlertDialog.Root>
    </>
  )
}
