"""What a hidden case may say (issue 10): a fixed vocabulary, never a value the submission chose.

Two kinds of proof:

* the vocabulary itself — every message key a hidden case can produce (``grader.messages.HIDDEN``)
  has only placeholders whose values are VOCAB words or pack values, in English and Chinese, and
  ``grader.report.hidden_message`` drops anything else whatever the params say;
* adversarial families — submissions that differ only in a value they choose (a number, an
  exception type and message, a shape, an index, a signal, a dtype) must produce byte-identical
  hidden-case reports.

Public cases keep their full detail (checked too). Runs with any launcher (plain or bubblewrap).
"""

from __future__ import annotations

import itertools
import json
import re
import string
import sys
from pathlib import Path

import numpy as np
import pytest

sys.path.insert(0, str(Path(__file__).parent / "hostile"))
import harness  # noqa: E402

from grader.engine import grade  # noqa: E402
from grader.mutations import standalone_source  # noqa: E402
from grader.messages import HIDDEN, HIDDEN_KEYS, HIDDEN_PARAMS, MESSAGES, VOCAB, render  # noqa: E402
from grader.report import MAX_REPORT_BYTES, Report, hidden_message, summarise  # noqa: E402

REPO = harness.REPO
SOFTMAX = (REPO / "solutions" / "softmax.py").read_text()
# the reference imports its softmax part: rendered as one self-contained file, as a learner would write it
SDPA = standalone_source("scaled_dot_product_attention", root=REPO)


def _placeholders(template: str) -> set[str]:
    return {f[1].split(".")[0].split("[")[0] for f in string.Formatter().parse(template) if f[1]}


# ================================================================= the vocabulary


def test_every_message_key_has_a_hidden_counterpart():
    assert set(HIDDEN) >= set(MESSAGES) - HIDDEN_KEYS
    assert HIDDEN_KEYS <= set(MESSAGES)


@pytest.mark.parametrize("key", sorted(HIDDEN_KEYS))
def test_hidden_templates_use_only_vocabulary_placeholders(key):
    allowed = set(HIDDEN_PARAMS.get(key, {}))
    for template in MESSAGES[key]:
        assert _placeholders(template) <= allowed, (key, template)
        # no format spec that could print a number, e.g. {err:.3g}
        assert not re.search(r"\{[a-z_]+:", template), template


PACK = {"function": "softmax", "n_outputs": 2, "output_names": "output, weights", "outputs": ["output", "weights"],
        "only_input": " `x`"}
HOSTILE_VALUES = [1.2345e-7, -9.2e-13, 123456, "(3, 7, 11)", "KeyError", "ZeroDivisionError: 42", "x" * 300,
                  ["a"], {"k": 1}, float("inf"), "weights; rm -rf", "close-ish", "last2"]


@pytest.mark.parametrize("key", sorted(set(HIDDEN)))
def test_hidden_message_drops_every_value_the_pack_did_not_fix(key):
    """Whatever a message's params hold, the hidden text is one of a finite, enumerable set."""
    hkey = HIDDEN[key]
    seen = set()
    names = list(HIDDEN_PARAMS.get(hkey, {})) + ["err", "where", "count", "total", "got", "exc", "line", "detail"]
    for value in HOSTILE_VALUES:
        params = {n: value for n in names}
        k, p = hidden_message(key, params, output="weights", raises="ValueError", allowed=PACK)
        assert k == hkey
        for lang in ("en", "zh"):
            text = render(k, lang, **p)
            seen.add(text)
            assert "1.2345" not in text and "9.2e" not in text and "123456" not in text and "xxx" not in text
            assert "KeyError" not in text and "rm -rf" not in text and "(3, 7, 11)" not in text
    # every value above was refused: one rendering per language (the neutral stand-ins)
    assert len(seen) == 2, seen


def _vocab_renderings(hkey: str) -> set[str]:
    """Every text a hidden key can render to, with every VOCAB word and the pack's own values."""
    spec = HIDDEN_PARAMS.get(hkey, {})
    choices = []
    for name, source in spec.items():
        kind, _, what = source.partition(":")
        if kind == "vocab":
            choices.append([(name, w) for w in VOCAB[what]])
        else:
            choices.append([(name, {"output": "weights", "raises": "ValueError", "function": "softmax",
                                    "n_outputs": 2, "output_names": "output, weights", "only_input": " `x`"}[what])])
    out = set()
    for combo in itertools.product(*choices) if choices else [()]:
        for lang in ("en", "zh"):
            out.add(render(hkey, lang, **dict(combo)))
    return out


@pytest.mark.parametrize("key", sorted(HIDDEN_KEYS))
def test_rendered_hidden_texts_carry_no_number_but_pack_counts(key):
    for text in _vocab_renderings(key):
        digits = set(re.findall(r"\d+", text))
        assert digits <= {"2", "0", "1", "32"}, (key, text)  # n_outputs, "sum to 1 (0 for …)", float32


# ================================================================= adversarial families


def _hidden(report: Report) -> str:
    return json.dumps([c.model_dump() for c in report.cases if c.visibility == "hidden"], sort_keys=True,
                      ensure_ascii=False)


def _grade(exercise: str, src: str, lang: str = "en") -> Report:
    return grade(exercise, src, lang=lang)


def _wrap(body: str, base: str = SOFTMAX, name: str = "softmax") -> str:
    # _pick(x, n): a number in 0..n-1 that depends on the (hidden) input values
    return base + f"\n_ref = {name}\n" + (
        "def _pick(x, n):\n    a = np.asarray(x, dtype=np.float64)\n    a = a[np.isfinite(a)]\n"
        "    return int(abs(a.sum()) * 1000) % n if a.size else 0\n") + body


FAMILIES: dict[str, tuple[str, list[str]]] = {
    # family -> (exercise, variants: each is a whole submission)
    "exception_type_and_text": ("softmax", [
        _wrap("def softmax(x, axis=-1):\n    raise ValueError('one')\n"),
        _wrap("def softmax(x, axis=-1):\n    raise KeyError(str(float(np.asarray(x).ravel()[0])))\n"),
        _wrap("def softmax(x, axis=-1):\n    raise [ZeroDivisionError, TypeError, LookupError][int(abs(np.asarray(x)"
              ".sum())) % 3]('%r' % x)\n"),
        _wrap("class Secret(Exception):\n    pass\ndef softmax(x, axis=-1):\n    raise Secret(repr(x))\n"),
        _wrap("def softmax(x, axis=-1):\n    return [][7 + np.asarray(x).size]\n"),
    ]),
    "error_exponent_far": ("softmax", [
        _wrap("def softmax(x, axis=-1):\n    return _ref(x, axis) + 3e3\n"),
        _wrap("def softmax(x, axis=-1):\n    return _ref(x, axis) + 7e5\n"),
        _wrap("def softmax(x, axis=-1):\n    x = np.asarray(x)\n    e = int(np.nan_to_num(x, posinf=0, neginf=0)"
              ".ravel()[0] * 10) % 9 if x.size else 0\n    return _ref(x, axis) + 10.0 ** (4 + e)\n"),
    ]),
    "error_digits_off": ("softmax", [
        _wrap("def softmax(x, axis=-1):\n    return _ref(x, axis) + 0.5\n"),
        _wrap("def softmax(x, axis=-1):\n    x = np.asarray(x)\n    d = float(np.tanh(np.nan_to_num(x.ravel()[0]))) "
              "if x.size else 0.0\n    return _ref(x, axis) + 0.5 + 0.01 * d\n"),
    ]),
    "error_under_ten_tolerances_close": ("softmax", [  # 2..6 times the tolerance of every value
        _wrap("def softmax(x, axis=-1):\n    y = _ref(x, axis)\n    t = (1e-5, 1e-4) if y.dtype == np.float32 else "
              "(1e-8, 1e-6)\n    return np.where(y != 0, y + 3 * (t[0] + t[1] * np.abs(y)), y).astype(y.dtype)\n"),
        _wrap("def softmax(x, axis=-1):\n    y = _ref(x, axis)\n    t = (1e-5, 1e-4) if y.dtype == np.float32 else "
              "(1e-8, 1e-6)\n    f = 2 + _pick(x, 5)\n    return np.where(y != 0, y + f * (t[0] + t[1] * np.abs(y)), y)"
              ".astype(y.dtype)\n"),
    ]),
    "shape_sizes": ("softmax", [
        _wrap("def softmax(x, axis=-1):\n    y = _ref(x, axis)\n    return np.zeros(y.shape[:-1] + (y.shape[-1] + 1,) "
              "if y.ndim else (1,), y.dtype)\n"),
        _wrap("def softmax(x, axis=-1):\n    y = _ref(x, axis)\n    k = _pick(x, 97) + 2\n    return np.zeros(y.shape[:-1] + (y.shape[-1] + k,) if y.ndim else (k,), y.dtype)\n"),
    ]),
    "shape_ndim": ("softmax", [
        _wrap("def softmax(x, axis=-1):\n    y = _ref(x, axis)\n    return y[None]\n"),
        _wrap("def softmax(x, axis=-1):\n    y = _ref(x, axis)\n    k = int(np.asarray(x).size) % 5 + 1\n"
              "    return y.reshape((1,) * k + y.shape)\n"),
        _wrap("def softmax(x, axis=-1):\n    y = _ref(x, axis)\n    return np.zeros((0,) * (y.ndim + 3), y.dtype)\n"),
    ]),
    "non_finite_where_and_how_many": ("softmax", [
        _wrap("def softmax(x, axis=-1):\n    y = _ref(x, axis).copy()\n    f = y.reshape(-1)\n    if f.size:\n"
              "        f[0] = np.nan\n    return y\n"),
        _wrap("def softmax(x, axis=-1):\n    y = _ref(x, axis).copy()\n    f = y.reshape(-1)\n    if f.size:\n"
              "        f[_pick(x, f.size)] = np.inf\n        f[0] = np.nan\n    return y\n"),
    ]),
    "dtype_choice": ("softmax", [
        _wrap("def softmax(x, axis=-1):\n    return _ref(x, axis).astype(np.int32)\n"),
        _wrap("def softmax(x, axis=-1):\n    return _ref(x, axis).astype([np.int8, np.int64, np.uint16, np.bool_]"
              "[_pick(x, 4)])\n"),
    ]),
    "not_an_array": ("softmax", [
        _wrap("def softmax(x, axis=-1):\n    return 'text'\n"),
        _wrap("def softmax(x, axis=-1):\n    return [3, 3.5, object(), b'x', {}, 1j, range(3)][_pick(x, 7)]\n"),
    ]),
    "list_lengths": ("softmax", [
        _wrap("def softmax(x, axis=-1):\n    return [_ref(x, axis), 1]\n"),
        _wrap("def softmax(x, axis=-1):\n    return tuple([_ref(x, axis)] * (_pick(x, 9) + 2))\n"),
    ]),
    "writes_to_its_input": ("softmax", [
        _wrap("def softmax(x, axis=-1):\n    y = _ref(x, axis)\n    if isinstance(x, np.ndarray) and x.size:\n"
              "        x.reshape(-1)[0] = 1234.5\n    return y\n"),
        _wrap("def softmax(x, axis=-1):\n    y = _ref(x, axis)\n    if isinstance(x, np.ndarray) and x.size:\n"
              "        x.reshape(-1)[-1] = -7\n        x.reshape(-1)[0] = 99\n    return y\n"),
    ]),
    "crash_kind": ("softmax", [
        _wrap("import os, signal\ndef softmax(x, axis=-1):\n    os.kill(os.getpid(), signal.SIGSEGV)\n"),
        _wrap("import os, signal\ndef softmax(x, axis=-1):\n    os.kill(os.getpid(), [signal.SIGABRT, signal.SIGBUS,"
              " signal.SIGILL, signal.SIGFPE][_pick(x, 4)])\n"),
        _wrap("import os\ndef softmax(x, axis=-1):\n    os._exit(3 + _pick(x, 50))\n"),
    ]),
    "masked_weight_values": ("scaled_dot_product_attention", [
        _wrap("def scaled_dot_product_attention(q, k, v, mask=None):\n    out, w = _ref(q, k, v, mask)\n"
              "    if mask is not None:\n        w = np.where(np.broadcast_to(mask, w.shape), w, "
              "np.asarray(1e-12 * 0.5, w.dtype))\n    return out, w\n", SDPA, "scaled_dot_product_attention"),
        _wrap("def scaled_dot_product_attention(q, k, v, mask=None):\n    out, w = _ref(q, k, v, mask)\n"
              "    if mask is not None:  # q[0]·1e-12, under the tolerance (issue 10)\n"
              "        w = np.where(np.broadcast_to(mask, w.shape), w, "
              "np.asarray(1e-12 * (np.asarray(q).ravel()[0] or 1), w.dtype))\n    return out, w\n", SDPA,
              "scaled_dot_product_attention"),
    ]),
    "printed_output": ("softmax", [
        _wrap("def softmax(x, axis=-1):\n    print('nothing')\n    return _ref(x, axis)\n"),
        _wrap("def softmax(x, axis=-1):\n    print(repr(x))\n    return _ref(x, axis)\n"),
    ]),
    "load_time_exceptions": ("softmax", [
        "raise ValueError('at import 12345')\n",
        "import numpy as np\nraise KeyError(np.pi)\n",
        "import sys\nsys.exit(42)\n",
    ]),
    "syntax_errors": ("softmax", [
        "def softmax(x:\n    pass\n",
        "\n\n\nx = (\n",
        "x = 1\n" * 40 + "def softmax(x, axis=-1) return 12345\n",
    ]),
}


@pytest.mark.parametrize("family", sorted(FAMILIES))
def test_hidden_reports_are_identical_whatever_value_the_submission_chose(family):
    exercise, variants = FAMILIES[family]
    for lang in ("en", "zh"):
        reports = [_grade(exercise, src, lang) for src in variants]
        first = _hidden(reports[0])
        assert '"hidden"' in first
        for rep in reports:
            assert not rep.accepted or family == "printed_output"
            assert _hidden(rep) == first, family
            for c in rep.cases:
                if c.visibility == "hidden":
                    assert c.max_abs_error is None and c.error_bucket in ("close", "off", "far")
                    assert c.where is None and c.line is None and c.inputs is None and c.stdout is None
                    assert c.message_key in HIDDEN_KEYS
                    assert render(c.message_key, lang, **c.message_params) == c.message


def test_the_buckets_are_what_they_say():
    far = _grade("softmax", FAMILIES["error_exponent_far"][1][0])
    off = _grade("softmax", FAMILIES["error_digits_off"][1][0])
    close = _grade("softmax", FAMILIES["error_under_ten_tolerances_close"][1][0])
    for rep, word in ((far, "far"), (off, "off"), (close, "close")):
        hidden = [c for c in rep.cases if c.visibility == "hidden" and c.verdict == "wrong_answer"]
        assert hidden and all(c.error_bucket == word and c.message_params["bucket"] == word for c in hidden), word


def test_public_cases_keep_their_full_detail():
    rep = _grade("softmax", FAMILIES["exception_type_and_text"][1][3])
    public = [c for c in rep.cases if c.visibility == "public"]
    # public: the kind (a class of the learner's own is named as such), the line and the message text
    assert public and all("Exception subclass" in c.message and c.line is not None and f"line {c.line}" in c.message
                          and "array(" in c.message for c in public)
    rep = _grade("softmax", FAMILIES["error_digits_off"][1][0])
    public = [c for c in rep.cases if c.visibility == "public" and c.verdict == "wrong_answer"]
    assert public and all(c.max_abs_error == pytest.approx(0.5) and c.message_key == "wrong_values_public"
                          for c in public)
    assert all(c.error_bucket is None for c in public)


def test_property_messages_of_hidden_cases_carry_no_learner_values():
    rep = _grade("scaled_dot_product_attention", FAMILIES["masked_weight_values"][1][1])
    hidden = [c for c in rep.cases if c.visibility == "hidden" and c.message_key.startswith("prop_")]
    assert hidden, [(c.visibility, c.message_key) for c in rep.cases]
    assert all("e-1" not in c.message and "index" not in c.message for c in hidden)


def test_a_stored_report_renders_again_in_the_other_language():
    rep = _grade("softmax", FAMILIES["shape_sizes"][1][1], lang="en")
    zh = _grade("softmax", FAMILIES["shape_sizes"][1][1], lang="zh")
    for c_en, c_zh in zip(rep.cases, zh.cases):
        assert render(c_en.message_key, "zh", **c_en.message_params) == c_zh.message
    stored = json.loads(rep.to_json())
    for c in stored["cases"]:
        if c["visibility"] == "hidden":
            assert c["max_abs_error"] is None and c["error_bucket"] in ("close", "off", "far")


# ================================================================= reports of any size


def test_arrays_in_a_report_are_summarised():
    big = np.arange(10_000, dtype=np.float16).reshape(100, 100)
    s = summarise(big, big + 0)
    assert s["shape"] == [100, 100] and s["dtype"] == "float16" and len(s["values"]) == 100 and s["truncated"]
    assert "first_difference" not in s
    other = big.copy()
    other[3, 4] = -1
    assert summarise(big, other)["first_difference"] == [3, 4]
    assert summarise(np.ones(3)) == [1.0, 1.0, 1.0]  # small arrays stay plain values


def test_a_wrong_shaped_float16_array_near_the_cap_gives_a_small_report():
    """Issue 10: 16 MiB float16 on every case made a 629 MB report; now each case keeps 100 values."""
    src = ("import numpy as np\n"
           "def softmax(x, axis=-1):\n"
           "    return np.full(((16 << 20) - 4096) // 2, 0.5, dtype=np.float16)\n")
    rep = _grade("softmax", src)
    assert rep.verdict == "wrong_shape"
    size = len(rep.to_json().encode())
    assert size <= MAX_REPORT_BYTES // 4, size
    public = [c for c in rep.cases if c.visibility == "public"]
    assert public and all(c.actual[0]["truncated"] and c.actual[0]["dtype"] == "float16" for c in public)


def test_warnings_and_errors_name_the_learners_own_file():
    src = "import numpy as np\n\n\ndef softmax(x, axis=-1):\n    x = np.asarray(x)\n    e = np.exp(x)\n" \
          "    return e / np.sum(e, axis=axis, keepdims=True)\n"
    rep = grade("softmax", src, filename="my_softmax.py")
    printed = [c.stdout for c in rep.cases if c.visibility == "public" and c.stdout]
    assert printed and all("my_softmax.py:6: RuntimeWarning" in s for s in printed), printed
    assert all(c.stdout is None for c in rep.cases if c.visibility == "hidden")
    # a name that is not a plain file name is not passed on
    rep = grade("softmax", src, filename="../../etc/evil\nname.py")
    assert all("submission.py:6" in c.stdout for c in rep.cases if c.visibility == "public" and c.stdout)
    bad = grade("softmax", "def softmax(x:\n", filename="mine.py")
    assert bad.verdict == "syntax_error" and "mine.py" not in bad.cases[0].message


def test_a_report_with_many_large_cases_is_trimmed_under_1_mb():
    from grader.report import case_report

    cases = [case_report(name=f"c{i}", visibility="public", verdict="wrong_answer", key="wrong_values_public",
                         params={"output": "result", "err": 1.0, "where": "(0,)", "exp": "1", "got": "2"}, lang="en",
                         inputs={"x": np.random.default_rng(i).normal(size=(50, 50)), "y": np.ones(99)},
                         expected=[np.zeros((30, 30))], actual=[np.ones((30, 30))], stdout="p" * 20_000)
             for i in range(300)]
    rep = Report(exercise="softmax", pack="builtin", verdict="wrong_answer", score=0.0, passed=0, total=300,
                 elapsed_s=1.0, diagnosis=[], cases=cases)
    size = len(rep.to_json().encode())
    assert size <= MAX_REPORT_BYTES, size
    assert all(c.verdict == "wrong_answer" and c.message for c in rep.cases)  # verdicts and messages stay
    assert all(c.stdout is None for c in rep.cases)  # printed output went first


def test_which_input_was_written_is_named_only_when_there_is_one_to_choose():
    """SDPA has q, k, v (and a mask) to write to: which one is the submission's choice, never shown."""
    base = SDPA + "\n_ref = scaled_dot_product_attention\n"
    variants = [base + f"def scaled_dot_product_attention(q, k, v, mask=None):\n    out = _ref(q, k, v, mask)\n"
                       f"    {name}[...] = 0\n    return out\n" for name in ("q", "k", "v")]
    reports = [_grade("scaled_dot_product_attention", src) for src in variants]
    hidden = [[c for c in r.cases if c.visibility == "hidden" and c.message_key == "inputs_modified_hidden"]
              for r in reports]
    assert all(hidden) and len({_hidden(r) for r in reports}) == 1
    assert all("`" not in c.message for c in hidden[0])
    public = [c for c in reports[1].cases if c.visibility == "public" and c.message_key == "inputs_modified"]
    assert public and all("`k`" in c.message for c in public)
