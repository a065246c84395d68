import { Model } from 'miragejs'
import { authed, ok } from '../envelope'
import type { MockResource } from '../resource'
import { daysBefore } from '../random'

export interface ThemeRecord {
  id: string
  name: string
  description: string
  createdAt: string
  updatedAt: string
}

export const seedThemes: Omit<ThemeRecord, 'id'>[] = [
  { name: '极简博客', description: '单栏排版，适合个人博客与随笔', createdAt: daysBefore(210), updatedAt: daysBefore(12) },
  { name: '新闻门户', description: '多栏资讯布局，首页聚合头条与专题', createdAt: daysBefore(198), updatedAt: daysBefore(30) },
  { name: '企业官网', description: '品牌展示、产品介绍与联系表单', createdAt: daysBefore(176), updatedAt: daysBefore(45) },
  { name: '科技资讯', description: '深色科技风，适合评测与行业快讯', createdAt: daysBefore(150), updatedAt: daysBefore(8) },
  { name: '美食天地', description: '大图瀑布流，菜谱与探店内容', createdAt: daysBefore(121), updatedAt: daysBefore(60) },
  { name: '旅行日记', description: '游记与攻略，带地图与相册', createdAt: daysBefore(95), updatedAt: daysBefore(3) },
]

export const themesResource: MockResource = {
  models: { theme: Model },
  seed(server) {
    server.db.loadData({ themes: seedThemes })
  },
  routes(server, scenario) {
    // the spec's call: the names of all themes, for every theme select
    server.get(
      '/theme',
      authed(scenario, () => ok((server.db.themes as unknown as ThemeRecord[]).map((theme) => theme.name))),
    )
  },
}
