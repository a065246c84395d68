import { UploadIcon } from '@radix-ui/react-icons'
import { Button, Flex, Text } from '@radix-ui/themes'
import { useEffect, useId, useRef, useState, type DragEvent } from 'react'

const carriesFiles = (event: { dataTransfer: DataTransfer | null }) => !!event.dataTransfer?.types.includes('Files')

/** While a picker is shown, a file dropped next to it does nothing, instead of the browser leaving the app to open it. */
function useNoDropNavigation() {
  useEffect(() => {
    const stop = (event: globalThis.DragEvent) => {
      if (carriesFiles(event)) event.preventDefault()
    }
    window.addEventListener('dragover', stop)
    window.addEventListener('drop', stop)
    return () => {
      window.removeEventListener('dragover', stop)
      window.removeEventListener('drop', stop)
    }
  }, [])
}

/**
 * The app's one file picker: a 选择文件 button (Tab, then Enter or Space opens the browser's file dialog) inside a
 * drop area (或拖放到此处) that lights up while a file is dragged over it. The browser's own file input stays hidden.
 * `onFile` gets the one file chosen or dropped; `accept` only filters the browser's dialog, so the caller checks
 * the file. The message below is the error when there is one, else the hint; the button is described by it.
 */
export function FilePicker({
  label,
  accept,
  hint,
  error,
  disabled = false,
  onFile,
}: {
  label: string
  accept?: string
  hint?: string
  error?: string | null
  disabled?: boolean
  onFile: (file: File) => void
}) {
  const id = useId()
  const labelId = `${id}-label`
  const messageId = `${id}-message`
  const input = useRef<HTMLInputElement>(null)
  const [over, setOver] = useState(false)
  const message = error || hint
  useNoDropNavigation()

  function dragOver(event: DragEvent) {
    if (disabled || !carriesFiles(event)) return
    event.preventDefault()
    event.dataTransfer.dropEffect = 'copy'
    setOver(true)
  }
  function drop(event: DragEvent) {
    if (!carriesFiles(event)) return
    event.preventDefault()
    setOver(false)
    const file = event.dataTransfer.files[0]
    if (file && !disabled) onFile(file)
  }

  return (
    <Flex direction="column" gap="1">
      <Text id={labelId} size="2" weight="medium">
        {label}
      </Text>
      <Flex
        role="group"
        aria-labelledby={labelId}
        data-dragging={over || undefined}
        align="center"
        justify="center"
        gap="3"
        wrap="wrap"
        p="4"
        onDragEnter={dragOver}
        onDragOver={dragOver}
        onDragLeave={(event) => !event.currentTarget.contains(event.relatedTarget as Node | null) && setOver(false)}
        onDrop={drop}
        style={{
          border: `2px dashed ${over ? 'var(--accent-9)' : error ? 'var(--red-8)' : 'var(--gray-a7)'}`,
          borderRadius: 'var(--radius-3)',
          background: over ? 'var(--accent-a3)' : 'var(--gray-a2)',
        }}
      >
        <Button type="button" variant="soft" disabled={disabled} aria-describedby={message ? messageId : undefined} onClick={() => input.current?.click()}>
          <UploadIcon /> 选择文件
        </Button>
        <Text size="2" color="gray">
          或拖放到此处
        </Text>
        <input
          ref={input}
          type="file"
          accept={accept}
          hidden
          tabIndex={-1}
          aria-labelledby={labelId}
          disabled={disabled}
          onChange={(event) => {
            const file = event.target.files?.[0]
            // the same file chosen again (after fixing it) is a new choice
            event.target.value = ''
            if (file) onFile(file)
          }}
        />
      </Flex>
      {message && (
        <Text id={messageId} size="1" color={error ? 'red' : 'gray'} role={error ? 'alert' : undefined} aria-live={error ? undefined : 'polite'}>
          {message}
        </Text>
      )}
    </Flex>
  )
}
