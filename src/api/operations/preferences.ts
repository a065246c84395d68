/** The operator's own settings (docs/api.md, "Preferences"): a module of its own, so that /login downloads none of it. */
import * as v from 'valibot'
import { operation } from '../contract'
import { preferencesAnswer, preferencesBody, type PreferencesAnswer, type PreferencesDocument } from '../preferences'
import { CONFLICT_CODE } from '../versions'
import { refuse } from './shared'

const tag = '登录'

export const preferences = operation({
  id: 'preferences.read',
  method: 'GET',
  path: '/me/preferences',
  answer: preferencesAnswer,
  optional: true,
  doc: import.meta.env.LEAN_CONTRACT
    ? undefined
    : {
        tag,
        summary: '令牌所属操作员的个人设置：各列表的列设置和密度、外观、命令面板的最近使用；还没有保存过时 version 为 0、不带其他字段',
        refusals: [],
      },
})

export const preferencesSave = operation<PreferencesAnswer, PreferencesDocument>({
  id: 'preferences.save',
  method: 'PUT',
  path: '/me/preferences',
  answer: preferencesAnswer,
  optional: true,
  doc: import.meta.env.LEAN_CONTRACT
    ? undefined
    : {
        tag,
        summary: '保存令牌所属操作员的全部个人设置（整份替换，没有发送的字段即清除）；只在设置仍是 version 所说的版本时保存，回答保存后的设置（version 加 1）',
        body: preferencesBody(),
        refusals: [
          refuse.badRequest('请求体不是一份设置：version 不是从 0 开始的整数，或某个字段的格式、数量不合要求'),
          {
            code: CONFLICT_CODE,
            when: '设置已在别处修改：发送的 version 与现在的版本不同，什么也没有改；data.current 是现在的设置（客户端据此合并后再保存）',
            data: v.looseObject({ current: preferencesAnswer }),
          },
        ],
      },
})
