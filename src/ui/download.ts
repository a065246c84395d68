import type { Download } from '../http/transport'

/**
 * Saves a file the client downloaded (`http.stream`) as a real browser download: an object URL clicked through an
 * `<a download>`, named from the answer's Content-Disposition, or `fallbackName` when it had none.
 */
export function saveDownload({ blob, filename }: Download, fallbackName: string): string {
  const name = filename?.trim() || fallbackName
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = name
  link.rel = 'noopener'
  link.style.display = 'none'
  document.body.append(link)
  try {
    link.click()
  } finally {
    link.remove()
    // revoked later, not at once: some browsers read the URL after click() has returned
    setTimeout(() => URL.revokeObjectURL(url), 60_000)
  }
  return name
}
