import { fireEvent } from '@testing-library/react'

/** Drops `file` on `zone` as a browser does: dragenter, dragover, drop, the file in the DataTransfer. */
export function dropFile(zone: HTMLElement, file: File) {
  const dataTransfer = { files: [file], types: ['Files'], dropEffect: 'none' }
  fireEvent.dragEnter(zone, { dataTransfer })
  fireEvent.dragOver(zone, { dataTransfer })
  fireEvent.drop(zone, { dataTransfer })
}

/** A file that starts as every zip archive does (`PK\x03\x04`). */
export const zipFile = (name: string) => new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0])], name, { type: 'application/zip' })
