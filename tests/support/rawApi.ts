import type { AxiosRequestConfig } from 'axios'
import { httpClient } from '../../src/http/axiosClient'
import { issueToken } from '../../src/mock-server/tokens'

/**
 * Talks to Mirage without the request gate: each call answers the raw envelope (and never throws on an HTTP
 * error status), so handler tests read exactly what the server said.
 */
export function rawApi(token: string | null = issueToken('admin', 3600)) {
  const request = async <T = unknown>(config: AxiosRequestConfig) => {
    const response = await httpClient.request({
      ...config,
      validateStatus: () => true,
      headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...config.headers },
    })
    return { status: response.status, body: response.data as { code: number; msg: string; data: T }, headers: response.headers }
  }
  return {
    request,
    get: <T = unknown>(url: string, params?: Record<string, unknown>) => request<T>({ method: 'get', url, params }),
    post: <T = unknown>(url: string, data?: unknown) => request<T>({ method: 'post', url, data }),
    put: <T = unknown>(url: string, data?: unknown) => request<T>({ method: 'put', url, data }),
    delete: <T = unknown>(url: string) => request<T>({ method: 'delete', url }),
  }
}
