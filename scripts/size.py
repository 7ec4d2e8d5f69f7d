#!/usr/bin/env python3
"""The download budget: one first download, every file dist/index.html loads before the tree
is interactive: the wasm, JS and CSS files it names (the app's wasm and glue, the small
scripts, the style sheet). Prints each file, gzip -9 -n, and the total, and exits 1 above the
budget.

Reported beside it, not budgeted: index.html itself (the page, with the prerendered first
view that paints before any of the budgeted files has arrived), the extras module (the
games, practice and the sheet writer, loaded when their place first opens) and the language
files (each read when its language is chosen).
Run after `trunk build --release`:  python3 scripts/size.py [dist]
The budget and the latest figures are in BENCHMARKS.md.
"""
import gzip
import os
import re
import shutil
import subprocess
import sys

BUDGET_KIB = 256
# The extras module, loaded when a game tab, Practice or Share & export first opens.
OPTIONAL_FILES = ["extras.js", "extras_bg.wasm", "extras.css"]
# The language files, each read when its language is first chosen.
LOCALES_DIR = "locales"
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
    if total is None:
        return 2
    within = report("first download", total, BUDGET_KIB)
    print()
    page = packed_sum(dist, ["index.html"], "the build's page")
    if page is None:
        return 2
    print(f"the page itself, with its first view (not budgeted): {page} bytes gzip -9 ({page / 1024:.1f} KiB)")
    print()
    optional = packed_sum(dist, OPTIONAL_FILES, "index.html builds it")
    if optional is None:
        return 2
    print(f"extras module, on demand (not budgeted): {optional} bytes gzip -9 ({optional / 1024:.1f} KiB)")
    print()
    locales = sorted(os.listdir(os.path.join(dist, LOCALES_DIR))) if os.path.isdir(os.path.join(dist, LOCALES_DIR)) else []
    languages = packed_sum(dist, [f"{LOCALES_DIR}/{n}" for n in locales], "listed")
    if not locales or languages is None:
        print(f"size: {dist}/{LOCALES_DIR}/ has no language files", file=sys.stderr)
        return 2
    print(f"language files, each on demand (not budgeted): {languages} bytes gzip -9 in all")
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
