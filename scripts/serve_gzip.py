#!/usr/bin/env python3
"""Serves a built page (dist/) on 127.0.0.1 with gzip, as a host would: each compressible file
(HTML, JS, CSS, wasm, SVG, the language files) gzip -9 when the browser accepts it. For
Lighthouse (scripts/lighthouse.sh), whose first-visit figures depend on the bytes sent.

    python3 scripts/serve_gzip.py DIST PORT
"""
import functools
import gzip
import http.server
import os
import sys

COMPRESSIBLE = (".html", ".js", ".css", ".wasm", ".svg", ".ftl", ".webmanifest", ".json")


class Handler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".wasm": "application/wasm",
        ".js": "text/javascript",
        ".ftl": "text/plain; charset=utf-8",
        ".webmanifest": "application/manifest+json",
    }

    def send_head(self):
        path = self.translate_path(self.path)
        if os.path.isdir(path):
            path = os.path.join(path, "index.html")
        gz = "gzip" in self.headers.get("Accept-Encoding", "")
        if not (gz and path.endswith(COMPRESSIBLE) and os.path.isfile(path)):
            return super().send_head()
        with open(path, "rb") as f:
            body = gzip.compress(f.read(), compresslevel=9, mtime=0)
        self.send_response(200)
        self.send_header("Content-Type", self.guess_type(path))
        self.send_header("Content-Encoding", "gzip")
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Cache-Control", "no-store")
        self.end_headers()
        return _Body(body)

    def log_message(self, *args):
        pass


class _Body:
    def __init__(self, data):
        self.data = data

    def read(self, *_):
        data, self.data = self.data, b""
        return data

    def close(self):
        pass


def main():
    dist, port = sys.argv[1], int(sys.argv[2])
    handler = functools.partial(Handler, directory=os.path.abspath(dist))
    http.server.ThreadingHTTPServer(("127.0.0.1", port), handler).serve_forever()


if __name__ == "__main__":
    main()
