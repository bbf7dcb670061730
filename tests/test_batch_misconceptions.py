"""grade-batch writes misconceptions.csv (students × misconceptions) and misconceptions.html, a
self-contained heatmap, over a class with repeated mistakes (built-in pack: causal_mask and
attend_with_cache, whose mistakes name their misconceptions)."""

from __future__ import annotations

import csv
import io
import re
from pathlib import Path

import pytest

from grader.mutations import standalone_source
from grader.packs.batch import grade_batch

REPO = Path(__file__).resolve().parent.parent

CLASS = {  # student -> exercise -> "correct" or a mistake name
    "ann": {"causal_mask": "top_left_aligned", "attend_with_cache": "top_left_causal_mask"},
    "bob": {"causal_mask": "top_left_aligned", "attend_with_cache": "correct"},
    "cy": {"causal_mask": "inverted", "attend_with_cache": "ignored_padding_mask"},
    "dee": {"causal_mask": "correct", "attend_with_cache": "correct"},
    "eve<script>x": {"causal_mask": "top_left_aligned"},
}


@pytest.fixture(scope="module")
def graded(tmp_path_factory) -> Path:
    base = tmp_path_factory.mktemp("class")
    subs = base / "submissions"
    for student, work in CLASS.items():
        (subs / student).mkdir(parents=True)
        for ex, kind in work.items():
            # the reference, or one of its declared mutations, as one self-contained file
            src = standalone_source(ex, () if kind == "correct" else (kind,), root=REPO)
            (subs / student / f"{ex}.py").write_text(src, encoding="utf-8")
    out = base / "out"
    grade_batch(REPO, subs, out, jobs=2, progress=False)
    return out


def test_csv_counts_the_misconceptions_of_each_student(graded):
    rows = {r["student"]: r for r in csv.DictReader(io.StringIO((graded / "misconceptions.csv").read_text("utf-8")))}
    assert set(rows) == set(CLASS)
    header = list(next(csv.reader(io.StringIO((graded / "misconceptions.csv").read_text("utf-8")))))
    assert header[0] == "student" and {"causal_alignment", "mask_polarity", "padding", "kv_cache"} <= set(header)
    counts = {s: {k: int(v) for k, v in r.items() if k != "student"} for s, r in rows.items()}
    assert counts["ann"]["causal_alignment"] == 2  # the same misunderstanding in two exercises
    assert counts["bob"]["causal_alignment"] == 1 and counts["eve<script>x"]["causal_alignment"] == 1
    assert counts["cy"]["mask_polarity"] == 1 and counts["cy"]["padding"] == 1 and counts["cy"]["causal_alignment"] == 0
    assert sum(counts["dee"].values()) == 0


def test_html_heatmap_is_self_contained_and_escaped(graded):
    page = (graded / "misconceptions.html").read_text("utf-8")
    assert page.startswith("<!DOCTYPE html>")
    for forbidden in ("<script", "http://", "https://", " src=", "<link", "@import"):
        assert forbidden not in page
    assert "eve&lt;script&gt;x" in page and "eve<script>x" not in page
    assert "Causal alignment" in page and "top_left_aligned" in page

    def cell(student: str, column: int) -> str:
        row = re.search(rf'<tr><td class="student">{re.escape(student)}</td>(.*?)</tr>', page, re.S).group(1)
        return re.findall(r'style="background:(#[0-9a-f]{6})"', row)[column]

    header = re.findall(r"<span>([a-z_]+)</span>", page)
    col = header.index("causal_alignment")
    assert cell("ann", col) != cell("bob", col) != "#ffffff"  # 2 is darker than 1
    assert cell("dee", col) == "#ffffff"


def test_cli_lists_the_new_files(graded):
    assert (graded / "misconceptions.csv").is_file() and (graded / "misconceptions.html").is_file()
    assert (graded / "gradebook.csv").is_file()  # the existing outputs are still written
