import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { clearDrafts } from '../../../src/app/drafts'
import { contentOf, UNSAFE_SNIPPETS } from '../../../src/mock-server/resources/articleSeeds'
import { seedDomains } from '../../../src/mock-server/seeds'
import { renderApp, type RenderedApp } from '../../support/renderApp'
import { storeSignedInSession } from '../../support/session'
import { choose, contentBox, fieldMessage, openEditor, pasteContent, preview, storedArticle, titleBox, watchWrites } from './support'
import { seedArticles } from '../../support/seedData'

let app: RenderedApp | undefined
afterEach(() => {
  app?.unmount()
  // the drafts store lives as long as the module: no test inherits another's
  clearDrafts()
})

describe('article editor', { timeout: 60_000 }, () => {
  it('checks a new article before sending, then creates it and moves to its own address', async () => {
    app = await openEditor('/articles/new')
    const writes = watchWrites(app)
    await app.user.click(screen.getByRole('button', { name: '保存' }))
    expect(fieldMessage('标题 *')).toBe('请输入文章标题')
    expect(fieldMessage('域名 *')).toBe('请选择域名')
    expect(fieldMessage('主题 *')).toBe('请选择主题')
    expect(writes).toEqual([])

    await app.user.type(titleBox(), '秋天的第一篇文章')
    expect(fieldMessage('标题 *')).toBe('8 / 120')
    const { domain, theme: preset } = seedDomains[7]
    await choose(app, '域名 *', domain)
    // the domain's theme is preset, and said so; it stays the person's to change
    const themeBox = screen.getByRole('combobox', { name: '主题 *' })
    await waitFor(() => expect(themeBox).toHaveTextContent(preset))
    expect(fieldMessage('主题 *')).toBe(`已按域名 ${domain} 预设，可以修改`)
    const theme = preset === '科技资讯' ? '美食天地' : '科技资讯'
    await choose(app, '主题 *', theme)
    expect(fieldMessage('主题 *')).toBeNull()
    await app.user.type(screen.getByRole('textbox', { name: '标签' }), '数码评测{Enter}AI，')
    await app.user.type(screen.getByRole('textbox', { name: '摘要' }), '一句话摘要')
    await pasteContent(app, '<p>正文第一段</p>')
    await app.user.click(screen.getByRole('button', { name: '保存' }))

    expect(await screen.findByText('文章已创建')).toBeInTheDocument()
    await waitFor(() => expect(app!.router.state.location.pathname).toBe('/articles/401'))
    expect(await screen.findByRole('form', { name: '编辑文章' })).toBeInTheDocument()
    expect(await screen.findByDisplayValue('秋天的第一篇文章')).toBeInTheDocument()
    expect(writes).toEqual(['POST /api/articles'])
    expect(storedArticle(app, '401')).toMatchObject({
      title: '秋天的第一篇文章',
      domain,
      theme,
      tags: ['数码评测', 'AI'],
      summary: '一句话摘要',
      content: '<p>正文第一段</p>',
      status: 'draft',
    })
    // the new page was replaced, not pushed: Back does not return to an empty form
    expect(app.router.history.length).toBe(1)
  })

  it('refuses to publish without content and a cover that is not a web address', async () => {
    app = await openEditor('/articles/new')
    await app.user.click(screen.getByRole('radio', { name: '已发布' }))
    await app.user.type(screen.getByRole('textbox', { name: '封面图片地址' }), 'ftp://img.example.com/a.jpg')
    await app.user.click(screen.getByRole('button', { name: '保存' }))
    expect(fieldMessage('正文（HTML）')).toBe('发布前请填写正文')
    expect(fieldMessage('封面图片地址')).toBe('封面地址须为 http:// 或 https:// 开头的网址')
  })

  it('loads an article, saves changes with Ctrl+S and shows the server’s field messages next to their fields', async () => {
    app = await openEditor('/articles/5')
    const article = storedArticle(app, '5')
    const writes = watchWrites(app)
    expect(titleBox()).toHaveValue(article.title)
    expect(contentBox()).toHaveValue(article.content)
    expect(screen.getByRole('combobox', { name: '域名 *' })).toHaveTextContent(article.domain)
    expect(
      within(screen.getByRole('list', { name: '已添加的标签' }))
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(article.tags)

    await app.user.clear(titleBox())
    await app.user.type(titleBox(), '改过的标题')
    await app.user.keyboard('{Control>}s{/Control}')
    expect(await screen.findByText('文章已保存')).toBeInTheDocument()
    expect(storedArticle(app, '5').title).toBe('改过的标题')

    // the domain disappears from the network while the article is open: only the server can tell
    app.mock.server.db.domains.remove({ domain: article.domain })
    await app.user.type(titleBox(), '！')
    await app.user.click(screen.getByRole('button', { name: '保存' }))
    await waitFor(() => expect(fieldMessage('域名 *')).toBe(`域名「${article.domain}」不存在，请重新选择`))
    expect(screen.getByRole('combobox', { name: '域名 *' })).toHaveAttribute('aria-invalid', 'true')
    expect(writes).toEqual(['PUT /api/articles/5', 'PUT /api/articles/5'])
  })

  it('says when an article does not exist, and offers a retry', async () => {
    storeSignedInSession()
    app = renderApp('/articles/9999')
    await screen.findByText(/文章加载失败/)
    expect(screen.getByRole('alert')).toHaveTextContent('文章加载失败：文章不存在或已被删除')
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument()
  })

  it('wraps the selection from the toolbar and with Ctrl+B, I and K', async () => {
    app = await openEditor('/articles/new')
    const box = contentBox() as HTMLTextAreaElement
    await pasteContent(app, '重点 说明')
    box.setSelectionRange(0, 2)
    await app.user.click(screen.getByRole('button', { name: '加粗' }))
    expect(box).toHaveValue('<strong>重点</strong> 说明')
    expect(within(preview()).getByText('重点').tagName).toBe('STRONG')

    box.setSelectionRange(box.value.length - 2, box.value.length)
    await app.user.keyboard('{Control>}i{/Control}')
    expect(box).toHaveValue('<strong>重点</strong> <em>说明</em>')

    box.setSelectionRange(0, box.value.length)
    await app.user.click(screen.getByRole('button', { name: '段落' }))
    box.setSelectionRange(3, 22)
    await app.user.keyboard('{Control>}k{/Control}')
    // the address is selected: typing replaces it
    await app.user.keyboard('https://example.com/a')
    expect(box.value).toBe('<p><a href="https://example.com/a"><strong>重点</strong></a> <em>说明</em></p>')
    const link = within(preview()).getByRole('link', { name: '重点' })
    expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow')

    await pasteContent(app, '一\n二')
    box.setSelectionRange(0, box.value.length)
    await app.user.click(screen.getByRole('button', { name: '列表' }))
    expect(box).toHaveValue('<ul>\n  <li>一</li>\n  <li>二</li>\n</ul>')
    await pasteContent(app, '<b>')
    box.setSelectionRange(0, 3)
    await app.user.click(screen.getByRole('button', { name: '代码' }))
    expect(box).toHaveValue('<code>&lt;b&gt;</code>')
    await pasteContent(app, '小标题')
    box.setSelectionRange(0, 3)
    await app.user.click(screen.getByRole('button', { name: '标题 H2' }))
    expect(within(preview()).getByRole('heading', { level: 2, name: '小标题' })).toBeInTheDocument()
    await app.user.click(screen.getByRole('button', { name: '图片' }))
    await app.user.keyboard('https://img.example.com/a.jpg')
    expect(box).toHaveValue('<h2><img src="https://img.example.com/a.jpg" alt="小标题"></h2>')
  })

  it('renders the preview sanitised: no scripts, handlers, styles, forms, frames or javascript: links', async () => {
    app = await openEditor('/articles/new')
    await pasteContent(app, `<p>安全的<a href="https://example.com">链接</a></p>${UNSAFE_SNIPPETS.join('')}`)
    const shown = preview()
    await waitFor(() => expect(within(shown).getByRole('link', { name: '链接' })).toBeInTheDocument())
    expect(shown.querySelectorAll('script, iframe, form, input, button, [style]')).toHaveLength(0)
    const attributes = [...shown.querySelectorAll('*')].flatMap((element) => [...element.attributes].map((attribute) => attribute.name))
    expect(attributes.filter((name) => name.startsWith('on'))).toEqual([])
    expect(shown.innerHTML).not.toContain('javascript:')
    expect(within(shown).getByText('点击领取优惠券')).not.toHaveAttribute('href')
    expect(within(shown).getByRole('img', { name: '破图' })).toHaveAttribute('src', 'https://img.invalid/broken.jpg')
    // the source itself stays as typed: only what is rendered is cleaned
    expect((contentBox() as HTMLTextAreaElement).value).toContain('onerror=')
  })

  it('neutralises the unsafe markup of a seeded article', async () => {
    const index = seedArticles.findIndex((seed) => contentOf(seed).includes('<script>'))
    app = await openEditor(`/articles/${index + 1}`)
    expect((contentBox() as HTMLTextAreaElement).value).toContain('<script>')
    expect(preview().querySelectorAll('script')).toHaveLength(0)
    expect(preview().textContent).not.toContain('articleXssFired')
  })
})
