import { Badge, Flex, IconButton, TextField } from '@radix-ui/themes'
import { Cross2Icon } from '@radix-ui/react-icons'
import { useState, type KeyboardEvent } from 'react'
import { LIST_SEPARATORS } from '../../api/text'
import type { FieldControlProps } from '../../ui/FormField'

/**
 * Tags as chips: type a tag and press Enter, a comma (half- or full-width), 、 or a semicolon to add it, Backspace in the empty box
 * removes the last one, each chip has its own remove button. Whatever is still typed is added on leaving the box.
 */
export function TagsInput({
  control,
  value,
  onChange,
  readOnly,
}: {
  control: FieldControlProps
  value: string[]
  onChange: (tags: string[]) => void
  readOnly: boolean
}) {
  const [text, setText] = useState('')

  function add() {
    const typed = text
      .split(LIST_SEPARATORS)
      .map((tag) => tag.trim())
      .filter(Boolean)
    setText('')
    if (typed.length) onChange([...new Set([...value, ...typed])])
  }

  function keyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.nativeEvent.isComposing) return
    if (event.key === 'Enter' || (event.key.length === 1 && LIST_SEPARATORS.test(event.key))) {
      event.preventDefault()
      add()
    } else if (event.key === 'Backspace' && text === '' && value.length) {
      onChange(value.slice(0, -1))
    }
  }

  return (
    <Flex direction="column" gap="2">
      {value.length > 0 && (
        <Flex gap="2" wrap="wrap" role="list" aria-label="已添加的标签">
          {value.map((tag) => (
            <Badge key={tag} role="listitem" size="2" variant="soft">
              {tag}
              <IconButton
                type="button"
                size="1"
                variant="ghost"
                aria-label={`删除标签 ${tag}`}
                disabled={readOnly}
                onClick={() => onChange(value.filter((other) => other !== tag))}
              >
                <Cross2Icon />
              </IconButton>
            </Badge>
          ))}
        </Flex>
      )}
      <TextField.Root
        {...control}
        value={text}
        readOnly={readOnly}
        placeholder="输入标签后按回车或逗号添加"
        autoComplete="off"
        onChange={(event) => {
          const next = event.target.value
          // a comma typed or pasted in the middle of the text adds what precedes it
          if (LIST_SEPARATORS.test(next)) {
            const parts = next.split(LIST_SEPARATORS)
            const rest = parts.pop() ?? ''
            const typed = parts.map((tag) => tag.trim()).filter(Boolean)
            if (typed.length) onChange([...new Set([...value, ...typed])])
            setText(rest)
          } else setText(next)
        }}
        onKeyDown={keyDown}
        onBlur={add}
      />
    </Flex>
  )
}
