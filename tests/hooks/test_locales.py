#!/usr/bin/env python3
"""Unit tests of the post-build hook's language files (scripts/locales.py): each served under a
name that changes with its text, the old copies gone. Run: python3 -m unittest discover -s tests/hooks
"""
import os
import sys
import tempfile
import unittest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "scripts"))
import locales  # noqa: E402


class Served(unittest.TestCase):
    def test_fnv1a_is_the_published_function(self):
        # The FNV-1a test vectors (Fowler, Noll, Vo): "" and "a".
        self.assertEqual(locales.fnv1a(b""), 0x811C9DC5)
        self.assertEqual(locales.fnv1a(b"a"), 0xE40C292C)
        self.assertEqual(locales.fnv1a(b"foobar"), 0xBF9CF968)

    def test_each_file_under_a_name_that_follows_its_text(self):
        with tempfile.TemporaryDirectory() as source, tempfile.TemporaryDirectory() as stage:
            for code, text in [("en", b"a = A\n"), ("ja", b"a = \xe3\x81\x82\n")]:
                with open(os.path.join(source, f"{code}.ftl"), "wb") as f:
                    f.write(text)
            os.makedirs(os.path.join(stage, "locales"))
            open(os.path.join(stage, "locales", "ja-00000000.ftl"), "w").close()
            names = locales.write(stage, source)
            self.assertEqual(names, [
                f"locales/en-{locales.fnv1a(b'a = A' + bytes([10])):08x}.ftl",
                f"locales/ja-{locales.fnv1a(bytes([97, 32, 61, 32, 0xe3, 0x81, 0x82, 10])):08x}.ftl",
            ])
            self.assertEqual(sorted(os.listdir(os.path.join(stage, "locales"))),
                             sorted(n.split("/")[1] for n in names), "an older copy is gone")
            with open(os.path.join(stage, *names[1].split("/")), "rb") as f:
                self.assertEqual(f.read(), "a = あ\n".encode("utf-8"))


if __name__ == "__main__":
    unittest.main()
