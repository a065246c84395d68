import { TextArea, TextField } from '@radix-ui/themes'
import type { ComponentProps } from 'react'
import { FormField } from '../FormField'
import type { Option } from '../OptionSelect'
import { SelectField } from '../SelectField'
import { useFormField } from './FormContext'

type InputProps = Omit<ComponentProps<typeof TextField.Root>, 'value' | 'onChange' | 'name'>

export function TextInput({ name, label, hint, ...props }: { name: string; label: string; hint?: string } & InputProps) {
  const field = useFormField<string>(name)
  return (
    <FormField label={label} error={field.error} hint={field.note ?? hint}>
      {(control) => (
        <TextField.Root
          {...props}
          {...control}
          name={name}
          value={field.value ?? ''}
          readOnly={field.disabled}
          onChange={(event) => field.change(event.target.value)}
          onBlur={field.leave}
        />
      )}
    </FormField>
  )
}

export function TextAreaInput({
  name,
  label,
  hint,
  rows = 4,
  placeholder,
}: {
  name: string
  label: string
  hint?: string
  rows?: number
  placeholder?: string
}) {
  const field = useFormField<string>(name)
  return (
    <FormField label={label} error={field.error} hint={field.note ?? hint}>
      {(control) => (
        <TextArea
          {...control}
          name={name}
          rows={rows}
          placeholder={placeholder}
          value={field.value ?? ''}
          readOnly={field.disabled}
          onChange={(event) => field.change(event.target.value)}
          onBlur={field.leave}
        />
      )}
    </FormField>
  )
}

export function SelectInput({
  name,
  label,
  options,
  placeholder,
  hint,
}: {
  name: string
  label: string
  options: Option[]
  placeholder?: string
  hint?: string
}) {
  const field = useFormField<string>(name)
  return (
    <SelectField
      label={label}
      options={options}
      placeholder={placeholder}
      hint={hint}
      value={field.value ?? ''}
      error={field.error}
      disabled={field.disabled}
      onChange={field.change}
    />
  )
}
