"""The scaled_dot_product_attention exercise beyond the checks every exercise gets
(tests/test_exercises_graded.py): its public and hidden cases, the styles its alternatives cover,
and the reference against an independent explicit-loop formulation and the seed articles' examples.
The bug reports that fit are in tests/test_bug_reports_attention.py."""

from __future__ import annotations

import math

import numpy as np
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from grader.engine import get_pack

from exercise_checks import alt_style_files, hidden, load_reference

EX = "scaled_dot_product_attention"
reference = load_reference(EX)


# ------------------------------------------------------------------ its cases


def test_public_cases_are_three_to_five_and_bilingual():
    public = get_pack().get(EX).meta.public_cases
    # 5 teaching cases, then the public cases for rules otherwise checked only by hidden ones (issue 13)
    assert 3 <= len(public) <= 6
    assert all(c.description and c.description.en and c.description.zh for c in public)


def test_hidden_cases_cover_the_edges():
    specs = hidden(EX).spec.cases
    names = {c.name for c in specs}
    for needed in ("heads_4d", "batch_3d", "cross_2d_lq3_lk5_dk4_dv6", "large_logits_scale_matters",
                   "rows_2000_apart", "masked_key_larger", "fully_masked_rows_4d",
                   "padding_mask_batch_1_1_keys", "causal_bottom_right_kv_cache"):
        assert needed in names
    props = {p for c in specs for p in c.properties}
    assert {"rows_sum_to_one", "masked_weights_zero", "causal_prefix_invariance"} <= props


# ------------------------------------------------------------------ other styles


def test_there_are_alternative_styles_for_einsum_loops_and_logsumexp():
    stems = " ".join(p.stem for p in alt_style_files(EX))
    assert "einsum" in stems and "loops" in stems and "logsumexp" in stems


# ------------------------------------------------------------------ the reference itself


def _loop_attention(q, k, v, mask):
    """Independent formulation: one query row at a time, math.exp, no numpy broadcasting tricks."""
    lead = q.shape[:-2]
    q_len, d_k = q.shape[-2:]
    k_len, d_v = v.shape[-2:]
    allowed = np.broadcast_to(np.ones((q_len, k_len), bool) if mask is None else mask, lead + (q_len, k_len))
    out = np.zeros(lead + (q_len, d_v))
    weights = np.zeros(lead + (q_len, k_len))
    for idx in np.ndindex(*lead):
        for i in range(q_len):
            keys = [j for j in range(k_len) if allowed[idx + (i, j)]]
            if not keys:
                continue
            scores = {j: sum(q[idx + (i, t)] * k[idx + (j, t)] for t in range(d_k)) / math.sqrt(d_k) for j in keys}
            top = max(scores.values())
            total = sum(math.exp(s - top) for s in scores.values())
            for j in keys:
                weights[idx + (i, j)] = math.exp(scores[j] - top) / total
                for t in range(d_v):
                    out[idx + (i, t)] += weights[idx + (i, j)] * v[idx + (j, t)]
    return out, weights


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    lead=st.lists(st.integers(1, 3), min_size=0, max_size=2),
    q_len=st.integers(1, 4), k_len=st.integers(1, 5), d_k=st.integers(1, 6), d_v=st.integers(1, 5),
    masked=st.sampled_from(["none", "random", "with_empty_rows"]),
    scale=st.sampled_from([0.5, 2.0, 30.0]),
    seed=st.integers(0, 2**32 - 1),
)
def test_reference_matches_explicit_loops(lead, q_len, k_len, d_k, d_v, masked, scale, seed):
    rng = np.random.default_rng(seed)
    lead = tuple(lead)
    q = rng.standard_normal(lead + (q_len, d_k)) * scale
    k = rng.standard_normal(lead + (k_len, d_k)) * scale
    v = rng.standard_normal(lead + (k_len, d_v))
    mask = None
    if masked != "none":
        mask = rng.random(lead + (q_len, k_len)) < 0.6
        if masked == "with_empty_rows":
            mask[..., 0, :] = False
    out, w = reference(q, k, v, mask)
    exp_out, exp_w = _loop_attention(q, k, v, mask)
    assert out.shape == lead + (q_len, d_v) and w.shape == lead + (q_len, k_len)
    np.testing.assert_allclose(w, exp_w, rtol=1e-9, atol=1e-12)
    np.testing.assert_allclose(out, exp_out, rtol=1e-9, atol=1e-12)
    assert np.all(np.isfinite(out)) and np.all(np.isfinite(w))


def test_float32_in_float32_out_and_inputs_untouched():
    rng = np.random.default_rng(0)
    q, k, v = (rng.standard_normal(s).astype(np.float32) for s in ((2, 3, 4), (2, 5, 4), (2, 5, 6)))
    mask = rng.random((2, 3, 5)) < 0.5
    copies = [a.copy() for a in (q, k, v, mask)]
    out, w = reference(q, k, v, mask)
    assert out.dtype == np.float32 and w.dtype == np.float32
    for before, after in zip(copies, (q, k, v, mask)):
        np.testing.assert_array_equal(before, after)


def test_padding_mask_broadcast_over_heads_and_a_fully_masked_row_gives_zeros():
    rng = np.random.default_rng(1)
    q, k, v = rng.standard_normal((2, 3, 4, 8)), rng.standard_normal((2, 3, 6, 8)), rng.standard_normal((2, 3, 6, 5))
    mask = (np.arange(6)[None, :] < np.array([6, 0])[:, None])[:, None, None, :]  # (batch, 1, 1, k_len)
    out, w = reference(q, k, v, mask)
    assert w.shape == (2, 3, 4, 6)
    np.testing.assert_allclose(w[0].sum(-1), 1.0)
    assert np.all(w[1] == 0) and np.all(out[1] == 0)


def test_scale_is_sqrt_d_k_even_when_scores_are_in_the_hundreds():
    # d_k = 64 -> divide by 8: scores 64 and 32 become 8 and 4 (seed article)
    q = np.ones((1, 64))
    k = np.stack([np.ones(64), np.full(64, 0.5)])
    _, w = reference(q, k, np.eye(2))
    np.testing.assert_allclose(w, [[1 / (1 + math.exp(-4)), math.exp(-4) / (1 + math.exp(-4))]])


def test_public_worked_examples_from_the_seed_articles():
    dog, cat, car = [2.0, 3.0], [4.0, 6.0], [3.0, -2.0]
    assert np.dot(dog, cat) == 26 and np.dot(dog, car) == 0
    out, w = reference(np.array([dog]), np.array([dog, cat, car]), np.array([dog, cat, car]))
    assert w[0, 1] > 0.999 and np.allclose(out, [cat], atol=1e-3)
    # "a spicy Sichuan hotpot": hotpot weighs a, spicy, Sichuan about 0.2, 0.4, 0.4
    q = np.array([[1.4, 0.0, 0.0, 0.0]])
    k = np.array([[0.0, 0.0, 0.0, 1.0], [1.0, 1.0, 0.0, 0.0], [1.0, 0.0, 1.0, 0.0]])
    _, w = reference(q, k, np.eye(3))
    np.testing.assert_allclose(w, [[0.2, 0.4, 0.4]], atol=2e-3)
