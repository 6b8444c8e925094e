#!/usr/bin/env bash
# Regenerates app/_fonts/ from the @fontsource-variable packages: the Latin files, their weight
# axis cut to the 400–800 the site uses, glyphs kept for Fontsource's Latin range, layout features
# pyftsubset keeps by default plus tabular figures (the admin's counters). 77 KB of preloaded fonts
# become 50 KB. Needs Python's fonttools and brotli: `pip install fonttools brotli`.
set -euo pipefail
cd "$(dirname "$0")/.."

latin='U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD'
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

subset() { # <source woff2> <output name>
  fonttools varLib.instancer "$1" wght=400:800 --quiet -o "$work/$2.ttf"
  pyftsubset "$work/$2.ttf" --unicodes="$latin" --layout-features+=tnum --flavor=woff2 --output-file="app/_fonts/$2.woff2"
}

mkdir -p app/_fonts
subset node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2 inter-latin-wght-400-800
subset node_modules/@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2 plus-jakarta-sans-latin-wght-400-800
ls -l app/_fonts
