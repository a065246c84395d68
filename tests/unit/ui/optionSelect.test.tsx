import { Select } from '@radix-ui/themes'
import type { ComponentProps } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { OptionSelect } from '../../../src/ui/OptionSelect'
import { sortAttributes, sortClasses } from '../../support/markup'

const options = [
  { value: 'a', label: '甲' },
  { value: 'b', label: '乙' },
]

/** The <button> of a closed select, each tag's attributes and class list sorted: their order means nothing to the browser. */
const trigger = (markup: string): string => sortAttributes(sortClasses(/<button[\s\S]*<\/button>/.exec(markup)?.[0] ?? ''))

type Props = Omit<ComponentProps<typeof Select.Trigger>, 'children' | 'placeholder'> & { placeholder?: string; disabled?: boolean }
const radix = (value: string, props: Props = {}) => {
  const { placeholder, disabled, ...rest } = props
  return trigger(
    renderToStaticMarkup(
      <Select.Root value={value} disabled={disabled}>
        <Select.Trigger placeholder={placeholder} {...rest}>
          {options.find((option) => option.value === value)?.label}
        </Select.Trigger>
      </Select.Root>,
    ),
  )
}
const ours = (value: string, props: Props = {}) =>
  trigger(renderToStaticMarkup(<OptionSelect {...props} value={value} options={options} onValueChange={() => {}} />))

describe('a select never opened (src/ui/ClosedTrigger.tsx)', () => {
  const cases: [string, string, Props][] = [
    ['a value', 'a', { 'aria-label': '主题' }],
    ['a filter with a width', 'b', { 'aria-label': '状态', style: { minWidth: 140 } }],
    ['soft and grey (每页条数)', 'a', { 'aria-label': '每页条数', variant: 'soft', color: 'gray' }],
    ['no value: the placeholder', '', { id: 'f1', placeholder: '请选择', 'aria-invalid': true, 'aria-describedby': 'm1' }],
    ['disabled', 'a', { id: 'f2', disabled: true }],
  ]
  it.each(cases)('renders what Radix renders for its closed trigger: %s', (_name, value, props) => {
    const light = ours(value, props)
    expect(light).toMatch(/^<button /)
    expect(light).toBe(radix(value, props))
  })
})
