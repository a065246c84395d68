import { useActorRef } from '@xstate/react'
import { fromCallback } from 'xstate'
import { draftKey } from '../../app/drafts'
import { isPushEngine, PUSH_SECRET_LABELS, type PushEngine } from '../../api/push'
import { batchSettingsProblems } from '../../api/pushBatch'
import { inspect } from '../../devtools/inspect'
import { pushApi, watchSavedSettings } from '../../http/push'
import { createFormMachine } from '../../machines/formMachine'
import { pushKeysMachine } from '../../machines/pushKeysMachine'
import { fromAbortable } from '../../ui/fromAbortable'
import { useFormField, type FormActor } from '../../ui/form/FormContext'
import { FormDialog } from '../../ui/form/FormDialog'
import { SelectInput, TextInput } from '../../ui/form/fields'
import type { Option } from '../../ui/OptionSelect'
import { useFormActor } from '../section/useFormActor'
import { engineOptions } from './columns'
import { DomainPicker } from './DomainPicker'

/** One engine, its secret, and the domains it goes to. */
export type BatchSettingsValues = { engine: PushEngine | ''; secret: string; domains: string[] }

const emptyValues = (): BatchSettingsValues => ({ engine: 'baidu', secret: '', domains: [] })

const batchForm = createFormMachine<BatchSettingsValues>({ id: 'pushSettingsBatch', validate: batchSettingsProblems, empty: emptyValues() })

/** 批量设置推送: a form dialog of its own; the server's answer (each domain's settings, masked) is its toast. */
export function useBatchSettingsDialog() {
  const form = useFormActor({
    machine: batchForm,
    submit: ({ engine, secret, domains }) => pushApi.saveSettingsBatch({ engine: engine as PushEngine, secret: secret.trim(), domains }),
    draftKey: draftKey<BatchSettingsValues>('push.settingsBatch'),
  })
  return { form, open: () => form.send({ type: 'form.open', values: emptyValues() }) }
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

export function BatchSettingsDialog({ form, domainOptions }: { form: FormActor; domainOptions: Option[] }) {
  const keys = useActorRef(domainKeys, { input: { domains: [] }, inspect })
  return (
    <FormDialog form={form} title="批量设置推送" description="把同一个搜索引擎的密钥一次设置到多个域名；这些域名的其他推送设置不变。" maxWidth="600px">
      <SelectInput name="engine" label="搜索引擎 *" options={engineOptions} placeholder="选择搜索引擎" />
      <SecretInput />
      <DomainPicker options={domainOptions} keys={keys} />
    </FormDialog>
  )
}
