import { Badge, Button, Checkbox, Flex, Text, TextField } from '@radix-ui/themes'
import { MagnifyingGlassIcon } from '@radix-ui/react-icons'
import { useSelector } from '@xstate/react'
import { useEffect, useState } from 'react'
import { isPushEngine, PUSH_SECRET_LABELS, zh } from '../../api/push'
import { FormField } from '../../ui/FormField'
import { useFormField } from '../../ui/form/FormContext'
import type { Option } from '../../ui/OptionSelect'
import { ScrollBox } from '../../ui/ScrollBox'
import { pickerRows, replacedKeys } from './batchDomains'
import type { KeysActor } from './KeyNotice'

/** What the domain list says when it shows none. */
function emptyText(options: readonly Option[], query: string, onlyMissing: boolean, label: string) {
  if (options.length === 0) return '没有可选的域名'
  if (onlyMissing && !query.trim()) return zh`所有域名都已设置${label}`
  return '没有匹配的域名'
}

/**
 * The domains to set, ticked in a scrolling list. A search box filters it as one types (as every long select does),
 * 仅显示未设置密钥 keeps the domains that have no key for the engine, and a domain that has one is marked 已有密钥,
 * 将替换 once ticked (counted under the list); 全选 and 全不选 act on the domains shown.
 */
export function DomainPicker({ options, keys }: { options: Option[]; keys: KeysActor }) {
  const field = useFormField<string[]>('domains')
  const engineValue = useFormField<string>('engine').value
  const engine = isPushEngine(engineValue) ? engineValue : ''
  const label = engine ? PUSH_SECRET_LABELS[engine] : '密钥'
  const settings = useSelector(keys, (state) => state.context.settings)
  const looking = useSelector(keys, (state) => !state.matches('known'))
  const [query, setQuery] = useState('')
  const [onlyMissing, setOnlyMissing] = useState(false)
  // every domain of the network: which keys each has is looked up once the dialog shows them (and follows saves)
  useEffect(() => {
    keys.send({ type: 'keys.check', domains: options.map((option) => option.value) })
  }, [keys, options])

  const chosen = field.value ?? []
  const rows = pickerRows(options, { query, onlyMissing, engine, settings, chosen })
  const replaced = replacedKeys({ engine, settings, chosen }).length
  const shownValues = rows.map((row) => row.value)
  const filtered = rows.length !== options.length
  return (
    <FormField label="域名 *" error={field.error} hint={`已选 ${chosen.length} 个`}>
      {({ id, ...aria }) => (
        <Flex direction="column" gap="2">
          <Flex gap="3" align="center" wrap="wrap">
            <TextField.Root
              type="search"
              aria-label="搜索域名"
              placeholder="搜索域名"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              style={{ flexGrow: 1, minWidth: 180 }}
            >
              <TextField.Slot>
                <MagnifyingGlassIcon aria-hidden />
              </TextField.Slot>
            </TextField.Root>
            <Text as="label" size="2">
              <Flex gap="2" align="center">
                <Checkbox checked={onlyMissing} disabled={!engine} onCheckedChange={(checked) => setOnlyMissing(checked === true)} />
                仅显示未设置密钥
              </Flex>
            </Text>
          </Flex>
          <Flex gap="2" align="center" wrap="wrap">
            <Button
              type="button"
              size="1"
              variant="soft"
              disabled={field.disabled || rows.length === 0}
              onClick={() => field.change([...new Set([...chosen, ...shownValues])])}
            >
              {filtered ? `全选这 ${rows.length} 个` : '全选'}
            </Button>
            <Button
              type="button"
              size="1"
              variant="soft"
              color="gray"
              disabled={field.disabled || !rows.some((row) => row.chosen)}
              onClick={() => field.change(chosen.filter((value) => !shownValues.includes(value)))}
            >
              {filtered ? '取消选择这些' : '全不选'}
            </Button>
            {looking && engine && (
              <Text size="1" color="gray" role="status">
                正在读取各域名的{label}…
              </Text>
            )}
          </Flex>
          <ScrollBox label="可选的域名" maxHeight={220}>
            {/* plain checkboxes (the list's own): Radix's CheckboxGroup would pull its direction helpers into what /login loads */}
            <Flex id={id} {...aria} role="group" aria-label="域名" direction="column" gap="1">
              {rows.length === 0 && (
                <Text size="2" color="gray" role="status">
                  {emptyText(options, query, onlyMissing, label)}
                </Text>
              )}
              {rows.map((row) => (
                <Text as="label" size="2" key={row.value}>
                  <Flex gap="2" align="center">
                    <Checkbox
                      checked={row.chosen}
                      disabled={field.disabled}
                      onCheckedChange={(checked) => field.change(checked === true ? [...chosen, row.value] : chosen.filter((value) => value !== row.value))}
                    />
                    <span>{row.label}</span>
                    {/* a key saving would replace: said in the checkbox's name too */}
                    {row.key === 'set' && (
                      // amber's own text is too light on its soft background (axe): the high-contrast one
                      <Badge color={row.chosen ? 'amber' : 'gray'} variant="soft" highContrast={row.chosen}>
                        {row.chosen ? '将替换' : '已有密钥'}
                      </Badge>
                    )}
                  </Flex>
                </Text>
              ))}
            </Flex>
          </ScrollBox>
          {replaced > 0 && (
            <Text size="1" color="amber" role="status">
              {zh`其中 ${replaced} 个已有${label}，保存后将被替换`}
            </Text>
          )}
        </Flex>
      )}
    </FormField>
  )
}
