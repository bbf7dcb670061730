"""The counterexample search (grader/search.py) and the input spaces it draws from (grader/space.py).

Every escape of issue 11 §3 is rejected by a ``found`` case even when the fixed case that catches it
today is removed from a copy of the pack; correct files in other styles stay accepted with the
search on; the same source gives the same counterexample.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import numpy as np
import pytest
import yaml
from pydantic import ValidationError

from grader.engine import clear_pack_cache, get_pack, grade
from grader.reference import load_hidden
from grader.space import SearchSpace, build_args, usual_recipe

ROOT = Path(__file__).resolve().parent.parent
VARIANTS = ROOT / "packs" / "attention_variants"
ALT_STYLES = ROOT / "tests" / "data" / "alt_styles"
KNOWN_RIGHT = ROOT.parent / "shared" / "cases" / "known_right"


# ------------------------------------------------------------------ a pack copy without some cases


def _copy_pack(src: Path, dst: Path) -> Path:
    shutil.copytree(src, dst, ignore=shutil.ignore_patterns("__pycache__", "*.pyc", ".venv", ".git", "tests",
                                                            "app_pages", "dojo", "benchmarks", "docs", "node_modules"))
    return dst


@pytest.fixture
def pack_without(tmp_path):
    """``pack_without(exercise, *case_names)``: a copy of the built-in pack without those cases.

    The cases are deleted from ``solutions/<id>.yaml`` (hidden) or ``exercises/<id>.yaml`` (public);
    asking for a case that is in neither fails the test, so a renamed case cannot go unnoticed.
    """
    made: list[Path] = []

    def make(exercise: str, *case_names: str) -> Path:
        root = _copy_pack(ROOT, tmp_path / f"pack_{len(made)}")
        made.append(root)
        for rel, key in ((f"solutions/{exercise}.yaml", "cases"), (f"exercises/{exercise}.yaml", "public_cases")):
            path = root / rel
            data = yaml.safe_load(path.read_text(encoding="utf-8"))
            before = len(data.get(key, []))
            data[key] = [c for c in data.get(key, []) if c["name"] not in case_names]
            if len(data[key]) != before:
                path.write_text(yaml.safe_dump(data, allow_unicode=True, sort_keys=False), encoding="utf-8")
        for name in case_names:
            assert not _has_case(root, exercise, name), name
            assert _has_case(ROOT, exercise, name), f"case {name!r} is not in the pack (renamed?)"
        return root

    yield make
    clear_pack_cache()


def _has_case(root: Path, exercise: str, name: str) -> bool:
    hid = yaml.safe_load((root / "solutions" / f"{exercise}.yaml").read_text(encoding="utf-8"))
    pub = yaml.safe_load((root / "exercises" / f"{exercise}.yaml").read_text(encoding="utf-8"))
    return any(c["name"] == name for c in hid.get("cases", []) + pub.get("public_cases", []))


def _found(report):
    found = [c for c in report.cases if c.visibility == "found"]
    return found[0] if found else None


# ------------------------------------------------------------------ the escapes of §3

SOFTMAX_IDENTITY_ON_LONG_ROWS = '''
import numpy as np

def softmax(x, axis=-1):
    x = np.asarray(x)
    if x.shape[axis] >= 8:          # "long rows are already normalised"
        return x.copy()
    m = np.max(x, axis=axis, keepdims=True)
    m = np.where(np.isfinite(m), m, 0.0)
    e = np.exp(x - m)
    s = np.sum(e, axis=axis, keepdims=True)
    return np.divide(e, s, out=np.zeros_like(e), where=s > 0).astype(x.dtype, copy=False)
'''

SCALING_WITHOUT_ZERO_LOG_ZERO = '''
import numpy as np

def scaling_experiment(q, k):
    q = np.asarray(q, dtype=np.float64)
    k = np.asarray(k, dtype=np.float64)
    if q.ndim != 2 or k.ndim != 3 or k.shape[0] != q.shape[0] or k.shape[-1] != q.shape[-1]:
        raise ValueError("shapes")
    raw = np.einsum("tkd,td->tk", k, q)
    out = []
    for s in (raw, raw / np.sqrt(q.shape[-1])):
        p = np.exp(s - s.max(-1, keepdims=True))
        p = p / p.sum(-1, keepdims=True)
        with np.errstate(all="ignore"):
            entropy = -np.sum(p * np.log(p), axis=-1)      # no 0 log 0 = 0 rule
        out.append((np.var(s), np.mean(entropy), np.mean(np.max(p * (1 - p), axis=-1))))
    return tuple(np.array(x) for x in zip(*out))
'''

ONLINE_SOFTMAX_FINITE_SENTINEL = ((ALT_STYLES / "online_softmax_attention" / "ok_broadcast_blocks.py")
                                  .read_text(encoding="utf-8")
                                  .replace("m = np.full(shape, -np.inf)", "m = np.full(shape, -5e4)"))

UNPACK_FLOAT64_ZERO_BIASES = '''
import numpy as np

def unpack_qkv(w_qkv, b_qkv=None):
    w_qkv = np.asarray(w_qkv)
    if w_qkv.ndim != 2 or w_qkv.shape[0] != 3 * w_qkv.shape[1]:
        raise ValueError("w_qkv must be (3 d, d)")
    d = w_qkv.shape[1]
    if b_qkv is None:
        b_qkv = np.zeros(3 * d)                      # float64 whatever the weights are
    b_qkv = np.asarray(b_qkv)
    if b_qkv.shape != (3 * d,):
        raise ValueError("b_qkv must be (3 d,)")
    w = [w_qkv[i * d:(i + 1) * d].T.copy() for i in range(3)]
    b = [b_qkv[i * d:(i + 1) * d].copy() for i in range(3)]
    return w[0], w[1], w[2], b[0], b[1], b[2]
'''

COSINE_EPS_IN_DENOMINATOR = '''
import numpy as np

def cosine_similarity(a, b):
    a = np.asarray(a)
    b = np.asarray(b)
    if a.ndim == 0 or b.ndim == 0 or a.shape[-1] != b.shape[-1]:
        raise ValueError("last axes differ")
    dot = np.sum(a * b, axis=-1)
    na = np.sqrt(np.sum(a * a, axis=-1))
    nb = np.sqrt(np.sum(b * b, axis=-1))
    return np.clip(dot / (na * nb + 1e-8), -1.0, 1.0)
'''

RESIDUAL_PROMOTES = '''
import numpy as np

def residual_update(e, delta_e):
    e = np.asarray(e)
    delta_e = np.asarray(delta_e)
    if e.shape != delta_e.shape:
        raise ValueError("shapes differ")
    return e + delta_e                               # numpy promotes a float32 e to float64
'''

UNPACK_RETURNS_VIEWS = '''
import numpy as np

def unpack_qkv(w_qkv, b_qkv=None):
    w_qkv = np.asarray(w_qkv)
    if w_qkv.ndim != 2 or w_qkv.shape[0] != 3 * w_qkv.shape[1]:
        raise ValueError("w_qkv must be (3 d, d)")
    d = w_qkv.shape[1]
    if b_qkv is None:
        b_qkv = np.zeros(3 * d, dtype=w_qkv.dtype)
    b_qkv = np.asarray(b_qkv)
    if b_qkv.shape != (3 * d,):
        raise ValueError("b_qkv must be (3 d,)")
    return w_qkv[:d].T, w_qkv[d:2 * d].T, w_qkv[2 * d:].T, b_qkv[:d], b_qkv[d:2 * d], b_qkv[2 * d:]
'''

# (exercise, source, the fixed cases that catch it today, what the found case must say)
ESCAPES = [  # unpack_qkv twice: zero biases of the wrong dtype, and views of the packed weight
    ("softmax", SOFTMAX_IDENTITY_ON_LONG_ROWS, ("long_rows_64_keys", "long_rows_float32_1024_keys"), "wrong_answer"),
    ("scaling_experiment", SCALING_WITHOUT_ZERO_LOG_ZERO, ("saturated_rows",), "non_finite"),
    ("online_softmax_attention", ONLINE_SOFTMAX_FINITE_SENTINEL, ("scores_far_below_zero", "left_padding_scores_far_below_zero"), None),
    ("unpack_qkv", UNPACK_FLOAT64_ZERO_BIASES, ("float32_weights_no_bias",), "wrong_answer"),
    ("cosine_similarity", COSINE_EPS_IN_DENOMINATOR, ("very_short_vectors",), "wrong_answer"),
    ("residual_update", RESIDUAL_PROMOTES, ("float32_stream_float64_update",), "wrong_answer"),
    ("unpack_qkv", UNPACK_RETURNS_VIEWS, ("small_with_bias", "random_d4_with_bias", "random_d6_no_bias",
                                          "float32_weights_no_bias"), "wrong_answer"),
]


def test_views_of_the_input_are_reported_by_the_child():
    from grader.runner import Session

    src = b"import numpy as np\ndef f(x, y):\n    return x[:2].T, y.copy(), np.zeros(2)\n"
    with Session(src, "f") as session:
        out = session.call([np.ones((4, 3)), np.ones(3)], {}, ["x", "y"])
    assert out.status == "ok"
    assert out.outputs_share == ["x"]


def test_a_view_fails_only_where_the_case_asks_for_new_arrays():
    report = grade("unpack_qkv", UNPACK_RETURNS_VIEWS)
    failing = {c.name: c.message for c in report.cases if c.verdict != "accepted"}
    assert set(failing) == {"small_with_bias", "random_d4_with_bias", "random_d6_no_bias", "float32_weights_no_bias"}
    assert "view of your input `w_qkv" in failing["small_with_bias"]


_IDS = [f"{e[0]}-{i}" for i, e in enumerate(ESCAPES)]


@pytest.mark.parametrize("exercise,source,fixed,verdict", ESCAPES, ids=_IDS)
def test_escape_is_caught_by_its_fixed_case(exercise, source, fixed, verdict):
    report = grade(exercise, source)
    assert report.verdict != "accepted"
    failing = {c.name for c in report.cases if c.verdict != "accepted"}
    assert failing & set(fixed), (failing, fixed)


@pytest.mark.parametrize("exercise,source,fixed,verdict", ESCAPES, ids=_IDS)
def test_escape_is_caught_by_the_search_alone(pack_without, exercise, source, fixed, verdict):
    root = pack_without(exercise, *fixed)
    report = grade(exercise, source, pack=root)
    assert report.verdict != "accepted"
    failing = [c for c in report.cases if c.verdict != "accepted"]
    assert [c.visibility for c in failing] == ["found"], [(c.name, c.visibility) for c in failing]
    found = failing[0]
    if verdict is not None:
        assert found.verdict == verdict, found.message
    assert report.passed == report.total - 1
    # shown like a public case: inputs, expected and the submission's outputs
    assert found.inputs and found.expected is not None and found.actual is not None
    assert found.name == "counterexample"


def test_text_and_json_reports_show_a_found_case(pack_without):
    import json

    root = pack_without("softmax", "long_rows_64_keys", "long_rows_float32_1024_keys")
    report = grade("softmax", SOFTMAX_IDENTITY_ON_LONG_ROWS, pack=root)
    text = report.to_text()
    assert "counterexample" in text and "found" in text
    data = json.loads(report.to_json())
    found = [c for c in data["cases"] if c["visibility"] == "found"]
    assert len(found) == 1 and found[0]["inputs"]["x"] and found[0]["expected"] and found[0]["actual"]
    zh = grade("softmax", SOFTMAX_IDENTITY_ON_LONG_ROWS, pack=root, lang="zh").to_text()
    assert "反例" in zh


def test_pytest_door_fails_the_counterexample_item(pack_without):
    import subprocess
    import sys

    root = pack_without("softmax", "long_rows_64_keys", "long_rows_float32_1024_keys")
    (root / "exercises" / "softmax.py").write_text(SOFTMAX_IDENTITY_ON_LONG_ROWS, encoding="utf-8")
    r = subprocess.run([sys.executable, "-m", "pytest", "exercises/softmax.py", "-v", "-p", "no:cacheprovider",
                        "-p", "no:randomly"], cwd=root, capture_output=True, text=True, timeout=600)
    assert "softmax.py::counterexample FAILED" in r.stdout, r.stdout[-3000:]
    assert "softmax.py::random_2d PASSED" in r.stdout
    assert "found case counterexample" in r.stdout
    assert r.returncode == 1


def test_found_case_is_shrunk_to_the_smallest_failing_row():
    report = grade("softmax", SOFTMAX_IDENTITY_ON_LONG_ROWS)
    found = _found(report)
    if found is None:  # a fixed case caught it first: the search runs only when every case passed
        report = grade("softmax", SOFTMAX_IDENTITY_ON_LONG_ROWS, pack=_without_long_rows())
        found = _found(report)
    x = np.array(found.inputs["x"], dtype=float)
    assert x.shape[-1] == 8, x.shape          # the smallest row length that still fails
    assert x.size == 8                        # and one row of it: batch and rows shrunk to 1
    assert np.allclose(np.array(found.actual[0], dtype=float), x)   # the submission returned its input
    assert np.isclose(np.sum(np.array(found.expected[0], dtype=float)), 1.0)


_TMP_PACKS: dict[str, Path] = {}


def _without_long_rows() -> Path:
    import tempfile

    if "softmax" not in _TMP_PACKS:
        root = _copy_pack(ROOT, Path(tempfile.mkdtemp()) / "pack")
        path = root / "solutions" / "softmax.yaml"
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
        data["cases"] = [c for c in data["cases"] if not c["name"].startswith("long_rows")]
        path.write_text(yaml.safe_dump(data, allow_unicode=True, sort_keys=False), encoding="utf-8")
        _TMP_PACKS["softmax"] = root
    return _TMP_PACKS["softmax"]


def test_same_source_gives_the_same_counterexample(pack_without):
    root = pack_without("softmax", "long_rows_64_keys", "long_rows_float32_1024_keys")
    # a random-phase escape (every extreme and case has at most 5 rows): 6 rows or more come back unnormalised
    source = SOFTMAX_IDENTITY_ON_LONG_ROWS.replace("x.shape[axis] >= 8", "x.ndim == 3 and x.shape[1] >= 6")
    first = _found(grade("softmax", source, pack=root))
    clear_pack_cache()
    second = _found(grade("softmax", source, pack=root))
    assert first is not None and second is not None
    assert first.model_dump(exclude={"elapsed_s"}) == second.model_dump(exclude={"elapsed_s"})


_CHILD = """
import json, sys
sys.path.insert(0, {tests!r})
for name in sys.argv[1:]:
    __import__(name)                      # other doors load other modules
import test_search as T
from grader.engine import grade
src = T.SOFTMAX_IDENTITY_ON_LONG_ROWS.replace("x.shape[axis] >= 8", "x.ndim == 3 and x.shape[1] >= 6")
c = T._found(grade("softmax", src, pack=T._without_long_rows()))
print(json.dumps(c.model_dump(exclude={{"elapsed_s"}}), sort_keys=True))
"""


def test_same_counterexample_behind_other_doors_and_nothing_written(tmp_path):
    """Two processes with different modules loaded, hash seeds and working folders find the same case,
    and the search writes nothing into the working folder (no ./.hypothesis)."""
    import os
    import subprocess
    import sys

    script = _CHILD.format(tests=str(ROOT / "tests"))
    outs = []
    for i, extra in enumerate(([], ["grader.cli", "grader.packs.validate", "dojo.i18n", "grader.quiz"])):
        cwd = tmp_path / f"cwd{i}"
        cwd.mkdir()
        env = dict(os.environ, PYTHONHASHSEED=str(i + 1), PYTHONPATH=str(ROOT))
        r = subprocess.run([sys.executable, "-c", script, *extra], cwd=cwd, env=env, capture_output=True, text=True,
                           timeout=300)
        assert r.returncode == 0, r.stderr[-2000:]
        outs.append(r.stdout.strip().splitlines()[-1])
        assert not (cwd / ".hypothesis").exists()
    assert outs[0] == outs[1]
    assert '"visibility": "found"' in outs[0]


# ------------------------------------------------------------------ no false counterexamples


def _right_files() -> list[tuple[str, Path]]:
    out = []
    for base in (ALT_STYLES, KNOWN_RIGHT):
        if base.is_dir():
            for folder in sorted(p for p in base.iterdir() if p.is_dir()):
                out += [(folder.name, f) for f in sorted(folder.glob("*.py"))]
    # the correct bases that learner-written mistakes are edits of
    out += [(f.parent.name, f) for f in sorted((ALT_STYLES.parent / "learner_wrong").glob("*/base_*.py"))
            if "__" not in f.stem]
    return out


@pytest.mark.parametrize("exercise,path", _right_files(), ids=[f"{e}/{p.name}" for e, p in _right_files()])
def test_right_files_stay_accepted_with_the_search(exercise, path):
    report = grade(exercise, path.read_bytes())
    bad = [(c.name, c.visibility, c.message) for c in report.cases if c.verdict != "accepted"]
    assert report.verdict == "accepted", bad


def _all_exercises() -> list[tuple[Path, str]]:
    out = [(ROOT, ex) for ex in get_pack().manifest.exercises]
    if VARIANTS.is_dir():
        out += [(VARIANTS, ex) for ex in get_pack(VARIANTS).manifest.exercises]
    return out


@pytest.mark.parametrize("root,exercise", _all_exercises(), ids=[e for _, e in _all_exercises()])
def test_every_exercise_declares_a_space_inside_its_contract(root, exercise):
    from grader.mutations import standalone_source

    pack = get_pack(root)
    hidden = load_hidden(pack, pack.get(exercise))
    space = hidden.spec.search
    assert space is not None, f"solutions/{exercise}.yaml has no search: section"
    assert space.extremes, "extremes are what the search tries first"
    # every extreme is an input the reference answers (no exception, no warning)
    import warnings

    for i, extreme in enumerate(space.extremes):
        args = build_args(space, usual_recipe(space, extreme))
        wide = {k: (v.astype(np.float64) if isinstance(v, np.ndarray) and v.dtype == np.float32 else v)
                for k, v in args.items()}
        with warnings.catch_warnings():
            warnings.simplefilter("error", RuntimeWarning)
            hidden.reference(**wide)
    # and the reference itself, sent as a learner would send it, is accepted with the search on
    report = grade(exercise, standalone_source(pack.get(exercise)), pack=root)
    assert report.verdict == "accepted", [(c.name, c.message) for c in report.cases if c.verdict != "accepted"]


# ------------------------------------------------------------------ the space schema


def _space(**over):
    base = {"dims": {"n": {"min": 1, "max": 8}}, "args": {"x": {"kind": "array", "shape": ["n", "2*n"]}}}
    base.update(over)
    return SearchSpace.model_validate(base)


def test_space_relations_are_products_and_sums_of_dims():
    space = _space(args={"x": {"kind": "array", "shape": ["n", "2*n", "n+1"]},
                         "h": {"kind": "dim", "dim": "3*n"}})
    args = build_args(space, usual_recipe(space))
    assert args["x"].shape == (3, 6, 4)
    assert args["h"] == 9


@pytest.mark.parametrize("bad,needle", [
    ({"args": {"x": {"kind": "array", "shape": ["m"]}}}, "unknown dim 'm'"),
    ({"args": {"x": {"kind": "array", "shape": ["n**2"]}}}, "not a dim name"),
    ({"extremes": [{"dims": {"n": 9}}]}, "outside [1, 8]"),
    ({"extremes": [{"args": {"x": {"scale": 5.0}}}]}, "not one of [1.0]"),
    ({"extremes": [{"args": {"x": {"present": False}}}]}, "not optional"),
    ({"dims": {"n": {"min": 4, "max": 2}}}, "below min"),
    ({"args": {"x": {"kind": "array", "shape": ["n"], "patterns": ["sparkles"]}}}, "sparkles"),
])
def test_space_errors_name_the_field_and_value(bad, needle):
    with pytest.raises(ValidationError) as err:
        _space(**bad)
    assert needle in str(err.value)


def test_large_draws_are_halved_to_the_element_cap():
    space = SearchSpace.model_validate({"dims": {"k": {"min": 1, "max": 4096}, "r": {"min": 1, "max": 64}},
                                        "max_elements": 10_000,
                                        "args": {"x": {"kind": "array", "shape": ["r", "k"]}},
                                        "extremes": [{"dims": {"k": 4096, "r": 64}}]})
    r = usual_recipe(space, space.extremes[0])
    assert r["dims"]["r"] * r["dims"]["k"] <= 10_000
    assert r["dims"]["k"] == 4096 // 32 or r["dims"]["r"] < 64  # the largest dim halves first


def test_patterns_do_what_they_say():
    space = SearchSpace.model_validate({
        "dims": {"r": {"min": 1, "max": 9, "typical": 9}, "k": {"min": 1, "max": 16, "typical": 16}},
        "args": {"x": {"kind": "array", "shape": ["r", "k"], "patterns": ["neg_inf_rows", "neg_inf_entries"]},
                 "m": {"kind": "mask", "shape": ["r", "k"], "base": ["causal"], "patterns": ["fully_masked_rows"]}},
        "extremes": [{"args": {"x": {"patterns": ["neg_inf_rows", "neg_inf_entries"]},
                               "m": {"patterns": ["fully_masked_rows"]}}}]})
    args = build_args(space, usual_recipe(space, space.extremes[0]))
    x, m = args["x"], args["m"]
    full_rows = np.isneginf(x).all(axis=-1)
    assert full_rows.any() and not full_rows.all()
    assert (np.isneginf(x) & ~full_rows[:, None]).any()           # entries -inf in rows that keep a finite one
    assert np.isfinite(x[~full_rows]).any(axis=-1).all()
    assert (~m.any(axis=-1)).any() and m.dtype == np.bool_
