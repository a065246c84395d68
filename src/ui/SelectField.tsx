import { Select } from '@radix-ui/themes'
import { FormField } from './FormField'

export interface Option {
  label: string
  value: string
}

/**
 * A labelled select with its message, bound to whatever holds its value (a form dialog, the article editor, the push
 * composer). Always controlled: '' shows the placeholder.
 */
export function SelectField({
  label,
  value,
  options,
  onChange,
  error,
  hint,
  disabled,
  placeholder = '请选择',
  name,
}: {
  label: string
  value: string
  options: Option[]
  onChange: (value: string) => void
  error?: string
  hint?: string
  disabled?: boolean
  placeholder?: string
  name?: string
}) {
  return (
    <FormField label={label} error={error} hint={hint}>
      {({ id, ...aria }) => (
        <Select.Root value={value} onValueChange={onChange} disabled={disabled} name={name}>
          <Select.Trigger id={id} {...aria} placeholder={placeholder} />
          <Select.Content position="popper">
            {options.map((option) => (
              <Select.Item key={option.value} value={option.value}>
                {option.label}
              </Select.Item>
            ))}
          </Select.Content>
        </Select.Root>
      )}
    </FormField>
  )
}
