import { Button, Checkbox, Flex, Text } from '@radix-ui/themes'
import { draftKey } from '../../app/drafts'
import { isPushEngine, PUSH_SECRET_LABELS, type PushEngine } from '../../api/push'
import { batchSettingsProblems } from '../../api/pushBatch'
import { pushApi } from '../../http/push'
import { createFormMachine } from '../../machines/formMachine'
import { FormField } from '../../ui/FormField'
import { ScrollBox } from '../../ui/ScrollBox'
import { useFormField, type FormActor } from '../../ui/form/FormContext'
import { FormDialog } from '../../ui/form/FormDialog'
import { SelectInput, TextInput } from '../../ui/form/fields'
import type { Option } from '../../ui/OptionSelect'
import { useFormActor } from '../section/useFormActor'
import { engineOptions } from './columns'

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

/** The domains to set, ticked in a scrolling list; 全选 and 全不选 for the whole network. */
function DomainsInput({ options }: { options: Option[] }) {
  const field = useFormField<string[]>('domains')
  const chosen = field.value ?? []
  return (
    <FormField label="域名 *" error={field.error} hint={`已选 ${chosen.length} 个`}>
      {({ id, ...aria }) => (
        <Flex direction="column" gap="2">
          <Flex gap="2">
            <Button type="button" size="1" variant="soft" disabled={field.disabled} onClick={() => field.change(options.map((option) => option.value))}>
              全选
            </Button>
            <Button type="button" size="1" variant="soft" color="gray" disabled={field.disabled || chosen.length === 0} onClick={() => field.change([])}>
              全不选
            </Button>
          </Flex>
          <ScrollBox label="可选的域名" maxHeight={220}>
            {/* plain checkboxes (the list's own): Radix's CheckboxGroup would pull its direction helpers into what /login loads */}
            <Flex id={id} {...aria} role="group" aria-label="域名" direction="column" gap="1">
              {options.length === 0 && (
                <Text size="2" color="gray">
                  没有可选的域名
                </Text>
              )}
              {options.map((option) => (
                <Text as="label" size="2" key={option.value}>
                  <Flex gap="2" align="center">
                    <Checkbox
                      checked={chosen.includes(option.value)}
                      disabled={field.disabled}
                      onCheckedChange={(checked) =>
                        field.change(checked === true ? [...chosen, option.value] : chosen.filter((value) => value !== option.value))
                      }
                    />
                    {option.label}
                  </Flex>
                </Text>
              ))}
            </Flex>
          </ScrollBox>
        </Flex>
      )}
    </FormField>
  )
}

export function BatchSettingsDialog({ form, domainOptions }: { form: FormActor; domainOptions: Option[] }) {
  return (
    <FormDialog form={form} title="批量设置推送" description="把同一个搜索引擎的密钥一次设置到多个域名；这些域名的其他推送设置不变。" maxWidth="600px">
      <SelectInput name="engine" label="搜索引擎 *" options={engineOptions} placeholder="选择搜索引擎" />
      <SecretInput />
      <DomainsInput options={domainOptions} />
    </FormDialog>
  )
}
