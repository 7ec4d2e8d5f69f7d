#!/usr/bin/env python3
"""Unit tests of the post-build hook's service worker (scripts/offline.py): the files it lists,
the version, and the worker it writes. Run: python3 -m unittest discover -s tests/hooks
"""
import hashlib
import json
import os
import re
import struct
import sys
import tempfile
import unittest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "scripts"))
import offline  # noqa: E402


def put(stage, name, data):
    path = os.path.join(stage, *name.split("/"))
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb") as f:
        f.write(data)


def given(stage):
    """The BUILD the worker written in `stage` holds."""
    with open(os.path.join(stage, "sw.js"), encoding="utf-8") as f:
        text = f.read()
    found = re.search(r"/\* BUILD \*/(.*?)/\* END BUILD \*/", text, re.S)
    return text, json.loads(found.group(1))


class Build(unittest.TestCase):
    def setUp(self):
        self.dir = tempfile.TemporaryDirectory()
        self.stage = self.dir.name
        put(self.stage, "index.html", b"<html>page</html>")
        put(self.stage, "app-0123.js", b"glue")
        put(self.stage, "app-0123_bg.wasm", b"\0asm")
        put(self.stage, "extras.js", b"parts")
        put(self.stage, "snippets/app-4567/inline0.js", b"snippet")
        put(self.stage, "icons/icon-192.png", b"png")

    def tearDown(self):
        self.dir.cleanup()

    def test_every_file_of_the_build_with_its_hash_the_page_as_its_url(self):
        build = offline.write(self.stage)
        self.assertEqual(sorted(build["files"]), sorted([
            "./", "app-0123.js", "app-0123_bg.wasm", "extras.js", "icons/icon-192.png",
            "snippets/app-4567/inline0.js",
        ]))
        self.assertIsNone(build["files"]["./"])
        self.assertEqual(build["files"]["snippets/app-4567/inline0.js"],
                         hashlib.sha256(b"snippet").hexdigest())
        # What the written worker holds is what was returned.
        _, written = given(self.stage)
        self.assertEqual(written, build)

    def test_the_worker_never_lists_itself(self):
        first = offline.write(self.stage)
        # Written again over a build that has its worker (by hand, on dist/).
        second = offline.write(self.stage)
        self.assertNotIn("sw.js", second["files"])
        self.assertEqual(first, second)

    def test_the_version_follows_every_file(self):
        before = offline.write(self.stage)["version"]
        self.assertRegex(before, r"^[0-9a-f]{16}$")
        for name, data in [("extras.js", b"parts, changed"), ("index.html", b"<html>new</html>"),
                           ("snippets/app-4567/inline0.js", b"snippet 2")]:
            put(self.stage, name, data)
            after = offline.write(self.stage)["version"]
            self.assertNotEqual(before, after, f"a change to {name}")
            before = after
        # A file added, and a file renamed.
        put(self.stage, "icons/icon-512.png", b"png")
        added = offline.write(self.stage)["version"]
        self.assertNotEqual(before, added)
        os.rename(os.path.join(self.stage, "icons", "icon-512.png"),
                  os.path.join(self.stage, "icons", "icon-513.png"))
        self.assertNotEqual(added, offline.write(self.stage)["version"])

    def test_the_version_follows_the_workers_own_code(self):
        before = offline.write(self.stage)["version"]
        with open(offline.TEMPLATE, encoding="utf-8") as f:
            template = f.read()
        changed = os.path.join(self.stage, "..", os.path.basename(self.stage) + "-sw.js")
        with open(changed, "w", encoding="utf-8") as f:
            f.write(template.replace("use strict", "use strict "))
        kept, offline.TEMPLATE = offline.TEMPLATE, changed
        try:
            after = offline.write(self.stage)["version"]
        finally:
            offline.TEMPLATE = kept
            os.remove(changed)
        self.assertNotEqual(before, after)
        self.assertEqual(before, offline.write(self.stage)["version"])

    def test_the_same_files_are_the_same_version(self):
        files = offline.build_files(self.stage)
        self.assertEqual(offline.version(files), offline.version(dict(reversed(list(files.items())))))
        other = tempfile.TemporaryDirectory()
        for name in files:
            with open(os.path.join(self.stage, *name.split("/")), "rb") as f:
                put(other.name, name, f.read())
        self.assertEqual(offline.write(other.name)["version"], offline.write(self.stage)["version"])
        other.cleanup()

    def test_a_debug_build_caches_nothing(self):
        build = offline.write(self.stage, release=False)
        self.assertEqual(build, {"version": "debug", "files": {}})
        text, written = given(self.stage)
        self.assertEqual(written, build)
        self.assertIn('addEventListener("fetch"', text)

    def test_the_template_is_filled_once(self):
        offline.write(self.stage)
        text, _ = given(self.stage)
        self.assertEqual(text.count("/* BUILD */"), 1)
        self.assertNotIn('"template"', text)


class Icons(unittest.TestCase):
    """The manifest's PNG icons are what it says (scripts/icons.cjs renders them)."""

    def test_each_png_icon_has_its_declared_size(self):
        static = os.path.join(ROOT, "static")
        with open(os.path.join(static, "manifest.webmanifest"), encoding="utf-8") as f:
            manifest = json.load(f)
        pngs = [icon for icon in manifest["icons"] if icon["type"] == "image/png"]
        self.assertTrue(any(icon["sizes"] == "192x192" for icon in pngs))
        self.assertTrue(any(icon["sizes"] == "512x512" for icon in pngs))
        for icon in pngs:
            with open(os.path.join(static, icon["src"]), "rb") as f:
                head = f.read(24)
            self.assertEqual(head[:8], b"\x89PNG\r\n\x1a\n", icon["src"])
            width, height = struct.unpack(">II", head[16:24])
            self.assertEqual(f"{width}x{height}", icon["sizes"], icon["src"])


if __name__ == "__main__":
    unittest.main()
