import { Box, Button, Flex, Text } from '@radix-ui/themes'
import { useSelector } from '@xstate/react'
import { useEffect, useId, useRef } from 'react'
import { shownValue, sideOf, type ConflictField, type FieldLabels } from '../../machines/formConflict'
import type { FormActor } from './FormContext'

/** How a conflict names a field of the form and shows its values (a status by its label, not its code). */
export type ConflictLabels = FieldLabels

const shown = shownValue

/**
 * What another operator's change did, shown in the form whose save met it (1460): field by field, what it was and
 * what it is now beside what this operator typed, with 保留我的 / 采用服务器的 for each and for all. Fields only the
 * other change touched were merged; they are listed. Nothing typed is lost: 保留我的 brings it back after 采用服务器的.
 */
export function ConflictPanel({ form, labels }: { form: FormActor; labels: ConflictLabels }) {
  const conflict = useSelector(form, (state) => (state.matches({ editing: 'conflicted' }) ? state.context.conflict : null))
  const values = useSelector(form, (state) => state.context.values)
  const heading = useRef<HTMLHeadingElement>(null)
  const titleId = useId()
  // where the eye goes: the panel, as it appears (and again when a later save meets another change)
  useEffect(() => {
    if (conflict) heading.current?.focus()
  }, [conflict])
  if (!conflict) return null
  const label = (field: string) => labels[field]?.label ?? field
  const who = conflict.by ?? '其他操作员'
  // what was merged is said for the fields a person sees (not, say, the masked values a form keeps beside them)
  const merged = conflict.merged.filter(({ field }) => field in labels)
  return (
    <Box role="group" aria-labelledby={titleId} p="3" style={{ borderRadius: 'var(--radius-3)', background: 'var(--amber-a3)' }}>
      <Text as="p" weight="bold" id={titleId} ref={heading} tabIndex={-1}>
        该记录已被他人修改
      </Text>
      <Text as="p" size="2" mt="1">
        {conflict.fields.length
          ? `你打开后，${who}修改了这条记录。以下字段双方都改了：请逐项选择保留我的或采用服务器的，然后再次保存。`
          : `你打开后，${who}修改了这条记录。对方改的字段你没有改，已合并到表单中；请检查后再次保存。`}
      </Text>
      {conflict.fields.map((field) => (
        <ConflictRow
          key={field.field}
          form={form}
          field={field}
          label={label(field.field)}
          side={sideOf(field, values[field.field])}
          show={(value) => shown(labels, field.field, value)}
        />
      ))}
      {conflict.fields.length > 1 && (
        <Flex gap="2" mt="3">
          <Button type="button" size="1" variant="soft" onClick={() => form.send({ type: 'form.choose', side: 'mine' })}>
            全部保留我的
          </Button>
          <Button type="button" size="1" variant="soft" color="gray" onClick={() => form.send({ type: 'form.choose', side: 'theirs' })}>
            全部采用服务器的
          </Button>
        </Flex>
      )}
      {merged.length > 0 && (
        <Box mt="3">
          <Text as="p" size="2" weight="medium">
            已合并{who}的修改：
          </Text>
          <Box asChild pl="4" m="0">
            <ul>
              {merged.map(({ field, before, now }) => (
                <li key={field}>
                  <Text size="2">{`${label(field)}：${shown(labels, field, before)} → ${shown(labels, field, now)}`}</Text>
                </li>
              ))}
            </ul>
          </Box>
        </Box>
      )}
    </Box>
  )
}

function ConflictRow({
  form,
  field,
  label,
  side,
  show,
}: {
  form: FormActor
  field: ConflictField
  label: string
  side: 'mine' | 'theirs' | null
  show: (value: unknown) => string
}) {
  const choose = (chosen: 'mine' | 'theirs') => form.send({ type: 'form.choose', field: field.field, side: chosen })
  return (
    <Box mt="3" role="group" aria-label={`${label}（双方都改了）`}>
      <Text as="p" size="2" weight="medium">
        {label}
      </Text>
      <Text as="p" size="2">
        {`对方：${show(field.before)} → ${show(field.now)}`}
      </Text>
      <Text as="p" size="2">
        {`你填写的：${show(field.mine)}`}
      </Text>
      <Flex gap="2" mt="1">
        <Button type="button" size="1" variant={side === 'mine' ? 'solid' : 'outline'} aria-pressed={side === 'mine'} onClick={() => choose('mine')}>
          保留我的
        </Button>
        <Button type="button" size="1" variant={side === 'theirs' ? 'solid' : 'outline'} aria-pressed={side === 'theirs'} onClick={() => choose('theirs')}>
          采用服务器的
        </Button>
      </Flex>
    </Box>
  )
}
