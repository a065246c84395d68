import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { bodyRows, openComments, rowOf, table } from './openComments'

let opened: Awaited<ReturnType<typeof openComments>> | undefined
afterEach(() => opened?.app.unmount())

declare global {
  interface Window {
    xssRan?: boolean
  }
}

const SCRIPT = '<script>window.xssRan = true</script>留言里的脚本'
const IMG = '<img src=x onerror="window.xssRan = true">'
const LINK = '<a href="javascript:window.xssRan = true">点我</a>'

/** Nothing in the document was made from a visitor's markup. */
function expectNoInjectedElements() {
  expect(document.querySelectorAll('script, iframe, img, svg[onload], [onerror], [onload]')).toHaveLength(0)
  expect([...document.querySelectorAll('a')].filter((a) => a.getAttribute('href')?.startsWith('javascript:'))).toHaveLength(0)
  expect([...document.querySelectorAll('b')].filter((b) => b.textContent === '加粗')).toHaveLength(0)
  expect(window.xssRan).toBeUndefined()
}

describe('comment list', { timeout: 30_000 }, () => {
  it('shows markup and script from visitors as their characters, in the table and in the reply dialog', async () => {
    opened = await openComments('/comment', [
      { author: '<b>加粗</b>', contact: `"><svg onload="window.xssRan = true">`, content: SCRIPT },
      { author: '图片访客', content: IMG },
      { author: '链接访客', content: LINK },
    ])
    for (const text of [SCRIPT, IMG, LINK, '<b>加粗</b>', `"><svg onload="window.xssRan = true">`]) {
      expect(within(table()).getByText(text)).toBeVisible()
    }
    expectNoInjectedElements()

    await opened.app.user.click(within(rowOf('<b>加粗</b>')).getByRole('button', { name: '回复' }))
    const details = within(await screen.findByRole('dialog', { name: '回复留言' })).getByRole('region', { name: '留言详情' })
    expect(within(details).getByText(SCRIPT)).toBeVisible()
    expect(within(details).getByText('<b>加粗</b>')).toBeVisible()
    expectNoInjectedElements()
  })

  it('shows who wrote what, where, with its status and reply', async () => {
    opened = await openComments('/comment', [
      {
        author: '红烧肉爱好者甲',
        contact: '13800138000',
        ip: '113.5.6.7',
        content: '红烧肉怎么做？',
        status: 'approved',
        reply: '请看菜谱第三步。',
        repliedAt: '2026-11-02T01:00:00.000Z',
      },
    ])
    const row = rowOf('红烧肉爱好者甲')
    for (const text of ['13800138000', 'IP 113.5.6.7', '红烧肉怎么做？', '回复：请看菜谱第三步。', 'meishi-zhinan.com', '已通过']) {
      expect(within(row).getByText(text)).toBeVisible()
    }
    expect(within(row).getByText(/^回复于 2026-11-0[12] \d{2}:00$/)).toBeVisible()
    expect(within(row).getByRole('button', { name: '编辑回复' })).toBeVisible()
    expect(within(row).queryByRole('button', { name: '通过' })).toBeNull()
    // short texts are shown whole, with nothing to open
    expect(within(row).queryByRole('button', { name: '展开' })).toBeNull()
    expect(screen.getByText('共 501 条，第 1 / 26 页')).toBeVisible()
  })

  it('cuts a long comment and a long reply to their lines, each with 展开 / 收起 to read the rest in place', async () => {
    const content = '我按照菜谱做了三次，'.repeat(12) + '到底是哪一步出了问题？'
    const reply = '火候太大了，'.repeat(10) + '请用小火慢炖。'
    opened = await openComments('/comment', [{ author: '长留言的访客', content, status: 'approved', reply, repliedAt: '2026-11-02T01:00:00.000Z' }])
    const row = rowOf('长留言的访客')
    // each text's own button: the one that controls it
    const toggleOf = (text: string) =>
      within(row)
        .getAllByRole('button')
        .find((button) => button.getAttribute('aria-controls') === within(row).getByText(text).id)!
    expect(toggleOf(content)).toHaveTextContent('展开')
    expect(within(row).getByText(content)).toHaveClass('expandable-text-cut')
    await opened.app.user.click(toggleOf(content))
    expect(within(row).getByText(content)).not.toHaveClass('expandable-text-cut')
    expect(within(row).getByText(`回复：${reply}`)).toHaveClass('expandable-text-cut')
    await opened.app.user.click(toggleOf(`回复：${reply}`))
    expect(within(row).getByText(`回复：${reply}`)).not.toHaveClass('expandable-text-cut')
    expect(within(row).getAllByRole('button', { name: '收起' })).toHaveLength(2)
  })

  it('filters by status, then by domain, keeping both in the URL', async () => {
    opened = await openComments()
    const { app } = opened
    await app.user.click(screen.getByRole('combobox', { name: '状态' }))
    await app.user.click(await screen.findByRole('option', { name: '垃圾' }))
    await waitFor(() => expect(app.router.state.location.search).toEqual({ status: 'spam' }))
    const spam = opened.stored().filter((comment) => comment.status === 'spam')
    await screen.findByText(`共 ${spam.length} 条，第 1 / ${Math.ceil(spam.length / 20)} 页`)
    expect(bodyRows().every((row) => within(row).queryByText('垃圾'))).toBe(true)

    const domain = spam[0].domain
    await app.user.click(screen.getByRole('combobox', { name: '域名' }))
    await app.user.click(await screen.findByRole('option', { name: domain }))
    await waitFor(() => expect(app.router.state.location.search).toEqual({ status: 'spam', domain }))
    const both = spam.filter((comment) => comment.domain === domain)
    await waitFor(() => expect(bodyRows()).toHaveLength(both.length))
    expect(bodyRows().every((row) => within(row).queryByText(domain) && within(row).queryByText('垃圾'))).toBe(true)
  })

  it('searches author, contact and content with the keyword', async () => {
    opened = await openComments('/comment', [{ author: '独一无二的访客', contact: 'unique-visitor@example.com', content: '一条很特别的留言' }])
    const { app } = opened
    const search = screen.getByRole('searchbox', { name: '搜索' })
    await app.user.type(search, 'UNIQUE-VISITOR')
    await waitFor(() => expect(bodyRows()).toHaveLength(1))
    expect(rowOf('独一无二的访客')).toBeVisible()
    await app.user.clear(search)
    await app.user.type(search, '很特别')
    await waitFor(() => expect(app.router.state.location.search).toEqual({ keyword: '很特别' }))
    await waitFor(() => expect(bodyRows()).toHaveLength(1))
    await app.user.type(search, '但并不存在')
    expect(await screen.findByText('没有符合条件的数据')).toBeVisible()
  })

  it('opens the filters a link carries', async () => {
    opened = await openComments('/comment?status=pending&keyword=%3Cscript%3E')
    const expected = opened
      .stored()
      .filter((comment) => comment.status === 'pending' && `${comment.author}${comment.contact}${comment.content}`.includes('<script>'))
    await waitFor(() => expect(bodyRows()).toHaveLength(expected.length))
    expect(screen.getByRole('combobox', { name: '状态' })).toHaveTextContent('待审核')
    expect(screen.getByRole('searchbox', { name: '搜索' })).toHaveValue('<script>')
    expectNoInjectedElements()
  })
})
