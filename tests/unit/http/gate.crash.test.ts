import { afterEach, describe, expect, it } from 'vitest'
import { names } from '../../../src/api/envelope'
import { installHttp, uninstallHttp } from '../../../src/http/client'
import { liveGateKeys } from '../../../src/http/gate'
import { http } from '../../../src/http/request'
import { makeServer, type MockServer } from '../../../src/mock-server/server'
import { issueToken } from '../../../src/mock-server/tokens'

let mock: MockServer | undefined
afterEach(() => {
  mock?.shutdown()
  uninstallHttp()
})

describe('a gate whose effect crashes', () => {
  it('rejects every call it took and frees its key', async () => {
    mock = makeServer({ environment: 'test' })
    mock.configure({ fault: { kind: 'business', path: '/api/theme', msg: '拒绝' } })
    const token = issueToken('admin', 3600)
    installHttp({
      getToken: () => token,
      showError: () => {
        throw new Error('toast library failed')
      },
    })
    const first = http.get('/theme', names, { gate: { key: 'crash', throttle: 1000 } })
    await expect(first).rejects.toThrow('toast library failed')
    expect(liveGateKeys()).toEqual([])
  })
})
