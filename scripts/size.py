#!/usr/bin/env python3
"""The download budgets: everything the page loads before the tree appears, and the page's
build with the searches beyond alpha-beta, which it loads on demand.

Sums gzip -9 of the wasm, JS and CSS files that dist/index.html names (the loader's wasm and
glue, crash.js, the style sheet), prints each and the total, and exits 1 above the budget.
Then the same for the build beyond alpha-beta (beyond.js and beyond_bg.wasm), which a link or
saved work that needs it loads after the page's own (src/app/beyond.rs).
Run after `trunk build --release`:  python3 scripts/size.py [dist]
The budget and the latest figures are in BENCHMARKS.md.
"""
import gzip
import os
import re
import shutil
import subprocess
import sys

BUDGET_KIB = 195
# The build beyond alpha-beta: the whole page again, with the searches beyond alpha-beta.
BEYOND_BUDGET_KIB = 220
BEYOND_FILES = ["beyond.js", "beyond_bg.wasm"]
NAMED = re.compile(r"""["'(]/?([\w./-]+\.(?:wasm|js|css))(?:[?#][^"']*)?["')]""")


def named_files(dist):
    """The wasm, JS and CSS files index.html names, each once, in the order named."""
    with open(os.path.join(dist, "index.html"), encoding="utf-8") as f:
        html = f.read()
    seen = []
    for name in NAMED.findall(html):
        if name not in seen:
            seen.append(name)
    return seen


def gzip9(path, data):
    """The size of `path` compressed by GNU gzip -9, as bench.cjs measures it; Python's zlib
    at level 9 (a little larger) where there is no gzip."""
    if shutil.which("gzip"):
        # -n: no file name or time in the header, as a server's gzip stream has none (and as
        # Python's gzip.compress writes it).
        return len(subprocess.run(["gzip", "-9", "-n", "-c", path], capture_output=True, check=True).stdout)
    return len(gzip.compress(data, compresslevel=9))


def main():
    dist = sys.argv[1] if len(sys.argv) > 1 else "dist"
    names = named_files(dist)
    if not any(n.endswith(".wasm") for n in names):
        print(f"size: {dist}/index.html names no .wasm file; build with trunk first", file=sys.stderr)
        return 2
    print(f"{'file':<48} {'bytes':>10} {'gzip -9':>10}")
    total = packed_sum(dist, names, "index.html names it")
    beyond = packed_sum(dist, BEYOND_FILES, "index.html builds it")
    if total is None or beyond is None:
        return 2
    within = report("download", total, BUDGET_KIB)
    within = report("beyond alpha-beta, on demand", beyond, BEYOND_BUDGET_KIB) and within
    return 0 if within else 1


def packed_sum(dist, names, why):
    """Prints each file's size and gzip -9 size; their sum, or None when one is missing
    (`why` says why it should be there)."""
    total = 0
    for name in names:
        path = os.path.join(dist, name)
        if not os.path.isfile(path):
            print(f"size: {name} is not in {dist}/ ({why})", file=sys.stderr)
            return None
        with open(path, "rb") as f:
            data = f.read()
        packed = gzip9(path, data)
        total += packed
        print(f"{name:<48} {len(data):>10} {packed:>10}")
    return total


def report(what, total, budget_kib):
    """Prints `total` against its budget; whether it is within."""
    budget = budget_kib * 1024
    verdict = "within" if total <= budget else "OVER"
    print(f"{what}: {total} bytes gzip -9 ({total / 1024:.1f} KiB), {verdict} the "
          f"{budget_kib} KiB budget by {abs(budget - total)} bytes")
    return total <= budget


if __name__ == "__main__":
    sys.exit(main())
