import { useActorRef } from '@xstate/react'
import { fromCallback } from 'xstate'
import { draftKey } from '../../app/drafts'
import { isPushEngine, PUSH_SECRET_LABELS, zh, type PushEngine, type PushSettings } from '../../api/push'
import { batchSettingsProblems } from '../../api/pushBatch'
import { inspect } from '../../devtools/inspect'
import { pushApi, watchSavedSettings } from '../../http/push'
import { createFormMachine } from '../../machines/formMachine'
import { pushKeysMachine } from '../../machines/pushKeysMachine'
import { fromAbortable } from '../../ui/fromAbortable'
import { notify } from '../../ui/toast'
import { useFormField, type FormActor } from '../../ui/form/FormContext'
import { FormDialog } from '../../ui/form/FormDialog'
import { SelectInput, TextInput } from '../../ui/form/fields'
import type { Option } from '../../ui/OptionSelect'
import { useFormActor } from '../section/useFormActor'
import { engineOptions } from './columns'
import { DomainPicker } from './DomainPicker'
import type { KeysActor } from './KeyNotice'

/** One engine, its secret, and the domains it goes to. */
export type BatchSettingsValues = { engine: PushEngine | ''; secret: string; domains: string[] }

const emptyValues = (): BatchSettingsValues => ({ engine: 'baidu', secret: '', domains: [] })

const batchForm = createFormMachine<BatchSettingsValues>({ id: 'pushSettingsBatch', validate: batchSettingsProblems, empty: emptyValues() })

/** The settings' version of each chosen domain as the dialog read them (0: none stored), where it read them. */
function versionsRead(domains: readonly string[], settings: Readonly<Record<string, PushSettings>>): Record<string, number> | undefined {
  const read = domains.flatMap((domain) => (typeof settings[domain]?.version === 'number' ? [[domain, settings[domain].version!] as const] : []))
  return read.length ? Object.fromEntries(read) : undefined
}

/**
 * 批量设置推送: a form dialog of its own; the server's answer (each domain's settings, masked) is its toast. It sends
 * the versions of the settings it showed (which keys each domain had), and says how many another operator changed
 * meanwhile: their marks (已有密钥, 将替换) were out of date when the person chose.
 */
export function useBatchSettingsDialog() {
  const keys = useActorRef(domainKeys, { input: { domains: [] }, inspect })
  const form = useFormActor({
    machine: batchForm,
    submit: ({ engine, secret, domains }) => {
      const versions = versionsRead(domains, keys.getSnapshot().context.settings)
      const input = { engine: engine as PushEngine, secret: secret.trim(), domains, ...(versions && { versions }) }
      return pushApi.saveSettingsBatch(input).then((answer) => {
        if (answer.changed)
          notify.info(
            zh`其中 ${answer.changed} 个域名的推送设置在读取后已被他人修改，已在它们现在的设置上保存${PUSH_SECRET_LABELS[input.engine]}，其他密钥不变`,
          )
        return answer
      })
    },
    draftKey: draftKey<BatchSettingsValues>('push.settingsBatch'),
  })
  return { form, keys, open: () => form.send({ type: 'form.open', values: emptyValues() }) }
}

/** The secret's field, named after the chosen engine's secret. */
function SecretInput() {
  const engine = useFormField<string>('engine').value
  const label = isPushEngine(engine) ? PUSH_SECRET_LABELS[engine] : '密钥'
  return <TextInput name="secret" label={`${label} *`} autoComplete="off" spellCheck={false} hint="保存后各域名只显示首尾几位，与推送设置相同" />
}

/** Which keys every domain has, for the list's marks and 仅显示未设置密钥: looked up as the push dialog does, following saves. */
const domainKeys = pushKeysMachine.provide({
  actors: {
    load: fromAbortable(({ domains }: { domains: string[] }, signal) => pushApi.keysOf(domains, signal)),
    watch: fromCallback(({ sendBack }) => watchSavedSettings((settings) => sendBack({ type: 'keys.saved', settings }))),
  },
})

export function BatchSettingsDialog({ form, keys, domainOptions }: { form: FormActor; keys: KeysActor; domainOptions: Option[] }) {
  return (
    <FormDialog form={form} title="批量设置推送" description="把同一个搜索引擎的密钥一次设置到多个域名；这些域名的其他推送设置不变。" maxWidth="600px">
      <SelectInput name="engine" label="搜索引擎 *" options={engineOptions} placeholder="选择搜索引擎" />
      <SecretInput />
      <DomainPicker options={domainOptions} keys={keys} />
    </FormDialog>
  )
}
