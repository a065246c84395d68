// @vitest-environment happy-dom — Mirage answers a browser's XHR and fetch
import { create } from 'axios'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { DEMO_USER } from '../../../src/mock-server/resources/auth'
import { defaultScenario, takeFault } from '../../../src/mock-server/scenario'
import { makeServer, type MockServer } from '../../../src/mock-server/server'
import { issueToken } from '../../../src/mock-server/tokens'

const api = create({ baseURL: '/api', validateStatus: () => true })
const theme = () => api.get('/theme', { headers: { Authorization: `Bearer ${issueToken('admin', 7200)}` } })
const login = () => api.post('/login', DEMO_USER)

let mock: MockServer
beforeEach(() => {
  mock = makeServer({ environment: 'test' })
})
afterEach(() => mock.shutdown())

describe('scenario faults, switched without touching the handlers', () => {
  it('answers a business error with the given code and msg, HTTP 200', async () => {
    mock.configure({ fault: { kind: 'business', code: 2001, msg: '主题数据维护中' } })
    const response = await theme()
    expect(response.status).toBe(200)
    expect(response.data).toEqual({ code: 2001, msg: '主题数据维护中', data: null })
  })

  it('gives a business error a default code and msg', async () => {
    mock.configure({ fault: { kind: 'business' } })
    expect((await theme()).data).toEqual({ code: 1000, msg: '操作失败', data: null })
  })

  it('answers HTTP 500 for a server fault', async () => {
    mock.configure({ fault: { kind: 'server' } })
    const response = await theme()
    expect(response.status).toBe(500)
    expect(response.data.code).toBe(500)
  })

  it('answers HTTP 401 for an unauthorized fault, even to a valid token', async () => {
    mock.configure({ fault: { kind: 'unauthorized' } })
    expect((await theme()).status).toBe(401)
    expect((await login()).status).toBe(401)
  })

  it('applies a fault only to paths that contain its path', async () => {
    mock.configure({ fault: { kind: 'server', path: '/theme' } })
    expect((await login()).data).toMatchObject({ code: 0, msg: '登录成功' })
    expect((await theme()).status).toBe(500)
    mock.configure({ fault: { kind: 'business', path: '/login', code: 1500, msg: '登录服务维护中' } })
    expect((await login()).data).toMatchObject({ code: 1500, msg: '登录服务维护中' })
    expect((await theme()).data.code).toBe(0)
  })

  it('applies a fault the given number of times, then answers normally', async () => {
    mock.configure({ fault: { kind: 'server', times: 2 } })
    const statuses = []
    for (let i = 0; i < 3; i += 1) statuses.push((await theme()).status)
    expect(statuses).toEqual([500, 500, 200])
  })

  it('checks the token before any fault: no token is still a 401, and does not use up the fault', async () => {
    mock.configure({ fault: { kind: 'business', times: 1 } })
    expect((await api.get('/theme')).status).toBe(401)
    expect((await theme()).data.code).toBe(1000)
    expect((await theme()).data.code).toBe(0)
  })

  it('changes the latency of the following answers', () => {
    mock.configure({ latency: 1234 })
    expect(mock.server.timing).toBe(1234)
    expect(mock.scenario.latency).toBe(1234)
  })
})

describe('takeFault', () => {
  it('is null without a fault or for another path, and counts times down', () => {
    const scenario = defaultScenario()
    expect(takeFault(scenario, '/api/theme')).toBeNull()
    scenario.fault = { kind: 'server', path: '/login', times: 1 }
    expect(takeFault(scenario, '/api/theme')).toBeNull()
    expect(takeFault(scenario, '/api/login')).toMatchObject({ kind: 'server' })
    expect(scenario.fault.times).toBe(0)
    expect(takeFault(scenario, '/api/login')).toBeNull()
  })
})
