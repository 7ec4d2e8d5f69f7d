#!/usr/bin/env python3
"""Writes the service worker (dist/sw.js) that makes the app work offline after one visit.

The worker is static/sw.js with its BUILD filled in: every file of the build (the page, the
wasm and JS, the style sheets, the extras module, the snippets, the icons, the manifest) with
its SHA-256, and a version made of all of them and of the worker's own code (static/sw.js).
Nothing is listed by hand: a file added to the build is cached, and any change to any file or
to the worker is a new version, hence a new sw.js, which the browser installs beside the old
one with a cache of its own (the old cache goes when it takes over). Two different workers
never share a cache.

Release builds only. A debug build gets a worker with no files and the version "debug": it
caches nothing (a developer sees each build as it is) and clears a release build's cache.
Called last by scripts/post_build.py, after the minifier and the policy have changed files; or
by hand: python3 scripts/offline.py dist
"""
import hashlib
import json
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TEMPLATE = os.path.join(ROOT, "static", "sw.js")
WORKER = "sw.js"
BUILD = re.compile(r"/\* BUILD \*/.*?/\* END BUILD \*/", re.S)


def build_files(stage):
    """Every file under `stage` but the worker, as a path relative to it with "/" (a URL
    relative to the site's root), mapped to its SHA-256 in hex; in sorted order."""
    files = {}
    for folder, dirs, names in os.walk(stage):
        dirs.sort()
        for name in sorted(names):
            path = os.path.join(folder, name)
            rel = os.path.relpath(path, stage).replace(os.sep, "/")
            if rel == WORKER:
                continue
            with open(path, "rb") as f:
                files[rel] = hashlib.sha256(f.read()).hexdigest()
    return dict(sorted(files.items()))


def version(files):
    """The build's version: 16 hex digits of a hash over every file's name and hash."""
    text = "".join(f"{name}\0{digest}\n" for name, digest in sorted(files.items()))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:16]


def worker_build(files, template):
    """What the worker is given: the version (of `files` and of the worker's `template` as if
    it were the build's sw.js), and the URLs to cache with the hash each must have. The page
    is cached as "./" (the URL it is opened at, a query aside), unchecked, as a host may
    rewrite HTML; its hash is in the version all the same."""
    urls = {}
    for name, digest in files.items():
        if name == "index.html":
            urls["./"] = None
        else:
            urls[name] = digest
    own = hashlib.sha256(template.encode("utf-8")).hexdigest()
    return {"version": version({**files, WORKER: own}), "files": urls}


def render(template, build):
    """The worker's `template` with `build` in place of its BUILD."""
    text = json.dumps(build, indent=1, sort_keys=True)
    worker, count = BUILD.subn(lambda _: f"/* BUILD */ {text} /* END BUILD */", template)
    if count != 1:
        sys.exit(f"offline: {TEMPLATE} must hold one /* BUILD */ ... /* END BUILD */")
    return worker


def write(stage, release=True):
    """Writes `stage`/sw.js; returns what it was given."""
    files = build_files(stage)
    if "index.html" not in files:
        sys.exit(f"offline: no index.html in {stage}")
    with open(TEMPLATE, encoding="utf-8") as f:
        template = f.read()
    build = worker_build(files, template) if release else {"version": "debug", "files": {}}
    with open(os.path.join(stage, WORKER), "w", encoding="utf-8") as f:
        f.write(render(template, build))
    return build


def main():
    stage = sys.argv[1] if len(sys.argv) > 1 else "dist"
    build = write(stage)
    print(f"offline: {stage}/{WORKER}, version {build['version']}, {len(build['files'])} files")


if __name__ == "__main__":
    main()
