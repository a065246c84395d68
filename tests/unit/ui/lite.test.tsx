import * as Radix from '@radix-ui/themes'
import type { ReactElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Badge, Flex, RowButton, Text } from '../../../src/ui/lite'

/** An element's markup with its class list sorted: the order of classes means nothing to CSS. */
function markup(element: ReactElement): string {
  return renderToStaticMarkup(element).replace(/class="([^"]*)"/g, (_all, names: string) => `class="${names.split(' ').sort().join(' ')}"`)
}

// each pair: the light element, then Radix's own with the same props, as the rows of the six lists give them
const pair = (name: string, light: ReactElement, radix: ReactElement) => ({ name, light, radix })

const pairs = [
  pair('Text', <Text>一</Text>, <Radix.Text>一</Radix.Text>),
  pair('Text weight', <Text weight="medium">一</Text>, <Radix.Text weight="medium">一</Radix.Text>),
  pair(
    'Text size colour',
    <Text size="1" color="gray">
      一
    </Text>,
    <Radix.Text size="1" color="gray">
      一
    </Radix.Text>,
  ),
  pair('Text nowrap', <Text wrap="nowrap">一</Text>, <Radix.Text wrap="nowrap">一</Radix.Text>),
  pair(
    'Text style',
    <Text size="2" color="red" style={{ display: 'inline-block', maxWidth: 300 }}>
      一
    </Text>,
    <Radix.Text size="2" color="red" style={{ display: 'inline-block', maxWidth: 300 }}>
      一
    </Radix.Text>,
  ),
  pair(
    'Flex column',
    <Flex direction="column" gap="1" align="start">
      一
    </Flex>,
    <Radix.Flex direction="column" gap="1" align="start">
      一
    </Radix.Flex>,
  ),
  pair(
    'Flex widths',
    <Flex direction="column" maxWidth="300px" minWidth="0">
      一
    </Flex>,
    <Radix.Flex direction="column" maxWidth="300px" minWidth="0">
      一
    </Radix.Flex>,
  ),
  pair(
    'Flex row',
    <Flex gap="2" wrap="nowrap">
      一
    </Flex>,
    <Radix.Flex gap="2" wrap="nowrap">
      一
    </Radix.Flex>,
  ),
  pair(
    'Badge soft',
    <Badge color="green" radius="full" highContrast>
      启用
    </Badge>,
    <Radix.Badge color="green" variant="soft" radius="full" highContrast>
      启用
    </Radix.Badge>,
  ),
  pair(
    'Badge outline',
    <Badge color="indigo" variant="outline">
      百度
    </Badge>,
    <Radix.Badge color="indigo" variant="outline">
      百度
    </Radix.Badge>,
  ),
  pair(
    'RowButton',
    <RowButton aria-label="编辑 a.cn">编辑</RowButton>,
    <Radix.Button variant="ghost" size="1" aria-label="编辑 a.cn">
      编辑
    </Radix.Button>,
  ),
  pair(
    'RowButton colour, disabled',
    <RowButton color="red" disabled>
      删除
    </RowButton>,
    <Radix.Button variant="ghost" size="1" color="red" disabled>
      删除
    </Radix.Button>,
  ),
]

describe('the light row elements (src/ui/lite.tsx)', () => {
  it.each(pairs)('$name renders what Radix renders', ({ light, radix }) => {
    expect(markup(light)).toBe(markup(radix))
  })
})
