import { Flex, Grid, RadioGroup, Text, TextArea, TextField } from '@radix-ui/themes'
import { useSelector } from '@xstate/react'
import { useId } from 'react'
import { useSession } from '../../app/SessionContext'
import { ARTICLE_LIMITS, ARTICLE_STATUS_OPTIONS } from '../../api/articles'
import { domainOptionsApi } from '../../http/domains'
import type { ArticleValues } from '../../machines/articleFormMachine'
import { themeOptions } from '../../machines/themeListMachine'
import { FormField } from '../../ui/FormField'
import type { Option } from '../../ui/OptionSelect'
import { SelectField } from '../../ui/SelectField'
import { useOptions } from '../../ui/useOptions'
import { TagsInput } from './TagsInput'
import { useEditorField, type ArticleEditorActor, type ArticleFormActor } from './useArticleEditor'

const count = (text: string, limit: number) => `${[...text].length} / ${limit}`

function TextFieldInput({
  form,
  field,
  label,
  limit,
  placeholder,
  type,
}: {
  form: ArticleFormActor
  field: 'title' | 'coverUrl'
  label: string
  limit: number
  placeholder: string
  type?: 'url'
}) {
  const { value, error, busy, change } = useEditorField(form, field)
  return (
    <FormField label={label} error={error} hint={field === 'title' ? count(value, limit) : undefined}>
      {(control) => (
        <TextField.Root
          {...control}
          type={type}
          value={value}
          readOnly={busy}
          placeholder={placeholder}
          autoComplete="off"
          onChange={(event) => change(event.target.value)}
        />
      )}
    </FormField>
  )
}

/** A select whose current value stays shown even when it is not among the options (a renamed theme, a removed domain). */
function ChoiceInput({
  form,
  field,
  label,
  options,
  placeholder,
  hint,
}: {
  form: ArticleFormActor
  field: 'theme' | 'domain'
  label: string
  options: Option[]
  placeholder: string
  hint?: string
}) {
  const { value, error, busy, change } = useEditorField(form, field)
  const shown = value && !options.some((option) => option.value === value) ? [{ label: value, value }, ...options] : options
  return <SelectField label={label} value={value} options={shown} onChange={change} error={error} disabled={busy} placeholder={placeholder} hint={hint} />
}

function StatusInput({ form }: { form: ArticleFormActor }) {
  const { value, busy, change } = useEditorField(form, 'status')
  const labelId = useId()
  return (
    <Flex direction="column" gap="1">
      <Text id={labelId} size="2" weight="medium">
        状态
      </Text>
      <RadioGroup.Root
        aria-labelledby={labelId}
        value={value}
        disabled={busy}
        onValueChange={(next) => change(next as ArticleValues['status'])}
        orientation="horizontal"
      >
        <Flex gap="4" py="1">
          {ARTICLE_STATUS_OPTIONS.map((option) => (
            <RadioGroup.Item key={option.value} value={option.value}>
              {option.label}
            </RadioGroup.Item>
          ))}
        </Flex>
      </RadioGroup.Root>
    </Flex>
  )
}

function TagsField({ form }: { form: ArticleFormActor }) {
  const { value, error, busy, change } = useEditorField(form, 'tags')
  return (
    <FormField label="标签" error={error} hint={`最多 ${ARTICLE_LIMITS.tags} 个，每个 1–${ARTICLE_LIMITS.tag} 个字符`}>
      {(control) => <TagsInput control={control} value={value} onChange={change} readOnly={busy} />}
    </FormField>
  )
}

function SummaryField({ form }: { form: ArticleFormActor }) {
  const { value, error, busy, change } = useEditorField(form, 'summary')
  return (
    <FormField label="摘要" error={error} hint={count(value, ARTICLE_LIMITS.summary)}>
      {(control) => (
        <TextArea
          {...control}
          rows={3}
          value={value}
          readOnly={busy}
          placeholder="一两句话介绍这篇文章，显示在列表和搜索结果中"
          onChange={(event) => change(event.target.value)}
        />
      )}
    </FormField>
  )
}

/** Everything about the article except its content. */
export function ArticleFields({ form, editor }: { form: ArticleFormActor; editor: ArticleEditorActor }) {
  const themeNames = useSelector(useSession().themeList, (state) => state.context.names)
  const domains = useOptions(domainOptionsApi.names)
  // a chosen domain presets its theme: said under the theme while it is that one
  const preset = useSelector(editor, (state) => state.context.preset)
  const theme = useSelector(form, (state) => state.context.values.theme)
  const presetNote = preset && preset.theme === theme ? `已按域名 ${preset.domain} 预设，可以修改` : undefined
  return (
    <Flex direction="column" gap="4">
      <TextFieldInput form={form} field="title" label="标题 *" limit={ARTICLE_LIMITS.title} placeholder="1–120 个字符" />
      <Grid columns={{ initial: '1', sm: '3' }} gap="4">
        <ChoiceInput form={form} field="domain" label="域名 *" options={domains.options} placeholder={domains.loading ? '加载中…' : '选择发布的域名'} />
        <ChoiceInput form={form} field="theme" label="主题 *" options={themeOptions(themeNames)} placeholder="选择主题" hint={presetNote} />
        <StatusInput form={form} />
      </Grid>
      <Grid columns={{ initial: '1', sm: '2' }} gap="4">
        <TagsField form={form} />
        <TextFieldInput form={form} field="coverUrl" label="封面图片地址" limit={ARTICLE_LIMITS.coverUrl} placeholder="https://…（可留空）" type="url" />
      </Grid>
      <SummaryField form={form} />
    </Flex>
  )
}
