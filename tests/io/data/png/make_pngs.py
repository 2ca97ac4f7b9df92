#!/usr/bin/env python3
"""Writes the small PNGs the import-png CLI tests read (run here to remake them)."""
import struct
import zlib

WHITE, YELLOW, BLACK, CLEAR = (255, 255, 255, 255), (255, 216, 0, 255), (0, 0, 0, 255), (0, 0, 0, 0)


def chunk(kind, data):
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))


def png(width, height, pixels, header_size=None, extra=b"", depth=8, colour=6):
    w, h = header_size or (width, height)
    rows = b"".join(b"\0" + bytes(c for p in pixels[y * width:(y + 1) * width] for c in p) for y in range(height))
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, depth, colour, 0, 0, 0)) +
            chunk(b"IDAT", zlib.compress(rows + extra, 9)) + chunk(b"IEND", b""))


def canvas(w, h, fill=CLEAR):
    return [fill] * (w * h)


def box(pix, w, x0, y0, x1, y1, colour):
    for y in range(y0, y1):
        for x in range(x0, x1):
            pix[y * w + x] = colour


def write(name, data):
    with open(name, "wb") as f:
        f.write(data)


# Ground along the bottom tile row with a 16 px slope up to the right in tile (1,1).
ground = canvas(48, 32)
box(ground, 48, 0, 16, 48, 32, WHITE)
for x in range(16):
    box(ground, 48, 16 + x, 15 - x, 17 + x, 16, WHITE)
box(ground, 48, 32, 0, 48, 16, WHITE)
write("ground.png", png(48, 32, ground))

# The same drawing in black on an opaque white background (for --solid-colour).
write("black_on_white.png", png(48, 32, [BLACK if p == WHITE else WHITE for p in ground]))

hole = canvas(48, 32)
box(hole, 48, 32, 16, 48, 32, WHITE)
hole[(16 + 9) * 48 + 32 + 5] = CLEAR
write("hole.png", png(48, 32, hole))

mixed = canvas(16, 16)
box(mixed, 16, 0, 8, 8, 16, WHITE)
box(mixed, 16, 8, 8, 16, 16, YELLOW)
write("mixed.png", png(16, 16, mixed))

# One full tile at half opacity: solid at the default threshold (alpha > 127), not above 128.
write("faint.png", png(16, 16, canvas(16, 16, (255, 255, 255, 128))))

write("size_20x16.png", png(20, 16, canvas(20, 16)))
write("zero_width.png", png(16, 16, canvas(16, 16), header_size=(0, 16)))
write("huge.png", png(16, 16, canvas(16, 16), header_size=(100000, 16)))
good = png(16, 16, canvas(16, 16))
idat = good.index(b"IDAT") + 4
# Damaged image data whose CRC was made to match: only the decoder can tell.
data = good[idat:good.index(b"IEND") - 8]
damaged = b"\xa5" * 12 + data[12:]
write("corrupt.png", good[:idat - 8] + chunk(b"IDAT", damaged) + good[good.index(b"IEND") - 4:])
# A bit flipped in the image data, its CRC left as it was.
write("bad_crc.png", good[:idat + 2] + bytes([good[idat + 2] ^ 1]) + good[idat + 3:])
# IHDR combinations the PNG specification forbids (stb_image decodes them).
write("rgb_depth_1.png", png(16, 16, canvas(16, 16), depth=1, colour=2))
write("grey_alpha_depth_2.png", png(16, 16, canvas(16, 16), depth=2, colour=4))
# A 16 x 16 image whose data inflates to 4 MiB (a decompression bomb in small).
write("inflates_too_far.png", png(16, 16, canvas(16, 16), extra=bytes(4 << 20)))
write("not_a_png.png", b"GIF89a\x10\x00\x10\x00")
