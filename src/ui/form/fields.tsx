import { Select, TextArea, TextField } from '@radix-ui/themes'
import type { ComponentProps } from 'react'
import { FormField } from '../FormField'
import { useFormField } from './FormContext'

type InputProps = Omit<ComponentProps<typeof TextField.Root>, 'value' | 'onChange' | 'name'>

export function TextInput({ name, label, hint, ...props }: { name: string; label: string; hint?: string } & InputProps) {
  const field = useFormField<string>(name)
  return (
    <FormField label={label} error={field.error} hint={hint}>
      {(control) => (
        <TextField.Root {...props} {...control} name={name} value={field.value ?? ''} readOnly={field.disabled} onChange={(event) => field.change(event.target.value)} />
      )}
    </FormField>
  )
}

export function TextAreaInput({ name, label, hint, rows = 4, placeholder }: { name: string; label: string; hint?: string; rows?: number; placeholder?: string }) {
  const field = useFormField<string>(name)
  return (
    <FormField label={label} error={field.error} hint={hint}>
      {(control) => (
        <TextArea {...control} name={name} rows={rows} placeholder={placeholder} value={field.value ?? ''} readOnly={field.disabled} onChange={(event) => field.change(event.target.value)} />
      )}
    </FormField>
  )
}

export function SelectInput({ name, label, options, placeholder = '请选择', hint }: { name: string; label: string; options: { label: string; value: string }[]; placeholder?: string; hint?: string }) {
  const field = useFormField<string>(name)
  // always controlled ('' shows the placeholder): switching from undefined to a value makes React warn
  return (
    <FormField label={label} error={field.error} hint={hint}>
      {({ id, ...aria }) => (
        <Select.Root value={field.value ?? ''} onValueChange={field.change} disabled={field.disabled} name={name}>
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
