"""dojo.visuals: the learner's own function, run in the sandbox, drawn beside the reference."""

from __future__ import annotations

import threading

import numpy as np
import pytest

from dojo import attention_math as am
from dojo import grading, visuals
from dojo.settings import reload_settings
from grader.engine import get_pack, param_names, run_function
from grader.runner import CallOutcome

SOFTMAX_OK = ('''import numpy as np


def softmax(x, axis=-1):
    x = np.asarray(x)
    m = np.max(x, axis=axis, keepdims=True)
    m = np.where(np.isfinite(m), m, 0.0)
    e = np.exp(x - m)
    s = np.sum(e, axis=axis, keepdims=True)
    return np.divide(e, s, out=np.zeros_like(e), where=s > 0)
''')
SOFTMAX_NAN = '''import numpy as np


def softmax(x, axis=-1):
    e = np.exp(x - np.max(x, axis=axis, keepdims=True))
    return e / np.sum(e, axis=axis, keepdims=True)
'''


def sandboxed(source: str):
    return lambda calls: run_function("softmax", source, calls)


def test_correct_softmax_matches_the_reference_everywhere():
    panels = visuals.build_panels("softmax", sandboxed(SOFTMAX_OK), None, lang="en",
                                  sentence="Apple released a new iPhone")
    assert [p.error for p in panels] == [None, None, None]
    assert [len(row) for p in panels[1:] for row in p.rows] == [3, 3]  # yours, reference, difference


def test_nan_on_fully_masked_rows_is_visible_in_yours_and_the_difference():
    panels = visuals.build_panels("softmax", sandboxed(SOFTMAX_NAN), None, lang="zh",
                                  sentence="a spicy Sichuan hotpot")
    masked = panels[2]
    yours, ref, diff = masked.rows[0]
    assert (yours.caption, ref.caption) == ("你的", "参考")
    rows = [r for ds in diff.chart.to_dict()["datasets"].values() for r in ds]
    assert any(r.get("text") == "NaN" for r in rows)


def test_a_crashing_submission_becomes_an_error_text_and_the_reference_is_still_drawn():
    src = "def softmax(x, axis=-1):\n    raise KeyError('nope')\n"
    panels = visuals.build_panels("softmax", sandboxed(src), None, lang="en", sentence="a spicy Sichuan hotpot")
    assert all("KeyError" in p.error and "line 2" in p.error for p in panels)
    assert all(len(p.rows[0]) >= 1 for p in panels)


def test_wrong_shape_is_reported_not_drawn():
    fake = lambda calls: [CallOutcome("ok", [np.zeros(2)]) for _ in calls]  # noqa: E731
    panels = visuals.build_panels("softmax", fake, None, lang="en", sentence="a spicy Sichuan hotpot")
    assert "shape" in panels[1].error and len(panels[1].rows[0]) == 1


def test_every_builtin_exercise_with_a_picture_gets_one_from_its_reference():
    pack = get_pack()
    seen = set()
    for ex in pack.ordered():
        kind = visuals.kind_of(param_names(pack, ex), ex.meta.visual, ex.meta.outputs)
        if kind is None:
            continue
        ref = am.reference_function(pack, ex)

        def run(calls, ref=ref):
            out = []
            for c in calls:
                r = ref(**c)
                out.append(CallOutcome("ok", list(r) if isinstance(r, tuple) else [r]))
            return out

        for heads in ((2, 4) if kind == "mha" else (2,)):
            panels = visuals.build_panels(kind, run, ref, lang="en",
                                          sentence="The doctor gave the patient medicine because he was sick",
                                          heads=heads)
            assert panels and all(p.error is None for p in panels), (ex.id, [p.error for p in panels])
            for p in panels:
                for row in p.rows:
                    for fig in row:
                        if fig.chart is None:  # the reference as "yours": one line, no grid of 0.00
                            assert fig.caption.startswith("Difference") and "identical, max |Δ| = " in fig.caption
                        else:
                            fig.chart.to_dict()
        seen.add(kind)
    assert "softmax" in seen


@pytest.mark.parametrize("names,visual,outputs,kind", [
    (("x", "axis"), "softmax", ("result",), "softmax"),
    (("q", "k", "v", "mask"), "attention", ("output", "weights"), "sdpa"),
    (("q", "k", "v", "mask"), "heads", ("output", "weights"), "gqa"),
    (("q", "k", "v", "block_size", "mask"), "attention", ("output", "lse"), None),
    (("x", "gamma", "beta", "eps"), "none", ("result",), None),
    (("x", "num_heads"), "heads", ("heads",), "split_heads"),
])
def test_kind_of_only_matches_known_signatures(names, visual, outputs, kind):
    assert visuals.kind_of(names, visual, outputs) == kind


def test_grading_cap_refuses_when_every_slot_is_busy(monkeypatch):
    monkeypatch.setenv("DOJO_MAX_CONCURRENT_GRADINGS", "1")
    reload_settings()
    monkeypatch.setattr(grading, "_slots", None)
    try:
        assert grading.capacity() == 1
        held = threading.Event()
        release = threading.Event()

        def hold():
            with grading._Slot(timeout=5):
                held.set()
                release.wait(10)

        t = threading.Thread(target=hold)
        t.start()
        held.wait(5)
        with pytest.raises(grading.GraderBusy):
            grading.grade_capped("softmax", SOFTMAX_OK, timeout=0.2)
        release.set()
        t.join()
        assert grading.grade_capped("softmax", SOFTMAX_OK, scope="public").verdict == "accepted"
    finally:
        monkeypatch.setattr(grading, "_slots", None)
        monkeypatch.delenv("DOJO_MAX_CONCURRENT_GRADINGS")
        reload_settings()


def test_difference_of_a_correct_answer_is_one_line_and_noise_is_zero():
    import numpy as np

    from dojo import charts

    ref = np.array([[0.25, 0.75], [0.5, 0.5]])
    fig = visuals._difference_figure(visuals.difference(ref + 3e-8, ref), lambda: None, "en")
    assert fig.chart is None and fig.caption.endswith("identical, max |Δ| = 3e-08")
    assert charts._fmt(-1e-8) == "0.00" and charts._fmt(float("nan")) == "NaN"
    cells = charts._cells(np.array([[1e-8, -2e-8]]), ["q"], ["a", "b"], None, 2, diverging=True)
    assert set(cells["ink"]) == {"black"}  # no white label on a near-white cell
    nan_masked = charts._cells(np.array([[np.nan, 0.5]]), ["q"], ["a", "b"], np.array([[False, True]]), 2)
    assert nan_masked.loc[0, "text"] == "NaN" and not nan_masked.loc[0, "masked"]  # a NaN stays visible


def test_chinese_pair_reads_without_spaces():
    from dojo import demo

    assert demo.display("我 午饭 后 吃 了 一个 苹果") == "我午饭后吃了一个苹果"
    assert demo.display("苹果 发布 了 新款 iPhone") == "苹果发布了新款 iPhone"


@pytest.mark.parametrize("kind", ["sdpa", "mha"])
def test_cross_attention_titles_write_the_chinese_sentence_without_spaces(kind):
    from dojo import demo

    fake = lambda calls: [None] * len(calls)  # noqa: E731 - no learner run: only the titles matter here
    panels = visuals.build_panels(kind, fake, None, lang="zh", sentence="Apple released a new iPhone",
                                  cross=demo.CROSS_PAIRS[0])
    titles = [p.title for p in panels if demo.CROSS_PAIRS[0][0] in p.title]
    assert titles, [p.title for p in panels]
    assert all(demo.display(demo.CROSS_PAIRS[0][1]) in title for title in titles), titles
