#!/usr/bin/env python3
"""Writes a strict Content-Security-Policy into the built index.html.

The inline scripts (Trunk's module loader, the first view's script) are allowed by their
SHA-256 hashes, and nothing else inline: no eval ('wasm-unsafe-eval' lets WebAssembly compile, nothing
more). Inline style attributes are allowed (the page positions a few elements with them);
style sheets must come from the site, as must the service worker (static/sw.js) and the web
app manifest. Called by scripts/post_build.py (Trunk's post-build hook), or by hand:
python3 scripts/csp.py dist/index.html
"""
import base64
import hashlib
import os
import re
import sys


def policy(script_hashes):
    sources = " ".join(f"'sha256-{h}'" for h in script_hashes)
    return (
        "default-src 'self'; "
        f"script-src 'self' 'wasm-unsafe-eval' {sources}; "
        "style-src 'self'; style-src-attr 'unsafe-inline'; "
        "img-src 'self' data:; font-src 'self'; connect-src 'self'; "
        "worker-src 'self'; manifest-src 'self'; "
        "object-src 'none'; base-uri 'none'; form-action 'none'"
    )


def write(path):
    """Writes the policy into the built page at `path`, in place of any earlier one."""
    with open(path, encoding="utf-8") as f:
        html = f.read()
    html = re.sub(r'\s*<meta http-equiv="Content-Security-Policy"[^>]*>', "", html)
    scripts = re.findall(r"<script(?:\s[^>]*)?>(.*?)</script>", html, flags=re.S)
    hashes = [
        base64.b64encode(hashlib.sha256(s.encode("utf-8")).digest()).decode("ascii")
        for s in scripts
        if s.strip()
    ]
    meta = f'<meta http-equiv="Content-Security-Policy" content="{policy(hashes)}" />'
    if '<meta charset="utf-8" />' in html:
        html = html.replace('<meta charset="utf-8" />', '<meta charset="utf-8" />\n    ' + meta, 1)
    else:
        html = html.replace("<head>", "<head>\n    " + meta, 1)
    with open(path, "w", encoding="utf-8") as f:
        f.write(html)


def main():
    if len(sys.argv) > 1:
        path = sys.argv[1]
    else:
        path = os.path.join(os.environ["TRUNK_STAGING_DIR"], "index.html")
    write(path)


if __name__ == "__main__":
    main()
