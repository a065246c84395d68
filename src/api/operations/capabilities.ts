import * as v from 'valibot'
import { operation } from '../contract'

/** What GET /api/capabilities answers: the optional operations this backend has, by key (`POST /api/domains/restore`). */
export interface Capabilities {
  optional: string[]
}

export const capabilities = operation({
  id: 'capabilities',
  method: 'GET',
  path: '/capabilities',
  answer: v.looseObject({ optional: v.array(v.string()) }) as v.GenericSchema<unknown, Capabilities>,
  optional: true,
  doc: import.meta.env.LEAN_CONTRACT
    ? undefined
    : {
        tag: '登录',
        summary: '这个后端提供了哪些可选接口（以“方法 路径”列出）；没有这个接口的后端按全部提供对待，直到某个可选接口回答 404、405 或 501',
        refusals: [],
      },
})
