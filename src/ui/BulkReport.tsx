import { Badge, Flex, Table, Text } from '@radix-ui/themes'
import { ScrollBox } from './ScrollBox'

/** One line of a bulk input as the report shows it: its number in the textarea (when known), its text, and why. */
export interface ReportLine {
  line?: number | null
  value: string
  message?: string
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
              <Table.Cell style={{ wordBreak: 'break-all' }}>{line.value}</Table.Cell>
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

/**
 * The line-by-line answer of a bulk add: what was skipped and why first (that is what the person acts on), then
 * what was created. Texts from the input are rendered as text.
 */
export function BulkReport({ created, skipped }: { created: ReportLine[]; skipped: ReportLine[] }) {
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
      {skipped.length > 0 && <Lines caption="已跳过的行" lines={skipped} withReason />}
      {created.length > 0 && <Lines caption="已添加的行" lines={created} withReason={false} />}
    </Flex>
  )
}
