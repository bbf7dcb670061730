"""Bug reports from public attention code (../shared/cases/bug_reports.json) that fit
scaled_dot_product_attention and multi_head_attention.

Each report is checked three ways: the hidden case that carries its URL as ``source`` holds exactly
the report's inputs (converted to our conventions: boolean keep-masks, x @ W instead of torch's
x @ W.T, float16 -> float32 where the pack's schema stops at float32); our reference gives the
report's right values; and where the report shows the buggy values, the known mistake of that name
reproduces them (so the grader would name it)."""

from __future__ import annotations

import json

import numpy as np
import pytest

from grader.cases import build_case

from exercise_checks import BUGS as BUGS_FILE, hidden, load_reference

SDPA, MHA = "scaled_dot_product_attention", "multi_head_attention"

pytestmark = [pytest.mark.external_corpus,
              pytest.mark.skipif(not BUGS_FILE.is_file(), reason="../shared/cases/bug_reports.json not present")]


def _bugs() -> dict[str, dict]:
    return {c["id"]: c for c in json.loads(BUGS_FILE.read_text(encoding="utf-8"))["cases"]} if BUGS_FILE.is_file() else {}


BUGS = _bugs()

sdpa = load_reference(SDPA)
mha = load_reference(MHA)


def _a(x, dtype=np.float64):
    return np.array(x, dtype=dtype)


def _tol(bug):
    return {"rtol": bug["tolerance"]["rtol"], "atol": bug["tolerance"]["atol"]}


def _cases_with_source(exercise: str, url: str):
    material = hidden(exercise)
    out = []
    for spec in material.spec.cases:
        if spec.source == url:
            out.append(build_case(spec, material.generator(spec.generator) if spec.generator else None))
    return out


def _assert_args_equal(case_args: dict, expected: dict):
    assert set(case_args) == set(expected), (sorted(case_args), sorted(expected))
    for name, value in expected.items():
        got = case_args[name]
        if isinstance(value, np.ndarray):
            assert got.dtype == value.dtype, name
            np.testing.assert_array_equal(got, value, err_msg=name)
        else:
            assert got == value, name


# ---------------------------------------------------------------- the inputs of each report


def _sdpa_inputs(bug_id: str) -> list[tuple[str, dict]]:
    """(hidden case name, call arguments in our conventions) for each report."""
    inp = BUGS[bug_id]["inputs"]
    if bug_id == "BUG-01":  # key_keep_mask (N, S) -> (N, 1, S) against scores (N, L, S)
        return [("bug01_padded_batch_item", dict(q=_a(inp["q"]), k=_a(inp["k"]), v=_a(inp["v"]),
                                                mask=_a(inp["key_keep_mask"], bool)[:, None, :]))]
    if bug_id == "BUG-02":
        return [("bug02_fully_masked_row", dict(q=_a(inp["q"]), k=_a(inp["k"]), v=_a(inp["v"]),
                                               mask=_a(inp["keep_mask"], bool)))]
    if bug_id == "BUG-07":  # float16 in the report; the pack's cases go down to float32
        base = dict(q=_a(inp["q"], np.float32), k=_a(inp["k"], np.float32), v=_a(inp["v"], np.float32))
        return [("bug07_all_keys_masked_float32", {**base, "mask": _a(inp["keep_mask"], bool)}),
                ("bug07_one_key_kept_float32", {**base, "mask": _a([[True, False]], bool)})]
    if bug_id == "BUG-12":
        return [("bug12_softmax_axis_l2_s3", dict(q=_a(inp["q"]), k=_a(inp["k"]), v=_a(inp["v"]))),
                ("bug12_softmax_axis_batch1", dict(q=_a(inp["batch1_q"]), k=_a(inp["batch1_k"]), v=_a([np.eye(2)])))]
    if bug_id == "BUG-14":
        return [("bug14_scale_inverted_or_missing", dict(q=_a(inp["q"]), k=_a(inp["k"]), v=_a(inp["v"])))]
    if bug_id == "BUG-19":
        return [("bug19_cross_attention_l2_s3", dict(q=_a(inp["q"]), k=_a(inp["k"]), v=_a(inp["v"]),
                                                    mask=_a(inp["keep_mask"], bool)))]
    if bug_id == "BUG-20":
        return [("bug20_float32_evaluation_order", dict(q=_a(inp["q"], np.float32), k=_a(inp["k"], np.float32),
                                                       v=_a(inp["v"], np.float32)))]
    if bug_id == "BUG-22":
        s = inp["sdpa_variant"]
        return [("bug22_overflow_without_max_shift", dict(q=_a(s["q"]), k=_a(s["k"]), v=_a(s["v"])))]
    raise KeyError(bug_id)


def _mha_inputs(bug_id: str) -> list[tuple[str, dict]]:
    inp = BUGS[bug_id]["inputs"]
    if bug_id == "BUG-03":  # torch layout y = x @ W.T -> our W is W_torch.T; mask (N*H, L, S) -> (N, H, L, S)
        x = _a(inp["x"])
        h = inp["num_heads"]
        keep = _a(inp["keep_mask_per_batch_head"], bool)
        return [("bug03_fully_masked_head", dict(
            x_q=x, x_kv=x.copy(), w_q=_a(inp["W_q"]).T, w_k=_a(inp["W_k"]).T, w_v=_a(inp["W_v"]).T,
            w_o=_a(inp["W_o"]).T, num_heads=h, mask=keep.reshape(x.shape[0], h, *keep.shape[1:])))]
    if bug_id == "BUG-13":  # unbatched in the report -> batch of 1; "I4" = identity projections
        x = _a(inp["x"])[None]
        eye = np.eye(4)
        return [("bug13_scale_by_head_dim", dict(x_q=x, x_kv=x.copy(), w_q=eye, w_k=eye, w_v=eye, w_o=eye,
                                                 num_heads=inp["num_heads"]))]
    if bug_id == "BUG-23":  # "q=k=v=[[1,0],[0,1]]": self-attention, identity projections, no dropout here
        x = _a([[[1.0, 0.0], [0.0, 1.0]]])
        eye = np.eye(2)
        return [("bug23_weights_are_plain_softmax", dict(x_q=x, x_kv=x.copy(), w_q=eye, w_k=eye, w_v=eye, w_o=eye,
                                                         num_heads=1))]
    raise KeyError(bug_id)


SDPA_BUGS = ["BUG-01", "BUG-02", "BUG-07", "BUG-12", "BUG-14", "BUG-19", "BUG-20", "BUG-22"]
MHA_BUGS = ["BUG-03", "BUG-13", "BUG-23"]


@pytest.mark.parametrize("bug_id", SDPA_BUGS)
def test_sdpa_hidden_cases_hold_the_report_inputs_and_cite_it(bug_id):
    url = BUGS[bug_id]["url"]
    by_name = {c.name: c for c in _cases_with_source(SDPA, url)}
    expected = _sdpa_inputs(bug_id)
    assert sorted(by_name) == sorted(n for n, _ in expected), f"{bug_id}: cases citing {url}"
    for name, args in expected:
        _assert_args_equal(by_name[name].args, args)


@pytest.mark.parametrize("bug_id", MHA_BUGS)
def test_mha_hidden_cases_hold_the_report_inputs_and_cite_it(bug_id):
    url = BUGS[bug_id]["url"]
    by_name = {c.name: c for c in _cases_with_source(MHA, url)}
    expected = _mha_inputs(bug_id)
    assert sorted(by_name) == sorted(n for n, _ in expected), f"{bug_id}: cases citing {url}"
    for name, args in expected:
        case_args = dict(by_name[name].args)
        _assert_args_equal(case_args, args)


# ---------------------------------------------------------------- right values, buggy values


def test_bug01_padded_batch_item_gives_zeros_not_nan():
    """https://github.com/pytorch/pytorch/issues/41508"""
    bug = BUGS["BUG-01"]
    args = _sdpa_inputs("BUG-01")[0][1]
    out, _ = sdpa(**args)
    np.testing.assert_allclose(out, bug["expected"], **_tol(bug))
    alt = bug["expected_alternatives"]["mean_of_V_convention(finfo.min additive, JAX, HF eager)"]
    np.testing.assert_allclose(load_reference(SDPA, "large_negative_fill")(**args)[0], alt, **_tol(bug))


def test_bug02_fully_masked_row_zero_not_nan_not_mean():
    """https://github.com/pytorch/pytorch/issues/103749"""
    bug = BUGS["BUG-02"]
    args = _sdpa_inputs("BUG-02")[0][1]
    out, w = sdpa(**args)
    np.testing.assert_allclose(out, bug["expected"], **_tol(bug))
    assert np.all(w[1] == 0)
    with np.errstate(all="ignore"):
        naive = load_reference(SDPA, "nan_on_fully_masked")(**args)[0]
    assert np.all(np.isnan(naive[1])) and np.allclose(naive[0], bug["expected"][0])
    finite_fill = bug["expected_alternatives"]["additive finfo.min (HF eager, Flax, JAX -0.7*max)"]
    np.testing.assert_allclose(load_reference(SDPA, "large_negative_fill")(**args)[0], finite_fill, **_tol(bug))


def test_bug03_fully_masked_head_does_not_poison_the_output():
    """https://github.com/pytorch/pytorch/issues/160064"""
    bug = BUGS["BUG-03"]
    args = _mha_inputs("BUG-03")[0][1]
    out, w = mha(**args)
    np.testing.assert_allclose(out, bug["expected"], **_tol(bug))
    assert np.all(w[:, 1] == 0)
    with np.errstate(all="ignore"):
        naive = load_reference(MHA, "nan_on_fully_masked")(**args)[0]
    assert np.all(np.isnan(naive))  # "all outputs NaN": W_o spreads head 1's NaN over every feature


def test_bug07_all_keys_masked_in_half_precision_stays_finite_and_keeps_dtype():
    """https://github.com/NVIDIA/apex/issues/1105 — run in float16 exactly as reported."""
    bug = BUGS["BUG-07"]
    inp = bug["inputs"]
    q, k, v = (_a(inp[n], np.float16) for n in ("q", "k", "v"))
    out, w = sdpa(q, k, v, _a(inp["keep_mask"], bool))
    assert out.dtype == np.float16 and np.all(np.isfinite(out))
    np.testing.assert_allclose(out.astype(np.float32), bug["expected"]["output"], **_tol(bug))
    with np.errstate(over="ignore"):
        assert np.float16(-1e9) == -np.inf  # why a hard-coded -1e9 breaks in half precision
    out_kept, _ = sdpa(q, k, v, _a([[True, False]], bool))
    np.testing.assert_array_equal(out_kept.astype(np.float32), [[2.0, 4.0]])  # "exactly v0"


def test_bug12_softmax_runs_over_keys_not_queries():
    """https://github.com/PetrochukM/PyTorch-NLP/issues/2"""
    bug = BUGS["BUG-12"]
    (_, l2s3), (_, batch1) = _sdpa_inputs("BUG-12")
    _, w = sdpa(**l2s3)
    np.testing.assert_allclose(w, bug["expected"]["weights_L2_S3"], **_tol(bug))
    np.testing.assert_allclose(w.sum(-1), bug["expected"]["row_sums"])
    _, w1 = sdpa(**batch1)
    np.testing.assert_allclose(w1, bug["expected"]["weights_batch1"], **_tol(bug))
    _, wrong = load_reference(SDPA, "softmax_over_query_axis")(**l2s3)
    np.testing.assert_allclose(wrong, bug["buggy_example"]["softmax_over_query_axis"], **_tol(bug))


def test_bug13_scale_uses_head_dim_not_d_model():
    """https://github.com/omihub777/ViT-CIFAR/pull/11"""
    bug = BUGS["BUG-13"]
    args = _mha_inputs("BUG-13")[0][1]
    out, _ = mha(**args)
    np.testing.assert_allclose(out[0], bug["expected"], **_tol(bug))
    wrong, _ = load_reference(MHA, "scale_by_d_model")(**args)
    np.testing.assert_allclose(wrong[0], bug["buggy_example"], **_tol(bug))


def test_bug14_scale_divides_by_sqrt_d():
    """https://github.com/esceptico/perceiver-io/issues/9"""
    bug = BUGS["BUG-14"]
    args = _sdpa_inputs("BUG-14")[0][1]
    out, _ = sdpa(**args)
    np.testing.assert_allclose(out, bug["expected"], **_tol(bug))
    wrong, _ = load_reference(SDPA, "no_scale")(**args)
    np.testing.assert_allclose(wrong, bug["buggy_example"]["no_scale"], **_tol(bug))
    # multiplying by sqrt(d) instead of dividing is a different number again
    times, _ = sdpa(args["q"] * 2.0, args["k"], args["v"])  # (2q).k / sqrt(2) = q.k * sqrt(2)
    np.testing.assert_allclose(times, bug["buggy_example"]["times_sqrt_d"], **_tol(bug))


def test_bug19_cross_attention_with_l_ne_s_ne_ev():
    """https://github.com/huggingface/transformers/pull/48356"""
    bug = BUGS["BUG-19"]
    args = _sdpa_inputs("BUG-19")[0][1]
    out, _ = sdpa(**args)
    assert out.shape == (2, 3)
    np.testing.assert_allclose(out, bug["expected"], **_tol(bug))
    wrong, _ = load_reference(SDPA, "mask_ignored")(**args)
    np.testing.assert_allclose(wrong, bug["buggy_example"]["mask ignored"], **_tol(bug))


def test_bug20_float32_is_graded_with_a_tolerance_not_exactly():
    """https://github.com/pytorch/pytorch/issues/119188"""
    bug = BUGS["BUG-20"]
    args = _sdpa_inputs("BUG-20")[0][1]
    out, _ = sdpa(**args)
    assert out.dtype == np.float32
    np.testing.assert_allclose(out, bug["expected"], **_tol(bug))
    # both float32 evaluation orders of the report are right: the grader's float32 tolerance,
    # against its float64 reference, must accept each of them
    from grader.schema import DEFAULT_TOLERANCE

    tol = DEFAULT_TOLERANCE["float32"]
    expected64, _ = sdpa(**{name: a.astype(np.float64) for name, a in args.items()})
    for order in ("scale_after_matmul_f32", "prescale_q_and_k_by_sqrt_scale_f32"):
        np.testing.assert_allclose(bug["buggy_example"][order], expected64, rtol=tol.rtol, atol=tol.atol)


def test_bug22_scores_of_ten_thousand_do_not_overflow():
    """https://github.com/pytorch/executorch/pull/18407"""
    bug = BUGS["BUG-22"]
    args = _sdpa_inputs("BUG-22")[0][1]
    out, _ = sdpa(**args)
    np.testing.assert_allclose(out, bug["expected"]["sdpa_variant_output"], **_tol(bug))
    with np.errstate(all="ignore"):
        naive, _ = load_reference(SDPA, "unstable_softmax")(**args)
    assert np.all(np.isnan(naive))


def test_bug23_weights_are_the_plain_softmax_and_deterministic():
    """https://github.com/pytorch/pytorch/issues/27968 — no dropout in evaluation: rows sum to 1."""
    args = _mha_inputs("BUG-23")[0][1]
    out1, w1 = mha(**args)
    out2, w2 = mha(**args)
    np.testing.assert_array_equal(out1, out2)
    np.testing.assert_array_equal(w1, w2)
    e = np.exp(np.array([1.0, 0.0]) / np.sqrt(2))
    np.testing.assert_allclose(w1[0, 0], [e / e.sum(), e[::-1] / e.sum()], rtol=1e-12)
    np.testing.assert_allclose(w1.sum(-1), 1.0, rtol=1e-12)
    assert w1.max() <= 1.0  # inverted dropout would show 1/(1-p) = 1.1111


@pytest.mark.parametrize("exercise,bug_ids", [(SDPA, SDPA_BUGS), (MHA, MHA_BUGS)])
def test_every_report_in_the_file_has_its_sourced_case(exercise, bug_ids):
    urls = {BUGS[b]["url"] for b in bug_ids}
    sourced = {c.source for c in hidden(exercise).spec.cases if c.source}
    assert urls <= sourced, urls - sourced
    # cases from reports our red teams found cite them the same way
    assert all(u.startswith("https://") for u in sourced - urls), sourced - urls
