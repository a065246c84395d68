// @vitest-environment happy-dom — the browser's XHR and fetch, as the app's http client meets them
import type { AxiosAdapter } from 'axios'
import * as v from 'valibot'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { httpClient } from '../../../src/http/axiosClient'
import { http } from '../../../src/http/request'
import { filenameFromDisposition, type Download } from '../../../src/http/transport'
import { authorizationOf, startClient, type Harness } from './clientHarness'

// upload (multipart POST with progress) and stream (raw GET: a Blob and the file name) through the real client.

let app: Harness | undefined
afterEach(() => {
  app?.stop()
  app = undefined
  vi.useRealTimers()
})

describe('http.upload', () => {
  it('posts the FormData as it is, reports progress between 0 and 1, and resolves with data', async () => {
    vi.useFakeTimers()
    app = startClient()
    app.mock.configure({ latency: 1000 })
    const body = new FormData()
    body.append('title', '极简博客')
    body.append('file', new File(['x'.repeat(2048)], 'minimal-blog.zip', { type: 'application/zip' }))
    const progress: number[] = []
    let result: unknown
    void http.upload('/probe/upload', body, v.unknown(), { onProgress: (fraction) => progress.push(fraction) }).then((value) => (result = value))

    await vi.advanceTimersByTimeAsync(500)
    expect(result).toBeUndefined()
    expect(progress.length).toBeGreaterThan(0)
    expect(progress.every((fraction) => fraction > 0 && fraction < 1)).toBe(true)
    await vi.advanceTimersByTimeAsync(600)

    expect(result).toEqual({ title: '极简博客', name: 'minimal-blog.zip', size: 2048 })
    expect(progress).toEqual([...progress].sort((a, b) => a - b))
    const [request] = app.seen
    expect(request.verb).toBe('POST')
    expect(request.body).toBe(body)
    expect(authorizationOf(request)).toBe(`Bearer ${app.token}`)
  })

  it('works without a progress callback', async () => {
    app = startClient()
    const body = new FormData()
    body.append('file', new File(['zip'], 'a.zip'))
    await expect(http.upload('/probe/upload', body, v.unknown())).resolves.toMatchObject({ name: 'a.zip', size: 3 })
  })
})

describe('http.stream', () => {
  it("gives a Blob with the body and the file name of filename*=UTF-8''…", async () => {
    app = startClient()
    const download = await http.stream('/probe/file', { params: { variant: 'utf8' } })
    expect(download.filename).toBe('域名列表.csv')
    expect(download.blob).toBeInstanceOf(Blob)
    expect(await download.blob.text()).toBe('domain,theme\nmeishi.com,极简博客\n')
    expect(authorizationOf(app.seen[0])).toBe(`Bearer ${app.token}`)
    expect(app.showError).not.toHaveBeenCalled()
  })

  it('gives the file name of filename="…"', async () => {
    app = startClient()
    const download: Download = await http.stream('/probe/file', { params: { variant: 'plain' } })
    expect(download.filename).toBe('domains.csv')
  })

  it('rejects with the msg, and shows it, when the answer is an envelope refusal', async () => {
    app = startClient()
    await expect(http.stream('/probe/file', { params: { variant: 'error' } })).rejects.toMatchObject({
      kind: 'business',
      message: '文件不存在或已被删除',
      code: 1404,
    })
    expect(app.showError).toHaveBeenCalledExactlyOnceWith('文件不存在或已被删除')
  })
})

describe('http.stream from a real server', () => {
  it('hands over the Blob the adapter gave, with its type', async () => {
    const original = httpClient.defaults.adapter
    const blob = new Blob(['%PDF-1.7'], { type: 'application/pdf' })
    httpClient.defaults.adapter = vi.fn<AxiosAdapter>(async (config) => ({
      data: blob,
      status: 200,
      statusText: 'OK',
      headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="report.pdf"' },
      config,
    }))
    try {
      const download = await http.stream('/reports/1')
      expect(download.blob).toBe(blob)
      expect(download.filename).toBe('report.pdf')
    } finally {
      httpClient.defaults.adapter = original
    }
  })
})

describe('filenameFromDisposition', () => {
  it.each([
    [`attachment; filename*=UTF-8''${encodeURIComponent('域名 列表.csv')}`, '域名 列表.csv'],
    [`attachment; filename*=utf-8''${encodeURIComponent('a.csv')}`, 'a.csv'],
    ['attachment; filename="domains 2026.csv"', 'domains 2026.csv'],
    ['attachment; filename=plain.csv', 'plain.csv'],
    [`attachment; filename="fallback.csv"; filename*=UTF-8''${encodeURIComponent('首选.csv')}`, '首选.csv'],
    [`attachment; filename*=UTF-8''%E5%9F; filename="fallback.csv"`, 'fallback.csv'],
  ])('reads %s', (header, expected) => {
    expect(filenameFromDisposition(header)).toBe(expected)
  })

  it.each([undefined, null, 42, '', 'attachment', 'attachment; filename=""'])('gives null for %o', (header) => {
    expect(filenameFromDisposition(header)).toBeNull()
  })
})
