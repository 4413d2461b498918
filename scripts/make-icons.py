"""Draws the app's PNG icons (an 'N' on the dark skin's primary fill) without image libraries: run once, output committed."""
import struct, zlib, sys

def png(size, path, pad):
    bg = (0x62, 0x58, 0xCC)
    fg = (0xFF, 0xFF, 0xFF)
    s = size
    left, right, top, bottom = int(s * (0.30 + pad)), int(s * (0.70 - pad)), int(s * (0.25 + pad)), int(s * (0.75 - pad))
    stroke = max(2, int(s * 0.09 * (1 - pad * 2)))
    rows = []
    for y in range(s):
        row = bytearray([0])
        for x in range(s):
            on = False
            if top <= y <= bottom:
                if left <= x < left + stroke or right - stroke < x <= right:
                    on = True
                else:
                    t = (y - top) / max(1, bottom - top)
                    cx = left + t * (right - left)
                    if abs(x - cx) < stroke * 0.75:
                        on = True
            row += bytes(fg if on else bg)
        rows.append(bytes(row))
    raw = b''.join(rows)
    def chunk(kind, data):
        c = struct.pack('>I', len(data)) + kind + data
        return c + struct.pack('>I', zlib.crc32(kind + data) & 0xffffffff)
    out = b'\x89PNG\r\n\x1a\n' + chunk(b'IHDR', struct.pack('>IIBBBBB', s, s, 8, 2, 0, 0, 0)) + chunk(b'IDAT', zlib.compress(raw, 9)) + chunk(b'IEND', b'')
    open(path, 'wb').write(out)

png(192, 'public/icons/icon-192.png', 0)
png(512, 'public/icons/icon-512.png', 0)
png(512, 'public/icons/maskable-512.png', 0.08)
