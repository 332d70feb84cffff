"""Fuzz seeds cut from PBF files.

    pbf_seeds.py split FILE DIR    each frame's raw PrimitiveBlock (mode 1), Blob (2) and BlobHeader (3),
                                   prefixed with the pbf fuzzer's mode byte, as DIR/NAME.FRAME.modeN
    pbf_seeds.py dense SEED OUT    the DenseNodes messages of a mode-1 seed, as OUT.N
"""
import os
import sys
import zlib

def varint(data, i):
    value = shift = 0
    while True:
        byte = data[i]; i += 1
        value |= (byte & 0x7F) << shift; shift += 7
        if byte < 0x80: return value, i

def fields(data):
    i = 0
    while i < len(data):
        key, i = varint(data, i)
        if key & 7 == 0:
            value, i = varint(data, i)
        elif key & 7 == 2:
            length, i = varint(data, i); value = data[i:i + length]; i += length
        else:
            return
        yield key >> 3, value


def split(path, directory):
    data = open(path, "rb").read()
    base = os.path.join(directory, os.path.basename(path))
    position = frame = 0
    while position + 4 <= len(data):
        size = int.from_bytes(data[position:position + 4], "big"); position += 4
        header = data[position:position + size]; position += size
        blob_size = dict(fields(header)).get(3, 0)
        blob = data[position:position + blob_size]; position += blob_size
        payload = dict(fields(blob))
        block = payload.get(1) or zlib.decompress(payload.get(3, b"x\x9c\x03\x00\x00\x00\x00\x01"))
        for mode, content in ((1, block), (2, blob), (3, header)):
            open(f"{base}.{frame}.mode{mode}", "wb").write(bytes([mode]) + content)
        frame += 1


def dense(seed, out):
    block = open(seed, "rb").read()[1:]
    count = 0
    for number, group in fields(block):
        if number != 2: continue
        for kind, dense in fields(group):
            if kind == 2:
                open(f"{out}.{count}", "wb").write(dense); count += 1


if __name__ == "__main__":
    {"split": split, "dense": dense}[sys.argv[1]](sys.argv[2], sys.argv[3])
