import { Theme } from '@radix-ui/themes'
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { formMachine } from '../../../src/machines/formMachine'
import { FilePicker } from '../../../src/ui/FilePicker'
import { FormActorContext } from '../../../src/ui/form/FormContext'
import { ListFileInput } from '../../../src/ui/form/ListFileInput'
import { TextAreaInput } from '../../../src/ui/form/fields'
import { dropFile } from '../../support/files'

describe('FilePicker', () => {
  it('is a 选择文件 button that opens the browser’s file dialog, from the keyboard too, and names its file', async () => {
    const onFile = vi.fn()
    render(
      <Theme>
        <FilePicker label="主题包文件" accept=".zip" hint=".zip 文件，最大 20 MB" onFile={onFile} />
      </Theme>,
    )
    const user = userEvent.setup()
    const zone = screen.getByRole('group', { name: '主题包文件' })
    const button = within(zone).getByRole('button', { name: '选择文件' })
    expect(button).toHaveAccessibleDescription('.zip 文件，最大 20 MB')
    expect(zone).toHaveTextContent('或拖放到此处')
    const input = screen.getByLabelText<HTMLInputElement>('主题包文件', { selector: 'input' })
    expect(input).not.toBeVisible()
    const opened = vi.fn()
    input.addEventListener('click', opened)

    await user.tab()
    expect(button).toHaveFocus()
    await user.keyboard('{Enter}')
    await user.keyboard(' ')
    await user.click(button)
    expect(opened).toHaveBeenCalledTimes(3)

    await user.upload(input, new File(['x'], 'a.zip'))
    expect(onFile).toHaveBeenCalledWith(expect.objectContaining({ name: 'a.zip' }))
  })

  it('takes a dropped file, lights up while one is dragged over it, and ignores drops while disabled', () => {
    const onFile = vi.fn()
    const { rerender } = render(
      <Theme>
        <FilePicker label="从文件导入" error="不是文本文件" onFile={onFile} />
      </Theme>,
    )
    const zone = screen.getByRole('group', { name: '从文件导入' })
    expect(within(zone).getByRole('button', { name: '选择文件' })).toHaveAccessibleDescription('不是文本文件')
    expect(screen.getByRole('alert')).toHaveTextContent('不是文本文件')

    const dataTransfer = { files: [], types: ['Files'], dropEffect: 'none' }
    fireEvent.dragEnter(zone, { dataTransfer })
    expect(zone).toHaveAttribute('data-dragging', 'true')
    fireEvent.dragLeave(zone, { dataTransfer })
    expect(zone).not.toHaveAttribute('data-dragging')

    dropFile(zone, new File(['a.com'], 'list.txt'))
    expect(onFile).toHaveBeenCalledTimes(1)
    expect(zone).not.toHaveAttribute('data-dragging')

    rerender(
      <Theme>
        <FilePicker label="从文件导入" disabled onFile={onFile} />
      </Theme>,
    )
    dropFile(zone, new File(['b.com'], 'other.txt'))
    expect(onFile).toHaveBeenCalledTimes(1)
    expect(within(zone).getByRole('button', { name: '选择文件' })).toBeDisabled()
  })
})

describe('ListFileInput', () => {
  let form = createActor(formMachine)
  afterEach(() => form.stop())

  function renderImport(columns?: number) {
    form = createActor(formMachine).start()
    form.send({ type: 'form.open', values: { lines: 'typed.com' } })
    render(
      <Theme>
        <FormActorContext.Provider value={form}>
          <ListFileInput name="lines" columns={columns} />
          <TextAreaInput name="lines" label="列表" />
        </FormActorContext.Provider>
      </Theme>,
    )
    return { zone: screen.getByRole('group', { name: '从文件导入' }), textarea: screen.getByLabelText('列表') }
  }

  it('puts a .txt file’s lines, or a .csv file’s first column, into the list, where the person checks them', async () => {
    const { zone, textarea } = renderImport()
    dropFile(zone, new File(['a.com\r\n\r\nb.cn\n'], 'domains.txt'))
    await waitFor(() => expect(textarea).toHaveValue('a.com\n\nb.cn'))
    expect(within(zone).getByRole('button', { name: '选择文件' })).toHaveAccessibleDescription('已读入「domains.txt」的 3 行，请在下方检查后提交')

    dropFile(zone, new File(['\uFEFF域名,主题\n"c.com",旅行日记\nd.cn,"a, b"\n'], 'export.csv'))
    await waitFor(() => expect(textarea).toHaveValue('域名\nc.com\nd.cn'))
  })

  it('reads url and anchor text from a CSV’s first two columns for backlinks', async () => {
    const { zone, textarea } = renderImport(2)
    dropFile(zone, new File(['https://bbs.example.com/t/1,家常菜谱\n"https://x.cn/a?b=1,2", 新闻 推荐 \n'], 'links.csv'))
    await waitFor(() => expect(textarea).toHaveValue('https://bbs.example.com/t/1 家常菜谱\nhttps://x.cn/a?b=1,2 新闻 推荐'))
  })

  it('refuses a file that is not text, too large, or neither .txt nor .csv, and leaves the list as it was', async () => {
    const { zone, textarea } = renderImport()
    const button = within(zone).getByRole('button', { name: '选择文件' })
    dropFile(zone, new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0, 0x08, 0])], 'renamed.csv'))
    await waitFor(() => expect(button).toHaveAccessibleDescription('「renamed.csv」不是文本文件，请另存为 .txt 或 .csv 后再导入'))
    dropFile(zone, new File([new Uint8Array(1024 * 1024 + 1).fill(0x61)], 'big.txt'))
    await waitFor(() => expect(button).toHaveAccessibleDescription('「big.txt」超过 1 MB，请拆成几个较小的文件分别导入'))
    dropFile(zone, new File(['a.com'], 'domains.xlsx'))
    await waitFor(() => expect(button).toHaveAccessibleDescription('只能导入 .txt 或 .csv 文件，「domains.xlsx」不是'))
    expect(textarea).toHaveValue('typed.com')
    expect(form.getSnapshot().context.values).toEqual({ lines: 'typed.com' })
  })
})
