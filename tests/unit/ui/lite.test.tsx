import * as Radix from '@radix-ui/themes'
import type { ComponentType, ReactElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Badge, Flex, RowButton, Text } from '../../../src/ui/lite'
import { sortClasses } from '../../support/markup'

/** An element's markup with its class list sorted: the order of classes means nothing to CSS. */
const markup = (element: ReactElement): string => sortClasses(renderToStaticMarkup(element))

// each case: the props a row gives the element, drawn by the light component and by Radix's own (with `radixOnly`, the
// props Radix needs for what the light one is fixed to: RowButton is always ghost and size 1)
type Props = Record<string, unknown>
const pair = (name: string, Light: ComponentType<Props>, Own: ComponentType<Props>, props: Props, radixOnly: Props = {}) => ({
  name,
  light: <Light {...props}>一</Light>,
  radix: (
    <Own {...radixOnly} {...props}>
      一
    </Own>
  ),
})
const lightOf = { Text, Flex, Badge, RowButton } as unknown as Record<string, ComponentType<Props>>
const radixOf = Radix as unknown as Record<string, ComponentType<Props>>
const rowButton = { variant: 'ghost', size: '1' }

const pairs = [
  pair('Text', lightOf.Text, radixOf.Text, {}),
  pair('Text weight', lightOf.Text, radixOf.Text, { weight: 'medium' }),
  pair('Text size colour', lightOf.Text, radixOf.Text, { size: '1', color: 'gray' }),
  pair('Text nowrap', lightOf.Text, radixOf.Text, { wrap: 'nowrap' }),
  pair('Text style', lightOf.Text, radixOf.Text, { size: '2', color: 'red', style: { display: 'inline-block', maxWidth: 300 } }),
  pair('Flex column', lightOf.Flex, radixOf.Flex, { direction: 'column', gap: '1', align: 'start' }),
  pair('Flex widths', lightOf.Flex, radixOf.Flex, { direction: 'column', maxWidth: '300px', minWidth: '0' }),
  pair('Flex row', lightOf.Flex, radixOf.Flex, { gap: '2', wrap: 'nowrap' }),
  pair('Badge soft', lightOf.Badge, radixOf.Badge, { color: 'green', radius: 'full', highContrast: true }, { variant: 'soft' }),
  pair('Badge outline', lightOf.Badge, radixOf.Badge, { color: 'indigo', variant: 'outline' }),
  pair('RowButton', lightOf.RowButton, radixOf.Button, { 'aria-label': '编辑 a.cn' }, rowButton),
  pair('RowButton colour, disabled', lightOf.RowButton, radixOf.Button, { color: 'red', disabled: true }, rowButton),
]

describe('the light row elements (src/ui/lite.tsx)', () => {
  it.each(pairs)('$name renders what Radix renders', ({ light, radix }) => {
    expect(markup(light)).toBe(markup(radix))
  })
})
