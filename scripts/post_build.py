#!/usr/bin/env python3
"""Trunk post-build hook (Trunk.toml): runs the steps below on the staged build, in order.

1. Release builds only: minify wasm-bindgen's JavaScript glue, its snippets and the style
   sheet with esbuild (tools/node_modules, installed by scripts/setup.sh), then rewrite their
   `integrity` hashes in index.html. Trunk's own minifier cannot parse the glue (it stops at
   `export default` and leaves it as is).
2. Every build: serve the language files under versioned names (scripts/locales.py).
3. Release builds only: prerender the first view into index.html (scripts/prerender.cjs: the
   app itself, run in headless Chromium).
4. Every build: write the Content-Security-Policy (scripts/csp.py), once index.html is final
   (it hashes the inline scripts).
5. Every build: write the service worker, dist/sw.js (scripts/offline.py), last, as it lists
   every file of the build with its hash: on a release build, all of them, to be cached for
   offline use; on a debug build, none.

Trunk runs the hooks of one stage at the same time, hence one hook for every step.
By hand: python3 scripts/post_build.py dist (always minifies).
"""
import base64
import hashlib
import os
import re
import subprocess
import sys

import csp
import locales
import offline

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ESBUILD = os.path.join(ROOT, "tools", "node_modules", ".bin", "esbuild")


def sri(path):
    with open(path, "rb") as f:
        digest = hashlib.sha384(f.read()).digest()
    return "sha384-" + base64.b64encode(digest).decode("ascii")


def minify(stage):
    if not os.path.exists(ESBUILD):
        sys.exit(f"post_build: {ESBUILD} is missing; run bash scripts/setup.sh")
    index = os.path.join(stage, "index.html")
    with open(index, encoding="utf-8") as f:
        html = f.read()
    # The build's own scripts and style sheets, and wasm-bindgen's snippets (the inline JS of
    # `#[wasm_bindgen(inline_js)]`, copied as written, comments and all) under snippets/.
    names = [n for n in os.listdir(stage) if n.endswith((".js", ".css"))]
    for folder, _, files in os.walk(os.path.join(stage, "snippets")):
        rel = os.path.relpath(folder, stage).replace(os.sep, "/")
        names += [f"{rel}/{n}" for n in files if n.endswith(".js")]
    for name in sorted(names):
        path = os.path.join(stage, name)
        # No --format: the glue keeps its exports and crash.js stays a classic script.
        args = [ESBUILD, path, "--minify", "--log-level=warning", "--allow-overwrite"]
        subprocess.run(args + [f"--outfile={path}"], check=True)
        # The tag that names this file carries its hash: replace it with the new one.
        tag = re.compile(
            r'(<(?:link|script)[^>]*(?:href|src)="/?' + re.escape(name) + r'"[^>]*integrity=")[^"]*(")'
        )
        html, count = tag.subn(lambda m: m.group(1) + sri(path) + m.group(2), html)
        named = re.search(r'(?:href|src)="/?' + re.escape(name) + '"', html)
        if count == 0 and named:
            sys.exit(f"post_build: no integrity attribute found for {name} in index.html")
    with open(index, "w", encoding="utf-8") as f:
        f.write(html)


def main():
    if len(sys.argv) > 1:
        stage, release = sys.argv[1], True
    else:
        stage = os.environ["TRUNK_STAGING_DIR"]
        release = os.environ.get("TRUNK_PROFILE") == "release"
    if release:
        minify(stage)
    locales.write(stage)
    if release:
        subprocess.run(["node", os.path.join(ROOT, "scripts", "prerender.cjs"), stage], check=True)
    csp.write(os.path.join(stage, "index.html"))
    offline.write(stage, release)


if __name__ == "__main__":
    main()
