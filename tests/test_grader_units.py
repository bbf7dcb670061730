"""Unit tests of the grading stages: cases, protocol, compare, pack loading, report."""

import io
from pathlib import Path
import json
import struct

import numpy as np
import pytest

from grader import protocol
from grader.cases import Case, build_case, call_args, causal_mask_array
from grader.compare import compare_outputs, outcome_verdict
from grader.pack import PackError, load_pack
from grader.report import jsonable
from grader.runner import CallOutcome, Limits
from grader.schema import CaseSpec


# ---------------------------------------------------------------- cases


def test_cases_are_deterministic_from_the_seed():
    spec = CaseSpec.model_validate({"name": "r", "seed": 3, "args": {"x": {"kind": "random", "shape": [3, 4]}}})
    a, b = build_case(spec), build_case(spec)
    assert np.array_equal(a.args["x"], b.args["x"])
    other = CaseSpec.model_validate({"name": "r", "seed": 4, "args": {"x": {"kind": "random", "shape": [3, 4]}}})
    assert not np.array_equal(a.args["x"], build_case(other).args["x"])


def test_special_values_and_dtype():
    spec = CaseSpec.model_validate({"name": "s", "args": {"x": {
        "kind": "random", "shape": [2, 3], "dtype": "float32", "special": [{"index": [1, 2], "value": "-inf"}]}}})
    x = build_case(spec).args["x"]
    assert x.dtype == np.float32 and x[1, 2] == -np.inf and np.isfinite(x[0]).all()


def test_causal_mask_is_bottom_right_aligned():
    m = causal_mask_array(2, 4)
    assert m.tolist() == [[True, True, True, False], [True, True, True, True]]
    assert causal_mask_array(3, 3).tolist() == np.tril(np.ones((3, 3), bool)).tolist()


def test_padding_mask_layouts():
    spec = CaseSpec.model_validate({"name": "p", "args": {"mask": {
        "kind": "padding_mask", "lengths": [2, 0], "max_len": 3, "layout": "batch_1_1_keys"}}})
    m = build_case(spec).args["mask"]
    assert m.shape == (2, 1, 1, 3) and m[0, 0, 0].tolist() == [True, True, False] and not m[1].any()


def test_random_mask_keeps_a_key_except_in_masked_rows():
    spec = CaseSpec.model_validate({"name": "m", "args": {"mask": {
        "kind": "random_mask", "shape": [2, 5, 6], "p_keep": 0.1, "masked_rows": [3]}}})
    m = build_case(spec).args["mask"]
    rows = m.any(axis=-1)
    assert not rows[:, 3].any() and rows[:, [0, 1, 2, 4]].all()


def test_call_args_positional_then_keywords():
    pos, kw = call_args({"q_len": 3}, ["q_len", "k_len"])
    assert pos == [3] and kw == {}
    pos, kw = call_args({"q": 1, "mask": 2}, ["q", "k", "mask"])
    assert pos == [1] and kw == {"mask": 2}
    with pytest.raises(KeyError):
        call_args({"nope": 1}, ["x"])


def test_case_spec_needs_exactly_one_input_source():
    with pytest.raises(ValueError, match="exactly one"):
        CaseSpec.model_validate({"name": "bad"})
    with pytest.raises(ValueError, match="same_as"):
        CaseSpec.model_validate({"name": "bad", "args": {"a": {"kind": "same_as", "arg": "zz"}}})


# ---------------------------------------------------------------- protocol


def _npy(arr) -> bytes:
    buf = io.BytesIO()
    np.lib.format.write_array(buf, arr, allow_pickle=False)
    return buf.getvalue()


def test_decode_npy_roundtrip():
    a = np.arange(12, dtype=np.float32).reshape(3, 4)
    b = protocol.decode_npy(_npy(a), 1 << 20)
    assert b.dtype == np.float32 and np.array_equal(a, b) and b.flags.writeable


def test_forged_header_is_refused_before_allocating():
    # a valid-looking header claiming 800 TB, followed by a 32-byte body
    header = "{'descr': '<f8', 'fortran_order': False, 'shape': (100000000000000,), }"
    header = header + " " * (64 - (10 + len(header)) % 64 - 1) + "\n"
    raw = b"\x93NUMPY\x01\x00" + struct.pack("<H", len(header)) + header.encode() + b"\0" * 32
    with pytest.raises(protocol.OutputTooLarge):
        protocol.decode_npy(raw, 16 << 20)


def test_object_arrays_and_bad_bodies_are_refused():
    header = "{'descr': '|O', 'fortran_order': False, 'shape': (2,), }"
    header = header + " " * (64 - (10 + len(header)) % 64 - 1) + "\n"
    raw = b"\x93NUMPY\x01\x00" + struct.pack("<H", len(header)) + header.encode() + b"\0" * 16
    with pytest.raises(protocol.ChannelError, match="not allowed"):
        protocol.decode_npy(raw, 1 << 20)
    with pytest.raises(protocol.ChannelError, match="header says"):
        protocol.decode_npy(_npy(np.zeros(4))[:-8], 1 << 20)
    with pytest.raises(protocol.ChannelError, match="valid"):
        protocol.decode_npy(b"not an npy file at all", 1 << 20)


# ---------------------------------------------------------------- compare


def _case(**kw):
    base = dict(name="c", visibility="hidden", weight=1.0, args={"x": np.ones(3)})
    base.update(kw)
    return Case(**base)


def test_compare_order_shape_before_values():
    out = CallOutcome(status="ok", outputs=[np.zeros((3, 1))])
    v = compare_outputs(out, _case(), (np.zeros(3),), ["result"])
    assert v.verdict == "wrong_shape" and v.params["got"] == (3, 1) and v.params["expected"] == (3,)


def test_compare_non_finite_then_values():
    out = CallOutcome(status="ok", outputs=[np.array([0.2, np.nan, 0.3])])
    v = compare_outputs(out, _case(), (np.array([0.2, 0.5, 0.3]),), ["result"])
    assert v.verdict == "non_finite" and v.where == [1]
    out = CallOutcome(status="ok", outputs=[np.array([0.2, 0.4, 0.3])])
    v = compare_outputs(out, _case(), (np.array([0.2, 0.5, 0.3]),), ["result"])
    assert v.verdict == "wrong_answer" and v.where == [1] and v.max_abs_error == pytest.approx(0.1)
    assert "exp" not in v.params  # hidden case: expected value not revealed


def test_compare_public_case_shows_values_and_expected_minus_inf_matches():
    out = CallOutcome(status="ok", outputs=[np.array([-np.inf, 1.0])])
    v = compare_outputs(out, _case(visibility="public"), (np.array([-np.inf, 1.0]),), ["result"])
    assert v.verdict == "accepted"
    out = CallOutcome(status="ok", outputs=[np.array([0.0, 1.0])])
    v = compare_outputs(out, _case(visibility="public"), (np.array([0.0, 2.0]),), ["result"])
    assert v.params["exp"] == "2" and v.params["got"] == "1"


def test_compare_float32_tolerance_and_dtype_kind():
    exp = np.array([0.1, 0.2], dtype=np.float64)
    got32 = (exp + 2e-6).astype(np.float32)
    case32 = _case(args={"x": np.ones(2, np.float32)})
    assert compare_outputs(CallOutcome(status="ok", outputs=[got32]), case32, (exp,), ["r"]).passed
    assert not compare_outputs(CallOutcome(status="ok", outputs=[exp + 2e-6]), _case(), (exp,), ["r"]).passed
    v = compare_outputs(CallOutcome(status="ok", outputs=[np.array([1, 0])]), _case(), (np.array([True, False]),), ["m"])
    assert v.verdict == "wrong_answer" and v.key == "wrong_dtype"


def test_compare_tuple_outputs_and_none():
    two = ["output", "weights"]
    v = compare_outputs(CallOutcome(status="ok", outputs=[np.zeros(2)], container="single"), _case(), (np.zeros(2), np.zeros(2)), two)
    assert v.verdict == "invalid_output" and v.key == "need_tuple"
    v = compare_outputs(CallOutcome(status="ok", outputs=[{"kind": "none"}]), _case(), (np.zeros(2),), ["r"])
    assert v.key == "returned_none"
    v = compare_outputs(CallOutcome(status="ok", outputs=[np.zeros(2), np.zeros(2)], container="list", length=2),
                        _case(), (np.zeros(2), np.zeros(2)), two)
    assert v.passed


def test_outcome_verdicts_map_every_failure():
    lim = Limits()
    c = _case()
    cases = {
        "memory": "memory_limit_exceeded", "timeout": "time_limit_exceeded", "total_time": "time_limit_exceeded",
        "output_limit": "output_limit_exceeded", "crashed": "runtime_error", "invalid_output": "invalid_output",
        "bad_result": "invalid_output", "missing_function": "runtime_error", "source_too_large": "syntax_error",
    }
    for status, verdict in cases.items():
        assert outcome_verdict(CallOutcome(status=status, detail="d"), c, "softmax", lim).verdict == verdict
    exc = {"type": "ValueError", "mro": ["ValueError", "Exception"], "message": "SECRET", "line": 3}
    v = outcome_verdict(CallOutcome(status="exception", exc=exc), c, "f", lim)
    assert v.verdict == "runtime_error" and "SECRET" not in json.dumps(v.params)  # hidden: no exception text
    v = outcome_verdict(CallOutcome(status="exception", exc=exc), _case(raises="ValueError"), "f", lim)
    assert v.passed
    v = outcome_verdict(CallOutcome(status="ok"), _case(raises="ValueError"), "f", lim)
    assert v.verdict == "wrong_answer" and v.key == "no_exception"


# ---------------------------------------------------------------- pack loading


def test_broken_pack_lists_every_problem(tmp_path):
    (tmp_path / "pack.yaml").write_text(
        "id: Bad-Id\ntitle: {en: x}\nversion: one\nauthors: []\nexercises: [a, a]\n", encoding="utf-8")
    with pytest.raises(PackError) as err:
        load_pack(tmp_path)
    fields = {p.field for p in err.value.problems}
    assert {"id", "title.zh", "version", "authors", "exercises"} <= fields
    assert all(p.file == "pack.yaml" for p in err.value.problems)


def test_pack_with_missing_exercise_files(tmp_path):
    (tmp_path / "pack.yaml").write_text(
        "id: p\ntitle: {en: x, zh: y}\nversion: '1.0'\nauthors: [me]\nexercises: [foo]\n", encoding="utf-8")
    with pytest.raises(PackError) as err:
        load_pack(tmp_path)
    text = str(err.value)
    assert "exercises/foo.yaml" in text and "exercises/foo.py" in text and "foo.zh.md" in text


def test_builtin_pack_loads_and_lists_the_core_in_order():
    pack = load_pack()
    core = ["softmax", "causal_mask", "padding_mask", "scaled_dot_product_attention", "split_heads",
            "merge_heads", "multi_head_attention"]
    assert [i for i in pack.manifest.exercises if i in core] == core  # the curriculum interleaves others
    assert all(set(e.prompts) == {"en", "zh"} for e in pack.ordered())


def test_jsonable_non_finite():
    assert jsonable(np.array([1.0, np.inf, -np.inf, np.nan])) == [1.0, "inf", "-inf", "nan"]
    assert json.dumps(jsonable({"a": np.float32(2.5), "b": np.bool_(True)})) == '{"a": 2.5, "b": true}'


def test_yaml_aliases_and_deep_nesting_are_problems_not_crashes(tmp_path):
    bomb = "a0: &a0 [x, x]\n" + "".join(f"a{i}: &a{i} [*a{i-1}, *a{i-1}]\n" for i in range(1, 30))
    (tmp_path / "pack.yaml").write_text(bomb, encoding="utf-8")
    with pytest.raises(PackError) as err:
        load_pack(tmp_path)
    assert "aliases (*name) are not allowed" in str(err.value)
    (tmp_path / "pack.yaml").write_text("a: " + "[" * 5000 + "]" * 5000 + "\n", encoding="utf-8")
    with pytest.raises(PackError) as err:
        load_pack(tmp_path)
    assert err.value.problems[0].file == "pack.yaml"


# ---------------------------------------------------------------- mutations and diagnosis


def _mini_pack(tmp_path):
    """A two-module solutions folder: `outer` imports `inner`; both declare mutations."""
    sol = tmp_path / "solutions"
    sol.mkdir()
    (sol / "inner.py").write_text("import numpy as np\n\n\ndef inner(x):\n    return np.exp(x - np.max(x))\n")
    (sol / "outer.py").write_text('"""outer"""\nimport numpy as np\n\nfrom .inner import inner\nfrom .inner import inner as alias\n\n\n'
                                  "def outer(x):\n    return inner(x) * 2.0\n")
    case = "cases: [{name: c, args: {x: {kind: random, shape: [3]}}}]\n"
    (sol / "inner.yaml").write_text(case + "mistakes:\n"
        "  - name: no_shift\n    misconceptions: [numerical_stability]\n    message: {en: a, zh: b}\n"
        "    edits: [{find: 'np.exp(x - np.max(x))', replace: 'np.exp(x)'}]\n")
    (sol / "outer.yaml").write_text(case + "mistakes:\n"
        "  - name: factor\n    misconceptions: [scaling]\n    message: {en: 'times {f}', zh: '乘 {f}'}\n"
        "    params: {f: ['3.0', '4.0'], g: ['1', '2']}\n"
        "    edits: [{find: '* 2.0', replace: '* {f} * {g}'}]\n"
        "  - name: no_shift\n    misconceptions: [numerical_stability]\n    message: {en: mine, zh: 我的}\n"
        "    target: inner\n    edits: [{find: 'np.exp(x - np.max(x))', replace: 'np.exp(x)'}]\n")
    return tmp_path


def test_mutation_families_parts_shadowing_and_mutants(tmp_path):
    from grader import mutations

    root = _mini_pack(tmp_path)
    mutations.clear_cache()
    cands = mutations.candidates(root, "outer")
    # a family is the cartesian product; the part's no_shift is shadowed by outer's own (its message fits)
    assert [m.key for m in cands] == ["outer:factor[f=3.0,g=1]", "outer:factor[f=3.0,g=2]", "outer:factor[f=4.0,g=1]",
                                      "outer:factor[f=4.0,g=2]", "outer:no_shift"]
    assert cands[3].message("zh") == "乘 4.0"
    x = np.array([1.0, 2.0, 3.0])
    ref = mutations.folder(root).load("outer").outer(x)
    assert np.allclose(mutations.mutant(root, "outer", "outer", (cands[3],))(x), ref * 4.0)
    both = mutations.mutant(root, "outer", "outer", (cands[0], cands[4]))  # two mutations, two modules
    assert np.allclose(both(x), np.exp(x) * 3.0)
    assert mutations.mutant(root, "outer", "outer", (cands[0],)) is mutations.mutant(root, "outer", "outer", (cands[0],))
    # the part alone has its own mutation
    assert [m.key for m in mutations.candidates(root, "inner")] == ["inner:no_shift"]


def test_standalone_source_inlines_parts_and_drops_relative_imports(tmp_path):
    from grader import mutations

    root = _mini_pack(tmp_path)
    mutations.clear_cache()
    text = mutations.standalone_source("outer", ["outer:no_shift"], root=root)
    assert "from ." not in text and "alias = inner" in text and "np.exp(x)\n" in text
    ns: dict = {}
    exec(compile(text, "standalone", "exec"), ns)  # noqa: S102 - our own rendering
    assert np.allclose(ns["outer"](np.array([0.0, 1.0])), np.exp([0.0, 1.0]) * 2.0)


def test_an_edit_that_does_not_apply_names_file_field_and_value(tmp_path):
    from grader import mutations
    from grader.schema import Mistake

    spec = Mistake.model_validate({"name": "m", "message": {"en": "a", "zh": "b"}, "misconceptions": ["scaling"],
                                   "edits": [{"find": "x = 1", "replace": "x = 2"}, {"find": "nope", "replace": ""}]})
    (m,) = mutations.variants("ex", 3, spec)
    with pytest.raises(mutations.MutationError) as err:
        mutations.apply_edits("x = 1\ny = x\n", m)
    p = err.value.problems[0]
    assert (p.file, p.field) == ("solutions/ex.yaml", "mistakes.3.edits.1.find")
    assert "'nope' does not occur in solutions/ex.py" in p.message
    with pytest.raises(mutations.MutationError, match="occurs 2 times"):
        mutations.apply_edits("x = 1\nx = 1\n", m)
    with pytest.raises(ValueError, match="unknown misconception"):
        Mistake.model_validate({"name": "m", "message": {"en": "a", "zh": "b"}, "misconceptions": ["nope"],
                                "edits": [{"find": "a", "replace": "b"}]})
    with pytest.raises(ValueError, match="no edit uses"):
        Mistake.model_validate({"name": "m", "message": {"en": "a", "zh": "b"}, "params": {"k": [1]},
                                "edits": [{"find": "a", "replace": "b"}]})


def test_diagnosis_compares_outputs_none_only_with_none():
    from grader.diagnose import _matches

    z = np.zeros(2)
    assert _matches((None, z), (None, z.copy()))
    assert not _matches((None,), (z,))
    assert not _matches((z,), (None,))
    assert not _matches((z,), (np.ones(2),))


def test_a_partial_name_the_submission_contradicts_is_dropped():
    from grader.diagnose import Finding, without_contradicted

    def f(name, cases, contradicted=(), kind="mutation"):
        return Finding(name=name, cases=tuple(cases), messages={"en": name}, kind=kind, contradicted=tuple(contradicted))

    coincidence = f("integer_sqrt", ["a", "b"], contradicted=["c"])   # 2 of 6 failures; wrong where it would pass
    majority = f("no_scale", ["b", "e", "f"], contradicted=["d"])      # half of them, yet refuted on d: dropped
    uncontradicted = f("eps", ["a"])                                  # nothing against it: kept
    assert [x.name for x in without_contradicted([coincidence, majority, uncontradicted], 6)] == ["eps"]
    # a case another finding explains (a detector, or a second mistake) is no evidence against the mutation
    dtype = f("float64_promotion", ["c"], kind="detector")
    assert [x.name for x in without_contradicted([coincidence, dtype], 6)] == ["integer_sqrt", "float64_promotion"]
    second = f("bias_shape_not_checked", ["d"])
    assert [x.name for x in without_contradicted([majority, second], 6)] == ["no_scale", "bias_shape_not_checked"]


def test_agreement_counts_output_elements_within_the_loose_tolerance():
    from grader.diagnose import _agreement

    got = [np.array([1.0, 2.0, np.nan]), np.array([[0.5]])]
    assert _agreement((np.array([1.0, 2.5, np.nan]), np.array([[0.5]])), got) == 3
    assert _agreement((np.array([1.0, 2.0]), np.array([[0.5]])), got) == 1  # a shape that differs counts nothing
    assert _agreement(None, got) == 0 and _agreement((got[0],), got) == 0


def test_three_mistakes_at_once_are_named_and_only_searched_when_pairs_do_not_explain():
    from grader.diagnose import Budget
    from grader.engine import grade

    import yaml

    data = Path(__file__).parent / "data" / "learner_wrong" / "scaling_experiment"
    spec = next(v for v in yaml.safe_load((data / "variants.yaml").read_text(encoding="utf-8"))["variants"]
                if v["name"] == "divided_by_d_k+entropy_in_bits+variance_with_ddof_one__three_at_once")
    three = (data / spec["base"]).read_text(encoding="utf-8")
    for e in spec["edits"]:
        three = three.replace(e["find"], e["replace"])
    assert sorted(grade("scaling_experiment", three).diagnosis) == ["divided_by_d_k", "entropy_in_bits",
                                                                    "variance_with_ddof_one"]
    # without the triple search no pair of its mistakes explains a case: nothing is named, not two of three
    assert grade("scaling_experiment", three, budget=Budget(max_triples=0)).diagnosis == []


def _observed(name, args, expected=None, actual=None, raised=None, hidden=True, raises=None):
    from types import SimpleNamespace

    case = SimpleNamespace(name=name, args=args, hidden=hidden, raises=raises)
    ob = SimpleNamespace(name=name, pc=SimpleNamespace(case=case, expected=expected),
                         verdict=SimpleNamespace(actual=actual))
    ob.behaviour = lambda: ("raised", (raised, "")) if raised else ("values", actual)
    return ob


def test_values_misplaced_needs_the_same_distinct_numbers_elsewhere():
    from grader.detectors import _misplaced, _permuted

    e = np.arange(12.0).reshape(3, 4) / 7
    assert _permuted(e.T.copy(), e) and _permuted(e.reshape(4, 3), e[::-1]) and not _permuted(e, e)
    assert not _permuted(e + 1e-3, e)                       # other numbers
    assert not _permuted(np.zeros((3, 4))[::-1], np.zeros((3, 4)))  # repeated values say nothing
    w = np.full((2, 2), 0.25)
    assert _misplaced(_observed("c", {}, expected=(e, w), actual=(e.T.copy(), w.copy())))
    assert not _misplaced(_observed("c", {}, expected=(e, w), actual=(e.T.copy(), w + 1)))  # another output is wrong
    assert not _permuted(e.reshape(4, 3), e)                # the same order, another shape: only reshaped


def test_right_values_in_another_shape_and_a_constant_factor():
    from grader.detectors import _factor, _factor_phrase, _reshaped

    e = np.arange(1.0, 7.0).reshape(2, 3)
    assert _reshaped(_observed("c", {}, expected=(e,), actual=(e[..., None],)))
    assert not _reshaped(_observed("c", {}, expected=(e,), actual=(e.copy(),)))
    assert not _reshaped(_observed("c", {}, expected=(e,), actual=(e.T.reshape(2, 3, 1),)))
    assert _factor(e / 2.0, e) == 0.5 and _factor(e, e) is None and _factor(e + 1, e) is None
    q = np.zeros((3, 16))
    en, zh = _factor_phrase([(_observed("c", {"q": q}), [0.25])])
    assert en == " (1/√n, n = the size of the last axis of `q`)" and "`q` 最后一个轴" in zh
    en, _ = _factor_phrase([(_observed("c", {"q": q}), [1 / np.log(2)])])
    assert "base 2" in en
    assert _factor_phrase([(_observed("c", {"q": q}), [0.3])]) == ("", "")


def test_raises_on_valid_input_names_the_kind_of_input_only_when_a_public_case_shows_it():
    from grader.detectors import _input_feature

    x2, x3 = np.zeros((2, 3)), np.zeros((2, 2, 3))
    obs = [_observed("pub_2d", {"x": x2, "mask": None}, hidden=False, raised="TypeError"),
           _observed("hid_2d", {"x": x2, "mask": x2}, raised="TypeError"),
           _observed("hid_3d", {"x": x3, "mask": None}, actual=(x3,)),
           _observed("bad", {"x": x3}, raises="ValueError", raised="ValueError")]
    en, zh = _input_feature({"pub_2d", "hid_2d"}, obs)
    assert "`x` is 2-D" in en and "`x` 为 2 维" in zh
    en, _ = _input_feature({"pub_2d", "hid_3d"}, obs)      # mask None (or left out) on exactly those
    assert "`mask` is None" in en
    # only hidden cases have the kind: nothing is said about them
    obs[0].pc.case.hidden = True
    assert _input_feature({"pub_2d", "hid_2d"}, obs) == ("", "")


def test_an_exception_from_a_raise_statement_matches_by_type_whatever_its_message():
    from grader.diagnose import EXPLICIT, _Raised, call_mutant, raised_explicitly

    lines = ["def f(x):", "    if x.ndim != 2:", "        raise ValueError('my own words')", "    return x @ x"]
    assert raised_explicitly(lines, 3) and not raised_explicitly(lines, 4) and not raised_explicitly(lines, None)
    assert raised_explicitly(["    assert x.ndim == 2"], 1)
    # a mutant (the reference's own code, edited) raising from its own check gets the same marker, while a
    # failing numpy operation keeps the gist of its message
    from grader.cases import Case
    from grader.engine import get_pack
    from grader.reference import load_hidden

    pack = get_pack()
    hidden = load_hidden(pack, pack.get("dot_similarity"))
    by_check = {dict(m.values)["check"]: m for m in hidden.mutations if m.name == "shape_check_on_wrong_axis"}

    def run(check, a, b):
        return call_mutant(hidden.mutant((by_check[check],)), Case(name="c", visibility="hidden", weight=1.0,
                                                                    args={"a": a, "b": b}), 1)

    own = run("a.shape != b.shape", np.ones(3), np.ones((2, 3)))
    assert isinstance(own, _Raised) and own.type == "ValueError" and own.gist == EXPLICIT
    numpy_error = run("a.shape[0] != b.shape[0]", np.ones((2, 3)), np.ones((2, 4)))
    assert isinstance(numpy_error, _Raised) and numpy_error.type == "ValueError" and numpy_error.gist != EXPLICIT


def test_a_mutant_that_raises_from_an_operation_on_one_passing_case_is_a_weaker_but_valid_fit(monkeypatch):
    """The reference's style is strict (``@`` refuses a size-1 axis that einsum broadcasts), so a mistake
    written leniently may pass a case its mutant cannot run: one such case is tolerated and counted."""
    from grader import diagnose as D

    op_error = D._Raised("ValueError", ("ValueError", "Exception"), "matmul mismatch in its core dimension")
    own_check = D._Raised("ValueError", ("ValueError", "Exception"), D.EXPLICIT)
    right = (np.zeros(2),)

    def consistent(runs, raises_expected=()):
        obs = [_observed(name, {}, expected=None if name in raises_expected else right) for name in runs]
        monkeypatch.setattr(D, "_passes_cached", lambda c, pc, n: runs[pc.case.name] is right)
        monkeypatch.setattr(D, "_run", lambda key, fn, case, n: runs[case.name])
        cand = D.Candidate(parts=(), order=(), build=lambda: None)
        return D._consistent(cand, obs, 1), cand.soft

    assert consistent({"a": right, "b": right}) == (True, 0)
    assert consistent({"a": right, "b": op_error}) == (True, 1)
    assert consistent({"a": op_error, "b": op_error})[0] is False          # more than one: evidence against
    assert consistent({"a": right, "b": own_check})[0] is False            # its own check refused valid input
    assert consistent({"a": right, "b": (np.ones(2),)})[0] is False        # other values: a contradiction
    assert consistent({"a": right, "b": op_error}, raises_expected={"b"})[0] is False


def test_a_none_output_and_a_view_are_named_beside_other_findings():
    from grader.engine import grade

    none_biases = (
        "import numpy as np\n\n"
        "def unpack_qkv(w_qkv, b_qkv=None):\n"
        "    w_qkv = np.asarray(w_qkv)\n"
        "    if w_qkv.ndim != 2 or w_qkv.shape[0] != 3 * w_qkv.shape[1]:\n"
        "        raise ValueError('w_qkv must be (3d, d)')\n"
        "    d = w_qkv.shape[1]\n"
        "    w = [w_qkv[i * d:(i + 1) * d].T.copy() for i in range(3)]\n"
        "    if b_qkv is None:\n"
        "        return (*w, None, None, None)\n"
        "    b_qkv = np.asarray(b_qkv)\n"
        "    if b_qkv.shape != (3 * d,):\n"
        "        raise ValueError('b_qkv must be (3d,)')\n"
        "    return (*w, *(b_qkv[i * d:(i + 1) * d].copy() for i in range(3)))\n")
    report = grade("unpack_qkv", none_biases)
    assert report.diagnosis == ["returned_none_output"], report.diagnosis
    assert report.feedback[0].mistake == "returned_none_output" and "`b_qkv` is None" in report.feedback[0].message
    # blocks read as strided rows AND returned as views: the views are a fact beside the named mistake
    strided_views = none_biases.replace("w_qkv[i * d:(i + 1) * d].T.copy()", "w_qkv[i::3].T").replace(
        "return (*w, None, None, None)", "b_qkv = np.zeros(3 * d, dtype=w_qkv.dtype)")
    report = grade("unpack_qkv", strided_views)
    assert report.diagnosis[:1] == ["strided_rows"] and "returned_views" in report.diagnosis, report.diagnosis


def test_a_finite_fill_where_minus_infinity_is_due_is_told_apart_from_other_values():
    from grader.detectors import _finite_fill

    e = np.array([[0.5, -np.inf], [1.0, 2.0]])
    assert _finite_fill(_observed("c", {}, expected=(e,), actual=(np.array([[0.5, -1e18], [1.0, 2.0]]),)))
    assert _finite_fill(_observed("c", {}, expected=(e,), actual=(np.array([[0.5, -3.4e38], [1.0, 2.0]]),)))
    assert not _finite_fill(_observed("c", {}, expected=(e,), actual=(np.array([[0.5, -10.0], [1.0, 2.0]]),)))
    assert not _finite_fill(_observed("c", {}, expected=(e,), actual=(np.array([[0.6, -1e18], [1.0, 2.0]]),)))
    assert not _finite_fill(_observed("c", {}, expected=(e[1:],), actual=(e[1:] + 1,)))  # no −∞ due at all


def test_a_param_value_may_hold_a_later_param_filled_in_the_order_declared():
    from grader.mutations import variants
    from grader.schema import Mistake

    spec = Mistake.model_validate({
        "name": "transposed",
        "message": {"en": "You used {tr}.", "zh": "你用了 {tr}。"},
        "params": {"k_t": ["np.swapaxes(k, -1, -2)", "k{tr}"], "tr": [".T", ".swapaxes(0, 1)"]},
        "edits": [{"find": "s = q @ np.swapaxes(k, -1, -2)", "replace": "s = q @ {k_t}"},
                  {"find": "dv = np.swapaxes(p, -1, -2)", "replace": "dv = p{tr}"}],
    })
    got = [dict(m.edits()) for m in variants("sdpa_backward", 0, spec)]
    # the first two variants leave the scores as the reference has them: no edit there
    assert [e.get("s = q @ np.swapaxes(k, -1, -2)") for e in got] == [None, None, "s = q @ k.T",
                                                                    "s = q @ k.swapaxes(0, 1)"]
    assert [e["dv = np.swapaxes(p, -1, -2)"] for e in got] == ["dv = p.T", "dv = p.swapaxes(0, 1)", "dv = p.T",
                                                             "dv = p.swapaxes(0, 1)"]


def test_a_variant_that_leaves_an_edit_as_it_is_does_not_touch_that_line():
    from grader.mutations import apply_edits, variants
    from grader.schema import Mistake

    spec = Mistake.model_validate({
        "name": "unguarded",
        "message": {"en": "You shifted by -inf.", "zh": "你减去了 -inf。"},
        "params": {"lse": ["np.where(l > 0, m + log_l, -np.inf)", "m + np.log(l)"]},
        "edits": [{"find": "m_safe = np.where(np.isfinite(m), m, 0.0)", "replace": "m_safe = m"},
                  {"find": "lse = np.where(l > 0, m + log_l, -np.inf)", "replace": "lse = {lse}"}],
    })
    guarded, unguarded = variants("online_softmax_attention", 0, spec)
    assert guarded.edits() == [("m_safe = np.where(np.isfinite(m), m, 0.0)", "m_safe = m")]
    assert len(unguarded.edits()) == 2
    source = "m_safe = np.where(np.isfinite(m), m, 0.0)\nlse = np.where(l > 0, m + log_l, -np.inf)\n"
    assert apply_edits(source, guarded) == "m_safe = m\nlse = np.where(l > 0, m + log_l, -np.inf)\n"
    assert apply_edits(source, unguarded) == "m_safe = m\nlse = m + np.log(l)\n"
    # the line the guarded variant leaves alone may already be another mutation's: it still applies
    assert apply_edits("m_safe = np.where(np.isfinite(m), m, 0.0)\nlse = log_l\n", guarded) == "m_safe = m\nlse = log_l\n"


def test_a_roundoff_mistake_is_matched_by_the_size_of_its_error_not_its_digits():
    from grader.diagnose import _same_roundoff

    expected = (np.array([1.0, 2.0, 3.0]),)
    mutant = (np.array([1.0, 2.3, 3.0]),)
    assert _same_roundoff([np.array([1.0, 2.1, 3.0])], mutant, expected)       # another digit, same size
    assert not _same_roundoff([np.array([1.0, 2.001, 3.0])], mutant, expected)  # an error 300 times smaller
    assert not _same_roundoff([np.array([1.0, 12.0, 3.0])], mutant, expected)   # 33 times larger
    assert not _same_roundoff([np.array([np.nan, 2.1, 3.0])], mutant, expected)
    # right where the mutant is right: an output the mutant gets right must be right in the submission too
    two = (np.array([1.0]), np.array([5.0]))
    assert not _same_roundoff([np.array([1.5]), np.array([5.2])], (np.array([1.0]), np.array([5.3])), two)
    assert _same_roundoff([np.array([1.0]), np.array([5.2])], (np.array([1.0]), np.array([5.3])), two)
    assert not _same_roundoff([np.array([1.0]), np.array([5.0])], (np.array([1.0]), np.array([5.0])), two)


def test_a_familys_says_words_put_each_variants_own_words_into_its_message():
    from pydantic import ValidationError

    from grader.mutations import variants
    from grader.schema import Mistake

    spec = Mistake.model_validate({
        "name": "offset_changed",
        "message": {"en": "You {offset.says}: offset = {offset}.", "zh": "你{offset.says}。"},
        "params": {"offset": ["max(0, k_len - q_len)", "abs(k_len - q_len)"]},
        "says": {"offset": [{"en": "clamped it at 0", "zh": "截断在 0"},
                            {"en": "took its absolute value", "zh": "取了绝对值"}]},
        "edits": [{"find": "offset = k_len - q_len", "replace": "offset = {offset}"}],
    })
    first, second = variants("causal_mask", 0, spec)
    assert first.message("en") == "You clamped it at 0: offset = max(0, k_len - q_len)."
    assert second.message("en") == "You took its absolute value: offset = abs(k_len - q_len)."
    assert second.message("zh") == "你取了绝对值。"
    base = {"name": "m", "message": {"en": "You {p.says}.", "zh": "z"}, "params": {"p": ["1", "2"]},
            "edits": [{"find": "a", "replace": "{p}"}]}
    with pytest.raises(ValidationError, match=r"\{p.says\} needs says.p"):
        Mistake.model_validate(base)
    with pytest.raises(ValidationError, match="1 descriptions for 2 values"):
        Mistake.model_validate({**base, "says": {"p": [{"en": "one", "zh": "一"}]}})
    with pytest.raises(ValidationError, match="there is no params.q"):
        Mistake.model_validate({**base, "says": {"p": [{"en": "a", "zh": "a"}, {"en": "b", "zh": "b"}],
                                                 "q": [{"en": "c", "zh": "c"}]}})
