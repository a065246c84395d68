/** Themes (docs/api.md, Themes). */
import * as v from 'valibot'
import { operation } from '../contract'
import { themeRow } from '../themes'
import { refuse, VERSION_REFUSAL, versionQuery } from './shared'
import { sectionDocs, sectionOperations, text } from './section'

/** The schemas and list order only these operations' documentation reads: none of it in the production build. */
const d = import.meta.env.LEAN_CONTRACT
  ? null
  : (() => {
      const input = v.object({ name: text(32), description: text(200) })
      return { input }
    })()

export const themes = sectionOperations({
  name: 'themes',
  path: '/themes',
  row: themeRow,
  creatable: true,
  restorable: false,
  docs: import.meta.env.LEAN_CONTRACT
    ? undefined
    : sectionDocs({
        tag: '主题',
        noun: '主题',
        order: {
          sortable: ['name', 'domainCount', 'createdAt', 'updatedAt'],
          defaultSort: { field: 'createdAt', order: 'asc' },
          searchable: ['name', 'description'],
        },
        filters: {},
        dated: false,
        create: d!.input,
        update: v.partial(d!.input),
        row: themeRow,
        deleteRefusals: [
          refuse.conflict('主题正被域名或文章使用：「主题「新闻门户」正被 19 个域名使用，请先为这些域名更换主题」；批量删除时有一个在用就一个也不删'),
        ],
      }),
})

export const themePackage = operation({
  id: 'themes.package',
  method: 'POST',
  path: '/themes/:id/package',
  multipart: 'file',
  answer: themeRow,
  doc: import.meta.env.LEAN_CONTRACT
    ? undefined
    : {
        tag: '主题',
        summary: '上传主题包（multipart/form-data，字段 file）：.zip，最大 20 MB；返回更新后的主题；带 version（查询参数）时只在主题仍是该版本时上传',
        accept: 'application/zip',
        query: versionQuery(),
        refusals: [refuse.notFound(), refuse.fields('没有文件、不是 .zip 或超过 20 MB：data.fields.file'), VERSION_REFUSAL, refuse.changedMeanwhile(themeRow)],
      },
})
