"""Wrong submissions written the way learners write them (other code than the declared mutations:
einsum, loops, complex numbers, a helper of their own):

- tests/data/learner_wrong/<exercise>/<names>__<how>.py, one file each (the built-in pack), and
  tests/data/learner_wrong_variants/<exercise>/... (packs/attention_variants);
- tests/data/learner_wrong/<exercise>/variants.yaml: mistakes written as small changes of another
  file beside it — base_<style>.py, a correct learner-style solution (which must itself be accepted),
  or another learner mistake — so that near-identical files are not kept twice.

Each wrong one must be rejected and every mistake its name lists (``a+b`` for two at once) must be
named — by the exercise's own mutation or by one of its parts' (a ddof=1 LayerNorm inside the pre-LN
block is named ``unbiased_variance``) — and nothing else.
"""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from grader.engine import get_pack, grade

HERE = Path(__file__).parent
DATA = HERE / "data" / "learner_wrong"
VARIANTS_PACK = HERE.parent / "packs" / "attention_variants"
BASES = sorted(p for p in DATA.glob("*/base_*.py") if "__" not in p.stem)  # correct learner-style solutions
FILES = sorted(p for p in DATA.glob("*/*.py") if p not in BASES)
VARIANT_FILES = sorted((HERE / "data" / "learner_wrong_variants").glob("*/*.py"))


def _edited(folder: Path, spec: dict) -> str:
    source = (folder / spec["base"]).read_text(encoding="utf-8")
    for e in spec["edits"]:
        assert source.count(e["find"]) == 1, f"{folder.name}/{spec['name']}: {e['find']!r} must occur once"
        source = source.replace(e["find"], e["replace"])
    return source


def _cases() -> list:
    out = [pytest.param(None, p.parent.name, p.stem, p, id=f"{p.parent.name}/{p.stem}") for p in FILES]
    for table in sorted(DATA.glob("*/variants.yaml")):
        for spec in yaml.safe_load(table.read_text(encoding="utf-8"))["variants"]:
            out.append(pytest.param(None, table.parent.name, spec["name"], (table.parent, spec),
                                    id=f"{table.parent.name}/{spec['name']}"))
    out += [pytest.param(VARIANTS_PACK, p.parent.name, p.stem, p, id=f"attention_variants/{p.parent.name}/{p.stem}")
            for p in VARIANT_FILES]
    return out


@pytest.mark.parametrize("pack,exercise,name,where", _cases())
def test_learner_written_mistake_is_rejected_and_named(pack, exercise, name, where):
    source = where.read_text(encoding="utf-8") if isinstance(where, Path) else _edited(*where)
    expected = set(name.split("__")[0].split("+"))
    report = grade(exercise, source, pack=pack)
    assert report.verdict != "accepted"
    assert set(report.diagnosis) == expected, (report.diagnosis, [(c.name, c.verdict, c.diagnosis) for c in report.cases])


@pytest.mark.parametrize("path", BASES, ids=[f"{p.parent.name}/{p.stem}" for p in BASES])
def test_learner_style_base_is_accepted(path: Path):
    report = grade(path.parent.name, path.read_text(encoding="utf-8"))
    assert report.verdict == "accepted", [(c.name, c.verdict, c.message) for c in report.cases if c.verdict != "accepted"]


def test_every_exercise_with_learner_files_is_in_the_pack():
    assert FILES and {p.parent.name for p in FILES} <= set(get_pack().manifest.exercises)
    assert VARIANT_FILES and {p.parent.name for p in VARIANT_FILES} <= set(get_pack(VARIANTS_PACK).manifest.exercises)
    assert all((p.parent / "variants.yaml").is_file() for p in BASES)
