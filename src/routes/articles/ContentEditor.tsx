import { Button, Flex, Separator, Text, TextArea } from '@radix-ui/themes'
import { useLayoutEffect, useRef, type KeyboardEvent } from 'react'
import { FormField } from '../../ui/FormField'
import { applyHtmlFormat, SHORTCUT_FORMATS, type HtmlEdit, type HtmlFormat } from './htmlEditing'
import { useEditorField, type ArticleFormActor } from './useArticleEditor'

const TOOLS: { format: HtmlFormat; text: string; label: string; shortcut?: string }[][] = [
  [
    { format: 'paragraph', text: '段落', label: '段落' },
    { format: 'h2', text: 'H2', label: '标题 H2' },
    { format: 'h3', text: 'H3', label: '标题 H3' },
  ],
  [
    { format: 'bold', text: '加粗', label: '加粗', shortcut: 'B' },
    { format: 'italic', text: '斜体', label: '斜体', shortcut: 'I' },
    { format: 'link', text: '链接', label: '链接', shortcut: 'K' },
  ],
  [
    { format: 'list', text: '列表', label: '列表' },
    { format: 'quote', text: '引用', label: '引用' },
    { format: 'code', text: '代码', label: '代码' },
    { format: 'image', text: '图片', label: '图片' },
  ],
]

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform)
const MOD = isMac ? '⌘' : 'Ctrl+'

/** The HTML source: a toolbar that wraps the selection in tags over a monospace text area, with Ctrl/Cmd+B, I and K. */
export function ContentEditor({ form }: { form: ArticleFormActor }) {
  const { value, error, busy, change } = useEditorField(form, 'content')
  const area = useRef<HTMLTextAreaElement>(null)
  // the selection to restore once the edited text is on screen
  const pending = useRef<HtmlEdit | null>(null)

  // after every render: once the text area shows the edited text, select what comes next
  useLayoutEffect(() => {
    const edit = pending.current
    if (!edit || !area.current || area.current.value !== edit.text) return
    pending.current = null
    area.current.focus()
    area.current.setSelectionRange(edit.selectionStart, edit.selectionEnd)
  })

  function format(kind: HtmlFormat) {
    const element = area.current
    if (!element || busy) return
    const edit = applyHtmlFormat(element.value, element.selectionStart, element.selectionEnd, kind)
    pending.current = edit
    change(edit.text)
  }

  function keyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return
    const kind = SHORTCUT_FORMATS[event.key.toLowerCase()]
    if (!kind) return
    event.preventDefault()
    format(kind)
  }

  return (
    <FormField label="正文（HTML）" error={error} hint={`${value.length} 个字符 · ${MOD}B 加粗，${MOD}I 斜体，${MOD}K 链接，${MOD}S 保存`}>
      {(control) => (
        <Flex direction="column" gap="2">
          <Flex role="toolbar" aria-label="正文格式" gap="1" align="center" wrap="wrap">
            {TOOLS.map((group, index) => (
              <Flex key={group[0].format} gap="1" align="center">
                {index > 0 && <Separator orientation="vertical" mx="1" />}
                {group.map((tool) => (
                  <Button
                    key={tool.format}
                    type="button"
                    size="1"
                    variant="soft"
                    color="gray"
                    aria-label={tool.label}
                    title={tool.shortcut ? `${tool.label}（${MOD}${tool.shortcut}）` : tool.label}
                    disabled={busy}
                    // keep the selection in the text area: the button must not take the focus on mouse down
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => format(tool.format)}
                  >
                    <Text weight={tool.format === 'bold' ? 'bold' : undefined} style={tool.format === 'italic' ? { fontStyle: 'italic' } : undefined}>
                      {tool.text}
                    </Text>
                  </Button>
                ))}
              </Flex>
            ))}
          </Flex>
          <TextArea
            {...control}
            ref={area}
            className="article-source"
            value={value}
            readOnly={busy}
            rows={22}
            spellCheck={false}
            placeholder="<p>在这里编写正文的 HTML，或选中文字后使用上方的工具栏</p>"
            onChange={(event) => change(event.target.value)}
            onKeyDown={keyDown}
          />
        </Flex>
      )}
    </FormField>
  )
}
