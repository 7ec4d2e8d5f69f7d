#!/usr/bin/env python3
"""Serves the language files with the build: copies locales/<code>.ftl to
dist/locales/<code>-<hash>.ftl, where <hash> is the file's FNV-1a (32 bits, 8 hex digits), the
name the page asks for (`i18n::Lang::served_file`, whose hash crates/i18n/build.rs computes the same way).
A new text is a new name, so no cache, HTTP or the service worker's, gives an older build's words.

English is compiled into the page but served too, for tools and translators.
Called by scripts/post_build.py (Trunk's post-build hook) before the service worker is written,
so that the worker caches them; or by hand: python3 scripts/locales.py dist
"""
import os
import shutil
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SOURCE = os.path.join(ROOT, "locales")
FOLDER = "locales"


def fnv1a(data):
    """FNV-1a, 32 bits, of `data` (bytes)."""
    h = 0x811C9DC5
    for b in data:
        h = ((h ^ b) * 0x01000193) & 0xFFFFFFFF
    return h


def served_name(code, data):
    """The path, relative to the build, that language `code`'s file `data` is served at."""
    return f"{FOLDER}/{code}-{fnv1a(data):08x}.ftl"


def write(stage, source=SOURCE):
    """Copies every language file into `stage`, each under its served name, in place of any
    earlier copies; returns the names written, sorted."""
    folder = os.path.join(stage, FOLDER)
    shutil.rmtree(folder, ignore_errors=True)
    os.makedirs(folder)
    names = []
    for file in sorted(os.listdir(source)):
        if not file.endswith(".ftl"):
            continue
        with open(os.path.join(source, file), "rb") as f:
            data = f.read()
        name = served_name(file[: -len(".ftl")], data)
        with open(os.path.join(stage, *name.split("/")), "wb") as f:
            f.write(data)
        names.append(name)
    return names


if __name__ == "__main__":
    write(sys.argv[1] if len(sys.argv) > 1 else os.environ["TRUNK_STAGING_DIR"])
