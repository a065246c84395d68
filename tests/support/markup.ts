/** `html` with each class list sorted: the order of classes means nothing to CSS. */
export const sortClasses = (html: string): string => html.replace(/class="([^"]*)"/g, (_all, names: string) => `class="${names.split(' ').sort().join(' ')}"`)

/** `html` with each opening tag's attributes sorted: their order means nothing to the browser. */
export const sortAttributes = (html: string): string =>
  html.replace(/<(\w+)((?:\s[\w-]+(?:="[^"]*")?)*)>/g, (_all, tag: string, attributes: string) => {
    const sorted = (attributes.match(/\s[\w-]+(?:="[^"]*")?/g) ?? []).sort().join('')
    return `<${tag}${sorted}>`
  })
