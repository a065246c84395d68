import { Theme } from '@radix-ui/themes'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { SelectField } from '../../../src/ui/SelectField'

const options = [
  { value: 'a.cn', label: 'a.cn' },
  { value: 'b.cn', label: 'b.cn' },
]

function Field() {
  const [value, setValue] = useState('')
  return <SelectField label="域名" value={value} options={options} onChange={setValue} />
}

describe('SelectField', () => {
  it('opens its list from its label, as Radix’s select does, and shows the choice', async () => {
    render(
      <Theme>
        <Field />
      </Theme>,
    )
    const user = userEvent.setup()
    const select = screen.getByRole('combobox', { name: '域名' })
    expect(select).toHaveTextContent('请选择')
    await user.click(screen.getByText('域名'))
    await user.click(await screen.findByRole('option', { name: 'b.cn' }))
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument())
    expect(screen.getByRole('combobox', { name: '域名' })).toHaveTextContent('b.cn')
  })
})
