"""Which rules of an exercise only hidden cases check — so `--public` (and Run in the app) never shows them.

For every exercise of a pack, compares its public cases with its hidden ones on what a learner can
get wrong: input dtypes (a float32-in → float32-out rule), expected exceptions, checked properties,
and the known mistakes (each one graded on the public cases only: is it caught there?). Prints one
line per rule that no public case covers; exit 1 when there is one.

    python scripts/public_rule_coverage.py [--pack DIR] [--no-mistakes]
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from grader.engine import get_pack, grade  # noqa: E402
from grader.reference import load_hidden  # noqa: E402


def features(case) -> set[str]:
    out = set()
    for name, spec in (case.args or {}).items():
        dtype = getattr(spec, "dtype", None)
        if dtype and dtype != "float64":
            out.add(f"{dtype} inputs")
    expect = case.expect
    if expect != "value":
        out.add(f"raises {getattr(expect, 'raises', expect)}")
    out.update(f"property {p}" for p in case.properties)
    if case.generator:
        out.add(f"generated inputs ({case.generator})")
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--pack")
    ap.add_argument("--no-mistakes", action="store_true", help="skip grading the known mistakes")
    args = ap.parse_args(argv)
    pack = get_pack(args.pack)
    gaps = 0
    for ex in pack.ordered():
        hidden = load_hidden(pack, ex)
        pub = set().union(*[features(c) for c in ex.meta.public_cases]) if ex.meta.public_cases else set()
        hid = set().union(*[features(c) for c in hidden.spec.cases]) if hidden.spec.cases else set()
        missing = sorted(f for f in hid - pub if not f.startswith("generated"))
        if not args.no_mistakes:
            for m in hidden.mistakes:
                path = getattr(m, "path", None)
                if path is None or not Path(path).is_file():
                    continue
                rep = grade(ex.id, Path(path).read_bytes(), pack=pack, scope="public")
                if rep.verdict == "accepted":
                    missing.append(f"mistake {m.name} (passes every public case)")
        for f in missing:
            print(f"{ex.id}: only hidden cases check: {f}")
        gaps += len(missing)
    print(f"{gaps} rule{'' if gaps == 1 else 's'} checked only by hidden cases")
    return 1 if gaps else 0


if __name__ == "__main__":
    sys.exit(main())
