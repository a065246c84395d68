import { crc32 } from 'node:zlib'

/**
 * A valid .zip holding one text file, stored (not compressed): the theme package the kit uploads. A real backend may
 * open the archive, so it must be a real one, not just a name ending in .zip.
 */
export function tinyZip(fileName: string, text: string): Uint8Array<ArrayBuffer> {
  const name = Buffer.from(fileName, 'utf8')
  const data = Buffer.from(text, 'utf8')
  const crc = crc32(data)
  // version 2.0, flag bit 11 (UTF-8 names), method 0 (stored), 1980-01-01 00:00 (DOS time and date)
  const common = (header: Buffer, at: number) => {
    header.writeUInt16LE(20, at)
    header.writeUInt16LE(0x0800, at + 2)
    header.writeUInt16LE(0, at + 4)
    header.writeUInt16LE(0, at + 6)
    header.writeUInt16LE(0x21, at + 8)
    header.writeUInt32LE(crc, at + 10)
    header.writeUInt32LE(data.length, at + 14)
    header.writeUInt32LE(data.length, at + 18)
    header.writeUInt16LE(name.length, at + 22)
  }
  const local = Buffer.alloc(30)
  local.writeUInt32LE(0x04034b50, 0)
  common(local, 4)
  const central = Buffer.alloc(46)
  central.writeUInt32LE(0x02014b50, 0)
  central.writeUInt16LE(20, 4)
  common(central, 6)
  // extra, comment, disk, attributes: 0; the local header's offset: 0
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(1, 8)
  end.writeUInt16LE(1, 10)
  end.writeUInt32LE(central.length + name.length, 12)
  end.writeUInt32LE(local.length + name.length + data.length, 16)
  return new Uint8Array(Buffer.concat([local, name, data, central, name, end]))
}
