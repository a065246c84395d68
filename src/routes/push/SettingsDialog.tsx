import { Button, Flex, TextField } from '@radix-ui/themes'
import { useSelector } from '@xstate/react'
import { ENGINE_OF_SECRET, PUSH_SECRET_LABELS, SECRET_FIELDS, secretProblem, zh, type PushSettings, type SecretField } from '../../api/push'
import { pushApi } from '../../http/push'
import { FormField } from '../../ui/FormField'
import { useFormField, type FormActor } from '../../ui/form/FormContext'
import { FormDialog } from '../../ui/form/FormDialog'
import { SelectInput } from '../../ui/form/fields'
import { useFormActor } from '../section/useFormActor'
import { draftKey } from '../../app/drafts'
import { versionOf } from '../../machines/formConflict'
import { createFormMachine } from '../../machines/formMachine'
import type { Option } from '../../ui/OptionSelect'

type Secrets = Record<SecretField, string | null>

/** The secrets as typed (null: clear it), and as the server showed them (masked; null: none stored). */
export interface SettingsValues extends Secrets, Record<string, unknown> {
  domain: string
  shown: Secrets
  /** The settings' version the values started from (0: none stored yet), sent with the save. */
  version?: number
}

const hints: Record<SecretField, string> = {
  baiduToken: '百度搜索资源平台 → 普通收录 → API 提交：接口调用地址中 token= 后面的 16 位字符',
  bingApiKey: 'Bing Webmaster Tools → 设置 → API 访问中的 API 密钥（32 位）',
  indexNowKey: '8–128 位；须在站点根目录放置同名 .txt 文件，内容为该密钥',
}

export function validateSettings(values: SettingsValues): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const field of SECRET_FIELDS) {
    const value = values[field]
    const problem = value === null ? null : secretProblem(ENGINE_OF_SECRET[field], value, values.shown[field])
    if (problem) errors[field] = problem
  }
  return errors
}

const valuesOf = (settings: PushSettings): SettingsValues => {
  const shown: Secrets = { baiduToken: settings.baiduToken, bingApiKey: settings.bingApiKey, indexNowKey: settings.indexNowKey }
  return {
    domain: settings.domain,
    ...shown,
    baiduToken: shown.baiduToken ?? '',
    bingApiKey: shown.bingApiKey ?? '',
    indexNowKey: shown.indexNowKey ?? '',
    shown,
    ...versionOf(settings),
  }
}

/** How a conflict names the secrets (masked as the server shows them). */
const secretLabels = Object.fromEntries(SECRET_FIELDS.map((field) => [field, { label: PUSH_SECRET_LABELS[ENGINE_OF_SECRET[field]] }]))

/** A secret, shown masked; 清除 marks it to be cleared on saving (undone with 撤销清除). */
function SecretInput({ name, shown }: { name: SecretField; shown: string | null }) {
  const field = useFormField<string | null>(name)
  const label = PUSH_SECRET_LABELS[ENGINE_OF_SECRET[name]]
  const cleared = field.value === null
  return (
    <FormField label={label} error={field.error} hint={cleared ? zh`保存后将清除已保存的${label}` : hints[name]}>
      {(control) => (
        <Flex gap="2">
          <TextField.Root
            {...control}
            style={{ flexGrow: 1 }}
            value={field.value ?? ''}
            placeholder={cleared ? '（保存后清除）' : '未设置'}
            readOnly={field.disabled || cleared}
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => field.change(event.target.value)}
          />
          {shown !== null &&
            (cleared ? (
              <Button type="button" variant="soft" color="gray" disabled={field.disabled} onClick={() => field.change(shown)}>
                撤销清除
              </Button>
            ) : (
              <Button type="button" variant="soft" color="red" disabled={field.disabled} aria-label={zh`清除${label}`} onClick={() => field.change(null)}>
                清除
              </Button>
            ))}
        </Flex>
      )}
    </FormField>
  )
}

const secretsForm = createFormMachine<SettingsValues>({
  id: 'pushSettings',
  validate: validateSettings,
  empty: { domain: '', baiduToken: null, bingApiKey: null, indexNowKey: null, shown: { baiduToken: null, bingApiKey: null, indexNowKey: null } },
  fromRow: (row) => valuesOf(row as unknown as PushSettings),
})
const chooserForm = createFormMachine<{ domain: string }>({
  id: 'pushSettingsDomain',
  validate: (values) => (values.domain ? {} : { domain: '请选择域名' }),
  empty: { domain: '' },
})

/**
 * Settings in two steps, both toolkit form dialogs: choose the domain (its settings are loaded on 下一步), then edit
 * its secrets. `open(domain)` starts with that domain chosen; `open(domain, true)` goes straight to its secrets (the
 * push dialog's 推送设置 and 去设置密钥), without the first step ever showing: the secrets then give focus back to the
 * button that opened them, in the push, once they close.
 */
export function useSettingsDialogs() {
  const secrets = useFormActor({
    machine: secretsForm,
    submit: (values) =>
      pushApi.saveSettings({
        domain: values.domain,
        baiduToken: values.baiduToken,
        bingApiKey: values.bingApiKey,
        indexNowKey: values.indexNowKey,
        ...versionOf(values),
      }),
    draftKey: draftKey<SettingsValues>('push.settings'),
  })
  const chooser = useFormActor({
    machine: chooserForm,
    submit: (values) => pushApi.settings(values.domain),
    onSaved: (settings) => secrets.send({ type: 'form.open', values: valuesOf(settings) }),
    draftKey: draftKey<{ domain: string }>('push.settingsDomain'),
  })
  const open = (domain = '', direct = false) => {
    if (!direct || !domain) return chooser.send({ type: 'form.open', values: { domain } })
    // when its settings cannot be read, the first step opens with the domain chosen and says why; 下一步 asks again
    void pushApi.settings(domain).then(
      (settings) => secrets.send({ type: 'form.open', values: valuesOf(settings) }),
      (error: unknown) =>
        chooser.send({
          type: 'form.open',
          values: { domain },
          formError: error instanceof Error && error.message ? error.message : '读取推送设置失败，请重试',
        }),
    )
  }
  return { chooser, secrets, open }
}

export function SettingsDialogs({ chooser, secrets, domainOptions }: { chooser: FormActor; secrets: FormActor; domainOptions: Option[] }) {
  const domain = useSelector(secrets, (state) => String(state.context.values.domain ?? ''))
  const shown = useSelector(secrets, (state) => state.context.values.shown as Secrets | undefined)
  return (
    <>
      <FormDialog form={chooser} title="推送设置" description="每个域名有自己的推送密钥。先选择域名。" submitLabel="下一步">
        <SelectInput name="domain" label="域名 *" options={domainOptions} placeholder="选择站群中的域名" />
      </FormDialog>
      <FormDialog
        form={secrets}
        title={`推送设置 · ${domain}`}
        description="已保存的值只显示首尾几位；不修改就保存会保留原值。要删除某项，请点「清除」。"
        maxWidth="600px"
        conflictLabels={secretLabels}
      >
        {SECRET_FIELDS.map((field) => (
          <SecretInput key={field} name={field} shown={shown?.[field] ?? null} />
        ))}
      </FormDialog>
    </>
  )
}
