#!/usr/bin/env python3
"""Generates Sources/GazetteerIndex/Names/NameFoldTable.swift, the data behind NameNormalizer.

Usage (from the repository root):

    python3 Scripts/generate-fold-table.py            # writes the Swift file
    python3 Scripts/generate-fold-table.py --check    # exits 1 when the file is stale

For every non-ASCII scalar the table gives what a search key holds in its place:
nothing (dropped), a separator, other text, or (when absent) the scalar itself.
The rules, applied in this order:

1. Explicit drops (apostrophe-like marks, the Catalan middle dot, glottal stops, tatweel,
   Hebrew geresh) and explicit separators.
2. Explicit folds for letters that do not decompose (æ → ae, þ → th, ŋ → n, ə → e, ...).
3. Spacing clones of diacritics (category Sk), modifier letters of the Spacing Modifier
   Letters block that do not decompose, and format characters (Cf) are dropped.
4. Combining marks in the diacritic blocks (Latin, Cyrillic titlo, Arabic harakat) are dropped,
   and so are the unassigned scalars there, which later Unicode versions fill with marks.
5. Inside the folded blocks (Latin, IPA, Greek, Cyrillic, Armenian, Georgian, punctuation,
   letterlike and number forms, presentation and fullwidth forms, CJK compatibility forms and
   ideographs, mathematical alphanumerics) the NFKD decomposition is folded instead.
6. Spaces, punctuation and controls become separators; symbols do too in the symbol blocks.
7. Latin letters whose name is a base letter plus a modifier ("D WITH STROKE",
   "SMALL CAPITAL A", "TURNED E") fold to that base letter.
8. Cased letters fold to lower case (full case folding, so ß → ss and ς → σ).

Keys are stored in indexes, so any change to the output (new rules, or a Python whose
unicodedata has a newer Unicode version) changes keys: indexes built before must be rebuilt.
The file carries a fingerprint (the CRC-32 of the table text); every index records the
fingerprint of the table that built it, and a reader with another table refuses the index.

Each rule's output is folded again, and the script checks that every output scalar maps to
itself, so that folding a key changes nothing. Hangul, CJK, Indic, Thai, Hebrew and the other
scripts pass through except for case folding and the rules above.
"""

import re
import zlib
import sys
import unicodedata
from pathlib import Path

SEPARATOR = " "

# Source scalars whose NFKD decomposition is folded (rule 5).
DECOMPOSED = [
    (0x0080, 0x058F),  # Latin-1 Supplement ... Armenian
    (0x10A0, 0x10FF),  # Georgian
    (0x1C80, 0x1CBF),  # Cyrillic Extended-C, Georgian Extended
    (0x1D00, 0x1DFF),  # Phonetic Extensions and supplements, combining supplement
    (0x1E00, 0x1FFF),  # Latin Extended Additional, Greek Extended
    (0x2000, 0x2BFF),  # punctuation, super/subscripts, letterlike, number forms, enclosed, symbols
    (0x2C00, 0x2DFF),  # Glagolitic, Latin Extended-C, Coptic, Georgian Supplement, Cyrillic Ext-A
    (0x2E00, 0x2E7F),  # Supplemental Punctuation
    (0x2F00, 0x2FDF),  # Kangxi Radicals
    (0x3200, 0x33FF),  # Enclosed CJK Letters and Months, CJK Compatibility
    (0xA640, 0xA69F),  # Cyrillic Extended-B
    (0xA700, 0xA7FF),  # Modifier Tone Letters, Latin Extended-D
    (0xAB30, 0xAB6F),  # Latin Extended-E
    (0xF900, 0xFAFF),  # CJK Compatibility Ideographs
    (0xFB00, 0xFDFF),  # Alphabetic Presentation Forms, Arabic Presentation Forms-A
    (0xFE10, 0xFE1F),  # Vertical Forms
    (0xFE30, 0xFE6F),  # CJK Compatibility Forms, Small Form Variants
    (0xFE70, 0xFEFF),  # Arabic Presentation Forms-B
    (0xFF00, 0xFF64),  # fullwidth ASCII and halfwidth CJK punctuation (not halfwidth kana/Hangul)
    (0xFFE0, 0xFFEF),  # fullwidth symbols
    (0x1D400, 0x1D7FF),  # Mathematical Alphanumeric Symbols
    (0x1F100, 0x1F1FF),  # Enclosed Alphanumeric Supplement
    (0x2F800, 0x2FA1F),  # CJK Compatibility Ideographs Supplement
]

# Nonspacing and enclosing marks that are dropped (rule 4).
DROPPED_MARKS = [
    (0x0300, 0x036F),  # Combining Diacritical Marks
    (0x0483, 0x0489),  # Cyrillic titlo and other combining marks
    (0x0610, 0x061A),  # Arabic honorifics
    (0x064B, 0x065F),  # Arabic harakat
    (0x0670, 0x0670),  # Arabic superscript alef
    (0x06D6, 0x06ED),  # Arabic Quranic marks
    (0x1AB0, 0x1AFF),  # Combining Diacritical Marks Extended
    (0x1DC0, 0x1DFF),  # Combining Diacritical Marks Supplement
    (0x20D0, 0x20FF),  # Combining Diacritical Marks for Symbols
    (0x2DE0, 0x2DFF),  # Cyrillic Extended-A (combining letters)
    (0xA66F, 0xA67D),  # Cyrillic Extended-B combining marks
    (0xFE00, 0xFE0F),  # Variation Selectors
    (0xFE20, 0xFE2F),  # Combining Half Marks
    (0xE0100, 0xE01EF),  # Variation Selectors Supplement
]

# Blocks where symbols (Sm, Sc, So) become separators (rule 6); elsewhere they pass through.
SEPARATING_SYMBOLS = [
    (0x0080, 0x2BFF),
    (0x2E00, 0x2E7F),
    (0x3000, 0x303F),
    (0xFE00, 0xFFFF),
    (0x1F000, 0x1FBFF),
]

DROPPED = {
    0x00B7,  # middle dot (Catalan l·l)
    0x0241, 0x0242, 0x0294, 0x0295, 0x02A1, 0x02A2,  # glottal stops and pharyngeals
    0x055A, 0x055B, 0x055C, 0x055E, 0x055F,  # Armenian apostrophe and marks written over vowels
    0x05F3, 0x05F4,  # Hebrew geresh and gershayim
    0x0640,  # Arabic tatweel
    0x2018, 0x2019, 0x201B,  # single quotation marks used as apostrophes
    0x2032, 0x2035,  # primes used as apostrophes
    0xA78B, 0xA78C,  # saltillo
}

SEPARATED = {
    0x0387,  # Greek ano teleia (a semicolon; it decomposes to the middle dot)
}

# Letters that neither decompose nor have a base letter in their name.
EXTRAS = {
    "ß": "ss", "æ": "ae", "œ": "oe", "ø": "o", "ł": "l", "đ": "d", "ð": "d", "þ": "th",
    "ı": "i", "ȷ": "j", "ĸ": "k", "ŋ": "n", "ſ": "s", "ə": "e", "ǝ": "e", "ɛ": "e",
    "ɔ": "o", "ɑ": "a", "ɒ": "a", "ɣ": "g", "ɩ": "i", "ʊ": "u", "ʒ": "z", "ƿ": "w",
    "ȣ": "ou", "ƣ": "oi", "ƕ": "hv", "ȸ": "db", "ȹ": "qp", "ʣ": "dz", "ʦ": "ts",
}

# Base letters named with a modifier: "LATIN SMALL LETTER D WITH STROKE", "... SMALL CAPITAL A".
LETTER_NAME = re.compile(
    r"^LATIN (?:SMALL |CAPITAL )?(?:LETTER|LIGATURE) "
    r"(?:SMALL CAPITAL |TURNED |REVERSED |SCRIPT |INVERTED |SIDEWAYS |BARRED )?"
    r"([A-Z]|AE|OE|SCHWA|OPEN E|OPEN O|EZH|ENG|ETH|ALPHA|GAMMA|IOTA|UPSILON|DOTLESS I|DOTLESS J)"
    r"(?: WITH .+| BAR)?$"
)
NAMED_BASES = {
    "AE": "ae", "OE": "oe", "SCHWA": "e", "OPEN E": "e", "OPEN O": "o", "EZH": "z", "ENG": "n",
    "ETH": "d", "ALPHA": "a", "GAMMA": "g", "IOTA": "i", "UPSILON": "u", "DOTLESS I": "i",
    "DOTLESS J": "j",
}


def within(cp, ranges):
    return any(lo <= cp <= hi for lo, hi in ranges)


def fold_text(text):
    return "".join(fold_scalar(c) for c in text)


def fold_scalar(c):
    """What a key holds for `c`; a space stands for a separator."""
    cp = ord(c)
    if cp < 0x80:
        if "A" <= c <= "Z":
            return c.lower()
        if "a" <= c <= "z" or "0" <= c <= "9":
            return c
        return "" if c in "'`" else SEPARATOR
    if cp in DROPPED:
        return ""
    if cp in SEPARATED:
        return SEPARATOR
    lower = c.lower()
    if c in EXTRAS or (len(lower) == 1 and lower != c and lower in EXTRAS and cp != 0x0130):
        return fold_text(EXTRAS.get(c) or EXTRAS[lower])
    category = unicodedata.category(c)
    decomposition = unicodedata.normalize("NFKD", c) if within(cp, DECOMPOSED) else c
    if category == "Sk" or category == "Cf":
        return ""
    if category == "Lm" and 0x02B0 <= cp <= 0x02FF and decomposition == c:
        return ""
    if category in ("Mn", "Me", "Cn") and within(cp, DROPPED_MARKS):
        return ""
    if decomposition != c:
        return fold_text(decomposition)
    if category[0] in "ZP" or category == "Cc":
        return SEPARATOR
    if category[0] == "S" and within(cp, SEPARATING_SYMBOLS):
        return SEPARATOR
    if category[0] == "L":
        match = LETTER_NAME.match(unicodedata.name(c, ""))
        if match:
            base = match.group(1)
            return NAMED_BASES.get(base, base.lower())
        folded = c.casefold()
        if any(unicodedata.category(f) == "Lu" for f in folded):
            folded = lower  # Cherokee folds to upper case; keep keys lower case
        if folded != c:
            return fold_text(folded)
    return c


def collapse(text):
    return re.sub(" +", " ", text)


def build_table():
    table = {}
    for cp in range(0x80, 0x110000):
        if 0xD800 <= cp <= 0xDFFF:
            continue
        c = chr(cp)
        folded = collapse(fold_scalar(c))
        if folded != c:
            table[cp] = folded
    return table


def check_idempotent(table):
    for cp, folded in table.items():
        for f in folded:
            if f == SEPARATOR or ord(f) < 0x80:
                continue
            if ord(f) in table:
                raise SystemExit(f"U+{cp:04X} folds to U+{ord(f):04X}, which is not a fixed point")
        if unicodedata.category(folded[:1] or "a") in ("Mn", "Me") and within(ord(folded[0]), DROPPED_MARKS):
            raise SystemExit(f"U+{cp:04X} folds to a dropped mark")


def ranges(table):
    """Runs of consecutive scalars with the same replacement, as (first, last, replacement)."""
    runs = []
    for cp in sorted(table):
        folded = table[cp]
        if runs and runs[-1][1] == cp - 1 and runs[-1][2] == folded:
            runs[-1][1] = cp
        else:
            runs.append([cp, cp, folded])
    return runs


def render(table):
    lines = []
    for first, last, folded in ranges(table):
        head = f"{first:04X}" if first == last else f"{first:04X}-{last:04X}"
        lines.append(" ".join([head] + [f"{ord(f):04X}" if f != SEPARATOR else "20" for f in folded]))
    body = "\n".join("    " + line for line in lines)
    fingerprint = zlib.crc32("\n".join(lines).encode("utf-8"))
    return f'''// Generated by Scripts/generate-fold-table.py from Unicode {unicodedata.unidata_version} data. Do not edit.
// To regenerate, run `python3 Scripts/generate-fold-table.py` from the repository root.
// Changing this table changes search keys: indexes written before it must be rebuilt.

/// The folding data behind ``NameNormalizer``, read once into a ``NameFoldTrie``.
enum NameFoldTable {{
    /// What a search key holds in place of each non-ASCII scalar that does not map to itself.
    ///
    /// One line per scalar or run of scalars: `FIRST[-LAST] [REPLACEMENT...]`, all hexadecimal
    /// scalars. `20` stands for a separator; a line with no replacement drops its scalars.
    static let source = """
{body}
    """

    /// The CRC-32 of ``source`` (its lines without indentation, joined by line feeds): indexes
    /// record it, so a reader built with another table refuses them instead of missing keys.
    static let fingerprint: UInt32 = 0x{fingerprint:08X}
}}
'''


def main():
    table = build_table()
    check_idempotent(table)
    text = render(table)
    target = Path(__file__).resolve().parent.parent / "Sources" / "GazetteerIndex" / "Names" / "NameFoldTable.swift"
    if "--check" in sys.argv:
        if not target.exists() or target.read_text(encoding="utf-8") != text:
            print(f"{target} is stale; run python3 Scripts/generate-fold-table.py", file=sys.stderr)
            sys.exit(1)
        return
    target.write_text(text, encoding="utf-8")
    print(f"wrote {target}: {len(table)} scalars in {text.count(chr(10))} lines", file=sys.stderr)


if __name__ == "__main__":
    main()
