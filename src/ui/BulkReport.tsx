import { Badge, Button, Callout, Flex, Table, Text } from '@radix-ui/themes'
import { CopyIcon, DownloadIcon } from '@radix-ui/react-icons'
import { useState, type MouseEvent } from 'react'
import { ScrollBox } from './ScrollBox'
import { copyText, downloadSkipped, skippedText } from './skippedLines'

/** One line of a bulk input as the report shows it: its number in the textarea (when known), its text, and why. */
export interface ReportLine {
  line?: number | null
  value: string
  message?: string
}

/** How a table's header was read (src/api/bulkTable.ts): the columns imported and those that were not, as written. */
export interface ImportedColumns {
  used: string[]
  ignored: string[]
}

function Lines({ caption, lines, withReason }: { caption: string; lines: ReportLine[]; withReason: boolean }) {
  return (
    <ScrollBox label={caption} maxHeight={240}>
      <Table.Root size="1" variant="surface">
        {/* Table.Root's props land on its wrapper: the caption names the <table>, and titles it on screen */}
        <Text asChild size="2" weight="bold">
          <caption style={{ textAlign: 'left', padding: 'var(--space-2) var(--space-3)' }}>{caption}</caption>
        </Text>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeaderCell width="64px">行号</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>内容</Table.ColumnHeaderCell>
            {withReason && <Table.ColumnHeaderCell>原因</Table.ColumnHeaderCell>}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {lines.map((line, index) => (
            <Table.Row key={`${line.line ?? ''}-${index}`}>
              <Table.Cell>{line.line ?? '—'}</Table.Cell>
              <Table.Cell style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}>{line.value}</Table.Cell>
              {withReason && (
                <Table.Cell>
                  <Text color="red">{line.message}</Text>
                </Table.Cell>
              )}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </ScrollBox>
  )
}

/** 复制 and 下载 for the skipped lines: to fix them elsewhere and add them again. */
function TakeSkipped({ skipped, downloadName }: { skipped: ReportLine[]; downloadName: string }) {
  const [copied, setCopied] = useState<boolean | null>(null)
  async function copy(event: MouseEvent<HTMLButtonElement>) {
    setCopied(await copyText(skippedText(skipped), event.currentTarget.parentElement ?? undefined))
  }
  return (
    <Flex gap="2" align="center" justify="end" wrap="wrap">
      <Text size="1" color={copied === false ? 'red' : 'green'} role="status">
        {copied === null ? '' : copied ? `已复制 ${skipped.length} 行（行号、内容、原因，以制表符分隔）` : '复制失败，请使用「下载」'}
      </Text>
      <Button size="1" variant="soft" color="gray" aria-label="复制已跳过的行" onClick={(event) => void copy(event)}>
        <CopyIcon /> 复制
      </Button>
      <Button size="1" variant="soft" color="gray" aria-label="下载已跳过的行（CSV）" onClick={() => downloadSkipped(skipped, downloadName)}>
        <DownloadIcon /> 下载
      </Button>
    </Flex>
  )
}

/**
 * The line-by-line answer of a bulk add: how a table's header was read, what was skipped and why first (that is what
 * the person acts on: 复制 or 下载 takes those lines away), then what was created. Texts from the input are rendered
 * as text.
 */
export function BulkReport({
  created,
  skipped,
  columns = null,
  downloadName = '已跳过的行.csv',
}: {
  created: ReportLine[]
  skipped: ReportLine[]
  columns?: ImportedColumns | null
  downloadName?: string
}) {
  return (
    <Flex direction="column" gap="3">
      <Flex gap="2" align="center">
        <Badge color="green" size="2">
          已添加 {created.length} 条
        </Badge>
        <Badge color={skipped.length ? 'amber' : 'gray'} size="2">
          已跳过 {skipped.length} 条
        </Badge>
      </Flex>
      {columns && (
        <Callout.Root size="1" color={columns.ignored.length ? 'amber' : 'gray'} highContrast>
          <Callout.Text>
            第 1 行是表头，未作为数据添加。导入的列：{columns.used.join('、')}
            {columns.ignored.length > 0 && `。未导入的列（已忽略）：${columns.ignored.join('、')}`}
          </Callout.Text>
        </Callout.Root>
      )}
      {skipped.length > 0 && (
        <Flex direction="column" gap="2">
          <Lines caption="已跳过的行" lines={skipped} withReason />
          <TakeSkipped skipped={skipped} downloadName={downloadName} />
        </Flex>
      )}
      {created.length > 0 && <Lines caption="已添加的行" lines={created} withReason={false} />}
    </Flex>
  )
}
