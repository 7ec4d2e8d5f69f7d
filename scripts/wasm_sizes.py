#!/usr/bin/env python3
"""Where the wasm's bytes go: the biggest functions, and the data section's text and binary runs.

The function names need a build that keeps them (wasm-opt drops them otherwise):

    cargo build --profile wasm-release \\
        --target wasm32-unknown-unknown --bin alphabeta-lab
    wasm-bindgen --target web --keep-debug --out-dir /tmp/wb \\
        target/wasm32-unknown-unknown/wasm-release/alphabeta-lab.wasm
    wasm-opt -Oz -g /tmp/wb/alphabeta-lab_bg.wasm -o /tmp/wb/g.wasm
    python3 scripts/wasm_sizes.py /tmp/wb/g.wasm [how many functions, default 40]

Long binary runs in the data section are tables (Unicode, formatting): each one found so far
came from one call in our code (see BENCHMARKS.md, Download size).
"""
import gzip
import re
import sys


def leb(b, i):
    result = shift = 0
    while True:
        byte = b[i]
        i += 1
        result |= (byte & 0x7F) << shift
        shift += 7
        if byte < 0x80:
            return result, i


def main():
    data = open(sys.argv[1], "rb").read()
    top = int(sys.argv[2]) if len(sys.argv) > 2 else 40
    i, imports, bodies, names, segments = 8, 0, [], {}, b""
    while i < len(data):
        section = data[i]
        size, i = leb(data, i + 1)
        body, end = data[i : i + size], i + size
        print(f"section {section:2}: {size:8} bytes, {len(gzip.compress(body, 9)):7} gzip")
        if section == 2:  # imports: functions among them shift the function indices
            count, j = leb(data, i)
            for _ in range(count):
                for _ in range(2):
                    length, j = leb(data, j)
                    j += length
                kind = data[j]
                j += 1
                if kind == 0:
                    _, j = leb(data, j)
                    imports += 1
                elif kind == 1:
                    j += 1
                    flags, j = leb(data, j)
                    _, j = leb(data, j)
                    if flags & 1:
                        _, j = leb(data, j)
                elif kind == 2:
                    flags, j = leb(data, j)
                    _, j = leb(data, j)
                    if flags & 1:
                        _, j = leb(data, j)
                elif kind == 3:
                    j += 2
        elif section == 10:
            count, j = leb(data, i)
            for _ in range(count):
                length, k = leb(data, j)
                bodies.append(k - j + length)
                j = k + length
        elif section == 11:
            segments = body
        elif section == 0:
            length, j = leb(data, i)
            if data[j : j + length] == b"name":
                j += length
                while j < end:
                    sub = data[j]
                    sub_size, j = leb(data, j + 1)
                    sub_end = j + sub_size
                    if sub == 1:
                        count, k = leb(data, j)
                        for _ in range(count):
                            index, k = leb(data, k)
                            length, k = leb(data, k)
                            names[index] = data[k : k + length].decode("utf8", "replace")
                            k += length
                    j = sub_end
        i = end
    print(f"\n{len(bodies)} functions, {sum(bodies)} bytes of code; the biggest:")
    ranked = sorted(((s, names.get(n + imports, "?")) for n, s in enumerate(bodies)), reverse=True)
    crate_hash = re.compile(r"\[[0-9a-f]{16}\]")
    for size, name in ranked[:top]:
        print(f"{size:7} {crate_hash.sub('', name)[:150]}")
    print("\nbinary runs of 400+ bytes in the data section (offset, bytes, gzip):")
    last = 0
    for m in re.finditer(rb"[\x20-\x7e]{6,}", segments):
        if m.start() - last >= 400:
            run = segments[last : m.start()]
            after = segments[m.start() : m.start() + 40].decode("ascii", "replace")
            print(f"{last:7} {len(run):6} {len(gzip.compress(run, 9)):6}  before text {after!r}")
        last = m.end()


if __name__ == "__main__":
    main()
