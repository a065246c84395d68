import { Button, Callout, Flex, Heading, Table, Text, VisuallyHidden } from '@radix-ui/themes'
import { useSelector } from '@xstate/react'
import type { FormEvent } from 'react'
import type { ActorRefFrom } from 'xstate'
import { PUSH_ENGINE_LABELS, type PushEngine } from '../../api/push'
import type { DomainPushResult } from '../../api/pushBatch'
import type { pushSpreadMachine } from '../../machines/pushSpreadMachine'
import { SelectField } from '../../ui/SelectField'
import { StatusBadge } from '../../ui/StatusBadge'
import { engineOptions, statusStyles } from './columns'
import { ErrorCallout } from '../../ui/ErrorCallout'
import { KeyCell, SpreadKeyNotice, type KeysActor } from './KeyNotice'
import { leftOut } from './pushOutcome'

export type SpreadActor = ActorRefFrom<typeof pushSpreadMachine>

/** A domain's result: the record's status, or 未推送 when nothing was sent (no secret for the engine). */
function Outcome({ result }: { result: DomainPushResult }) {
  return result.record ? (
    <StatusBadge value={result.record.status} styles={statusStyles} />
  ) : (
    <StatusBadge value="none" styles={{ none: { label: '未推送', color: 'gray' } }} />
  )
}

/** What the results come to: green only when every domain's URLs were all taken, never for a partial failure. */
function Summary({ results }: { results: DomainPushResult[] }) {
  const done = results.filter((result) => result.record?.status === 'success' && result.code === 0).length
  const missed = leftOut(results).length
  if (done === results.length)
    return (
      <Callout.Root color="green" size="1">
        <Callout.Text>{results.length} 个域名的网址都已推送成功。</Callout.Text>
      </Callout.Root>
    )
  const without = missed ? `其中 ${missed} 个域名没有推送，也没有留下推送记录（原因见下表）；点「完成」后仍会在提示中列出它们，直到你关闭提示。` : ''
  return (
    <Callout.Root color={done === 0 ? 'red' : 'amber'} size="1" highContrast>
      <Callout.Text>
        {results.length} 个域名中 {done} 个全部推送成功，{results.length - done} 个没有全部成功。{without}
      </Callout.Text>
    </Callout.Root>
  )
}

/** Each domain's push: its result and what the engine said; a refused one leaves its record in the history too. */
function Results({ spread, results }: { spread: SpreadActor; results: DomainPushResult[] }) {
  const engine = useSelector(spread, (state) => state.context.engine)
  return (
    <Flex direction="column" gap="3" mt="4" asChild>
      <section aria-label="推送结果">
        <Heading as="h2" size="3">
          推送结果（{PUSH_ENGINE_LABELS[engine as PushEngine]}，{results.length} 个域名）
        </Heading>
        <Summary results={results} />
        <Table.Root size="1">
          {/* Table.Root's props land on its scroll wrapper: the caption names the <table> */}
          <VisuallyHidden asChild>
            <caption>各域名的推送结果</caption>
          </VisuallyHidden>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeaderCell>域名</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>网址数</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>结果</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>说明</Table.ColumnHeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {results.map((result) => (
              <Table.Row key={result.domain}>
                <Table.RowHeaderCell>{result.domain}</Table.RowHeaderCell>
                <Table.Cell>{result.urlCount}</Table.Cell>
                <Table.Cell>
                  <Outcome result={result} />
                </Table.Cell>
                <Table.Cell>
                  <Text size="2" color={result.code !== 0 ? 'red' : result.record?.status === 'success' ? 'gray' : 'amber'}>
                    {result.msg}
                  </Text>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
        <Flex justify="end">
          <Button onClick={() => spread.send({ type: 'spread.close' })}>完成</Button>
        </Flex>
      </section>
    </Flex>
  )
}

/**
 * Chosen articles of several domains: the domains and their articles, one engine for all, then one push per domain
 * (each under that domain's own quota) and each domain's result.
 */
export function SpreadPush({
  spread,
  engineHints,
  openSettings,
}: {
  spread: SpreadActor
  engineHints: Record<string, string>
  /** A domain's push settings, over the dialog (去设置密钥); the push stays as it is meanwhile. */
  openSettings: (domain: string) => void
}) {
  const { spread: plan, engine, notice, errors, formError, results } = useSelector(spread, (state) => state.context)
  const submitting = useSelector(spread, (state) => state.matches('submitting'))
  const keys = useSelector(spread, (state) => state.children.keys as KeysActor | undefined)
  if (results) return <Results spread={spread} results={results} />

  function submit(event: FormEvent) {
    event.preventDefault()
    spread.send({ type: 'spread.submit' })
  }
  return (
    <form noValidate onSubmit={submit} aria-label="按域名推送">
      <Flex direction="column" gap="4" mt="4">
        {notice && (
          <Callout.Root color="indigo" size="1">
            <Callout.Text>{notice}</Callout.Text>
          </Callout.Root>
        )}
        <Callout.Root color="indigo" size="1">
          <Callout.Text>
            所选文章属于 {plan.groups.length} 个域名，将按域名分别推送：每个域名推送一次，各自占用该域名的今日额度。{plan.notice}
          </Callout.Text>
        </Callout.Root>
        <Table.Root size="1">
          {/* Table.Root's props land on its scroll wrapper: the caption names the <table> */}
          <VisuallyHidden asChild>
            <caption>要推送的域名</caption>
          </VisuallyHidden>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeaderCell>域名</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>文章数</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>推送密钥</Table.ColumnHeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {plan.groups.map((group) => (
              <Table.Row key={group.domain}>
                <Table.RowHeaderCell>{group.domain}</Table.RowHeaderCell>
                <Table.Cell>{group.urls.length}</Table.Cell>
                <Table.Cell>
                  <KeyCell keys={keys} domain={group.domain} engine={engine} openSettings={openSettings} />
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
        <SpreadKeyNotice keys={keys} engine={engine} />
        <SelectField
          label="搜索引擎 *"
          value={engine}
          options={engineOptions}
          onChange={(next) => spread.send({ type: 'spread.engine', engine: next as PushEngine })}
          error={errors.engine}
          hint={engineHints[engine]}
          disabled={submitting}
          placeholder="选择搜索引擎"
        />
        {formError && <ErrorCallout>{formError}</ErrorCallout>}
        <Flex gap="3" justify="end">
          <Button type="button" variant="soft" color="gray" disabled={submitting} onClick={() => spread.send({ type: 'spread.close' })}>
            取消
          </Button>
          <Button type="submit" loading={submitting}>
            推送（{plan.groups.length} 个域名）
          </Button>
        </Flex>
      </Flex>
    </form>
  )
}
