"""Parts of the real-model feature that need no model weights: erf/GELU, layer norm, the bias
trick, the 2-D projection, special-token hiding, function detection and the mistake variants."""

from __future__ import annotations

import math

import numpy as np
import pytest

from grader import real_model as rm
from realmodel import attention as att
from realmodel.explore import hide_special, project_2d, special_share, token_labels
from realmodel.numerics import erf, gelu, layer_norm


def test_erf_matches_math_erf_everywhere():
    rng = np.random.default_rng(0)
    x = np.concatenate([np.linspace(-40, 40, 400_001), rng.normal(0, 3, 50_000),
                        [0.0, -0.0, 1e-300, -1e-300, 5.999999999, 6.0, 6.000001, 1e308, -1e308]])
    want = np.array([math.erf(v) for v in x])
    got = erf(x)
    assert got.dtype == np.float64 and got.shape == x.shape
    assert np.max(np.abs(got - want)) < 1e-14


def test_erf_special_values_and_shape():
    got = erf(np.array([[np.nan, np.inf], [-np.inf, 0.0]]))
    assert got.shape == (2, 2)
    assert math.isnan(got[0, 0]) and got[0, 1] == 1.0 and got[1, 0] == -1.0 and got[1, 1] == 0.0
    assert math.copysign(1.0, erf(np.array([-0.0]))[0]) == -1.0  # odd function keeps the sign of zero


def test_gelu_is_the_exact_erf_form_not_tanh():
    x = np.array([-3.0, -1.0, 0.0, 0.5, 1.0, 2.0])
    exact = np.array([0.5 * v * (1 + math.erf(v / math.sqrt(2))) for v in x])
    assert np.max(np.abs(gelu(x) - exact)) < 1e-15
    assert gelu(np.array([1.0]))[0] == pytest.approx(0.8413447460685429, abs=1e-15)
    tanh_form = 0.5 * x * (1 + np.tanh(math.sqrt(2 / math.pi) * (x + 0.044715 * x**3)))
    assert np.max(np.abs(gelu(x) - tanh_form)) > 1e-5  # the approximation would be a different model


def test_layer_norm_biased_variance_and_eps():
    x = np.array([[1.0, 2.0, 3.0, 6.0]])
    g, b = np.array([1.0, 2.0, 1.0, 1.0]), np.array([0.0, 0.0, 0.5, 0.0])
    mean, var = 3.0, np.mean((x - 3.0) ** 2)
    want = (x - mean) / np.sqrt(var + 1e-12) * g + b
    assert np.allclose(layer_norm(x, g, b, 1e-12), want, rtol=0, atol=1e-15)
    # a constant row normalises to beta (eps keeps it finite)
    assert np.array_equal(layer_norm(np.full((1, 4), 7.0), g, b), b[None])


def test_bias_relocation_identities_hold():
    """The three facts the multi-head plug relies on (realmodel.attention docstring), on random data."""
    rng = np.random.default_rng(1)
    x = rng.normal(size=(2, 5, 24))
    wq, wk, wv, wo = (rng.normal(size=(24, 24)) for _ in range(4))
    bq, bk, bv, bo = (rng.normal(size=24) for _ in range(4))
    mask = np.ones((2, 1, 5, 5), dtype=bool)
    mask[1, ..., 3:] = False

    def with_biases():
        q, k, v = (att.split_heads(x @ w + b, 4) for w, b in ((wq, bq), (wk, bk), (wv, bv)))
        o, w = att.scaled_dot_product_attention(q, k, v, mask)
        return att.merge_heads(o) @ wo + bo, w

    want_out, want_w = with_biases()
    c = np.linalg.solve(wq.T, bq)
    out, w = att.multi_head_attention(x + c, x, wq, wk, wv, wo, 4, mask)
    assert np.allclose(w, want_w, rtol=0, atol=1e-10)
    assert np.allclose(out + (bv @ wo + bo), want_out, rtol=0, atol=1e-10)
    # and the key bias really matters to the scores but not to the weights
    q = att.split_heads(x @ wq + bq, 4)
    k0, k1 = att.split_heads(x @ wk, 4), att.split_heads(x @ wk + bk, 4)
    assert not np.allclose(q @ k0.swapaxes(-1, -2), q @ k1.swapaxes(-1, -2))


def test_private_reference_mha_equals_sdpa_on_split_heads():
    rng = np.random.default_rng(2)
    x = rng.normal(size=(2, 6, 24))
    wq, wk, wv, wo = (rng.normal(size=(24, 24)) for _ in range(4))
    mask = np.ones((2, 1, 6, 6), dtype=bool)
    mask[1, ..., 4:] = False
    out, w = att.multi_head_attention(x, x, wq, wk, wv, wo, 4, mask)
    q, k, v = (att.split_heads(x @ m, 4) for m in (wq, wk, wv))
    o2, w2 = att.scaled_dot_product_attention(q, k, v, mask)
    assert np.allclose(w, w2) and np.allclose(out, att.merge_heads(o2) @ wo)
    assert np.all(w[1, :, :, 4:] == 0.0)  # masked keys get exactly zero weight
    with pytest.raises(ValueError, match="not divisible"):
        att.split_heads(x, 5)


def test_safe_softmax_fully_masked_row_is_zero_not_nan():
    q = k = v = np.ones((1, 1, 2, 4))
    mask = np.array([[True, True], [False, False]])
    out, w = att.scaled_dot_product_attention(q, k, v, mask)
    assert np.array_equal(w[0, 0, 1], [0.0, 0.0]) and np.array_equal(out[0, 0, 1], np.zeros(4))
    assert np.allclose(w[0, 0, 0], [0.5, 0.5])


def test_as_plug_detects_kind_by_name_and_arity():
    def scaled_dot_product_attention(q, k, v, mask=None):
        return q, q

    def mine(a, b, c, d, e, f, g, h=None):
        return a, a

    assert att.as_plug(None) is att.BUILTIN
    assert att.as_plug(scaled_dot_product_attention).kind == att.SDPA
    assert att.as_plug(mine).kind == att.MHA
    with pytest.raises(TypeError, match="attention must be"):
        att.as_plug(42)
    with pytest.raises(ValueError, match="kind must be one of"):
        att.AttentionPlug("softmax", mine)


def test_check_outputs_names_the_bad_output():
    with pytest.raises(ValueError, match=r"weights has shape \(1, 12, 3, 4\), expected \(1, 12, 3, 3\)"):
        att.check_outputs(att.MHA, (np.zeros((1, 3, 384)), np.zeros((1, 12, 3, 4))), 1, 3, 12, 32, 384)
    with pytest.raises(ValueError, match="must return a tuple"):
        att.check_outputs(att.SDPA, np.zeros((1, 12, 3, 32)), 1, 3, 12, 32, 384)


def test_project_2d_recovers_a_line_and_fixes_signs():
    direction = np.array([3.0, 4.0, 0.0]) / 5.0
    pts = np.array([t * direction for t in (-2.0, 0.0, 1.0, 4.0)])
    p = project_2d(pts)
    assert p.shape == (4, 2)
    assert np.allclose(np.abs(p[:, 1]), 0.0, atol=1e-12)
    assert np.allclose(p[:, 0], np.array([-2.0, 0.0, 1.0, 4.0]) - 0.75, atol=1e-12)  # centred, sign fixed
    assert np.array_equal(project_2d(np.ones((1, 3))), np.zeros((1, 2)))
    with pytest.raises(ValueError, match="must be \\(n, d\\)"):
        project_2d(np.ones(3))


def test_hide_special_drops_cls_sep_and_renormalises():
    tokens = ["[CLS]", "i", "ate", "[SEP]"]
    w = np.array([[0.4, 0.1, 0.1, 0.4],
                  [0.5, 0.2, 0.2, 0.1],
                  [0.5, 0.0, 0.0, 0.5],
                  [0.25, 0.25, 0.25, 0.25]])
    small, kept = hide_special(w, tokens)
    assert kept == [1, 2]
    assert np.allclose(small, [[0.5, 0.5], [0.0, 0.0]])  # a row with only special weight stays zero
    raw, _ = hide_special(w, tokens, renormalise=False)
    assert np.allclose(raw, [[0.2, 0.2], [0.0, 0.0]])
    assert special_share(w, tokens) == pytest.approx((0.8 + 0.6 + 1.0 + 0.5) / 4)
    assert token_labels(["the", "cat", "the"]) == ["0:the", "1:cat", "2:the"]


@pytest.mark.parametrize("source, expected", [
    (b"def multi_head_attention(*a):\n    pass\n", rm.MHA),
    (b"def scaled_dot_product_attention(q, k, v, mask=None):\n    pass\n", rm.SDPA),
    (b"def scaled_dot_product_attention(q, k, v, mask=None):\n    pass\n"
     b"def multi_head_attention(*a):\n    pass\n", rm.MHA),
    (b"from somewhere import mine as scaled_dot_product_attention\n", rm.SDPA),
    (b"def helper():\n    def multi_head_attention():\n        pass\n", None),  # not top level
    (b"def softmax(x):\n    pass\n", None),
    (b"def broken(:\n", rm.MHA),  # unparsable: the child reports the syntax error
])
def test_detect_function(source, expected):
    assert rm.detect_function(source) == expected


def _sdpa_inputs(seed=3):
    rng = np.random.default_rng(seed)
    q, k, v = (rng.normal(size=(2, 3, 5, 8)) * 2 for _ in range(3))
    real = np.array([[True] * 5, [True, True, True, False, False]])
    mask = np.ascontiguousarray(np.broadcast_to(real[:, None, None, :], (2, 1, 5, 5)))
    return [q, k, v, mask]


@pytest.mark.parametrize("name, kwargs", [
    ("no_scale", {"scale": "none"}), ("scale_by_d_k_not_sqrt", {"scale": "d"}),
    ("mask_wrong_axis", {"mask_mode": "transposed"}), ("mask_wrong_axis", {"mask_mode": "transposed", "fill": -1e9}),
    ("mask_ignored", {"mask_mode": "ignored"}), ("mask_inverted", {"mask_mode": "inverted"}),
    ("softmax_over_query_axis", {"axis": -2}),
])
def test_diagnose_layer_names_each_sdpa_mistake(name, kwargs):
    args = _sdpa_inputs()
    expected = att.scaled_dot_product_attention(*args)
    actual = rm._sdpa_variant(*args, **kwargs)
    assert rm.diagnose_layer(rm.SDPA, args, actual, expected) == name
    assert rm.diagnose_layer(rm.SDPA, args, expected, expected) is None  # a correct output has no name


def test_diagnose_layer_mha_specific_mistakes():
    rng = np.random.default_rng(4)
    x = rng.normal(size=(2, 5, 48))
    ws = [rng.normal(size=(48, 24)) * 0.5 for _ in range(3)] + [rng.normal(size=(24, 24))]
    args = [x, x, *ws, 4, None]
    expected = att.multi_head_attention(*args)
    for name, kw in [("scale_by_d_model", {"scale": "d_model"}), ("split_without_transpose", {"transpose": False}),
                     ("no_output_projection", {"out_proj": False}), ("no_scale", {"scale": "none"})]:
        assert rm.diagnose_layer(rm.MHA, args, rm._mha_variant(*args, **kw), expected) == name
    # without a mask, the mask mistakes cannot be told apart from the reference and are never named
    assert rm.diagnose_layer(rm.MHA, args, expected, expected) is None


def test_every_mistake_has_english_and_chinese_text():
    names = {n for kind in (rm.SDPA, rm.MHA) for n, _ in rm._variants(kind)}
    assert names == set(rm.MISTAKE_MESSAGES)
    for n in names:
        en, zh = rm.mistake_message(n, "en"), rm.mistake_message(n, "zh")
        assert en and zh and en != zh


def test_pack_mistakes_are_used_after_ours(monkeypatch):
    from grader.schema import Text

    def bool_mask_added(q, k, v, mask=None):  # scores + mask instead of masking
        s = q @ np.swapaxes(k, -1, -2) / math.sqrt(q.shape[-1]) + mask
        w = np.exp(s - s.max(axis=-1, keepdims=True))
        w = w / w.sum(axis=-1, keepdims=True)
        return w @ v, w

    text = Text(en="You added the boolean mask to the scores.", zh="你把布尔掩码加到了打分上。")
    monkeypatch.setattr(rm, "_pack_mistakes", lambda kind: [("bool_mask_added", bool_mask_added, text)]
                        if kind == rm.SDPA else [])
    args = _sdpa_inputs()
    expected = att.scaled_dot_product_attention(*args)
    assert rm.diagnose_layer(rm.SDPA, args, bool_mask_added(*args), expected) == "bool_mask_added"
    assert rm.mistake_message("bool_mask_added", "zh") == "你把布尔掩码加到了打分上。"
    assert rm.mistake_message("no_scale", "en").startswith("The scores are not divided by sqrt(d_k)")
