import { FormField } from './FormField'
import { OptionSelect, type Option } from './OptionSelect'

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
}: {
  label: string
  value: string
  options: Option[]
  onChange: (value: string) => void
  error?: string
  hint?: string
  disabled?: boolean
  placeholder?: string
}) {
  return (
    <FormField label={label} error={error} hint={hint}>
      {({ id, ...aria }) => (
        <OptionSelect
          id={id}
          {...aria}
          value={value}
          options={options}
          onValueChange={onChange}
          disabled={disabled}
          placeholder={placeholder}
          // a long list's search names what it holds: 搜索域名, 没有匹配的域名
          noun={label.replace(/\s*\*$/, '')}
        />
      )}
    </FormField>
  )
}
