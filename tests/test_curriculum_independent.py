"""Each curriculum reference against an independent formulation: explicit Python loops over
math.*, finite differences for the backward exercises, token-by-token decoding against full causal
attention for the KV cache, complex numbers for RoPE. Random inputs from several seeds."""

from __future__ import annotations

import math

import numpy as np
import pytest

from exercise_checks import load_reference, reference_path

SEEDS = [0, 1, 2, 3]


# ------------------------------------------------------------------ loop helpers (no numpy maths)


def loop_softmax(row):
    """Safe softmax of a list that may hold -inf; an all -inf row gives zeros."""
    finite = [x for x in row if x != -math.inf]
    if not finite:
        return [0.0] * len(row)
    m = max(finite)
    e = [0.0 if x == -math.inf else math.exp(x - m) for x in row]
    s = sum(e)
    return [x / s for x in e]


def loop_attention(q, k, v, allowed=None):
    """q (Lq, d), k (Lk, d), v (Lk, dv) as nested lists; allowed[i][j] bool. Returns (out, weights)."""
    d = len(q[0])
    out, weights = [], []
    for i, qi in enumerate(q):
        scores = []
        for j, kj in enumerate(k):
            ok = True if allowed is None else bool(allowed[i][j])
            scores.append(sum(a * b for a, b in zip(qi, kj)) / math.sqrt(d) if ok else -math.inf)
        w = loop_softmax(scores)
        weights.append(w)
        out.append([sum(w[j] * v[j][c] for j in range(len(k))) for c in range(len(v[0]))])
    return out, weights


def loop_matmul(a, b):
    return [[sum(a[i][t] * b[t][j] for t in range(len(b))) for j in range(len(b[0]))] for i in range(len(a))]


def loop_layer_norm(row, gamma, beta, eps):
    n = len(row)
    mu = math.fsum(row) / n
    var = math.fsum((x - mu) ** 2 for x in row) / n
    return [g * (x - mu) / math.sqrt(var + eps) + b for x, g, b in zip(row, gamma, beta)]


def loop_mha(x_q, x_kv, w_q, w_k, w_v, w_o, num_heads, allowed=None):
    """One sentence: x_q (Lq, d), x_kv (Lk, d); head h owns features [h*hd, (h+1)*hd)."""
    d = len(w_q)
    hd = d // num_heads
    q, k, v = loop_matmul(x_q, w_q), loop_matmul(x_kv, w_k), loop_matmul(x_kv, w_v)
    concat = [[0.0] * d for _ in x_q]
    weights = []
    for h in range(num_heads):
        sl = slice(h * hd, (h + 1) * hd)
        o, w = loop_attention([r[sl] for r in q], [r[sl] for r in k], [r[sl] for r in v], allowed)
        weights.append(w)
        for i, row in enumerate(o):
            concat[i][sl] = row
    return loop_matmul(concat, w_o), weights


def close(a, b, tol=1e-10):
    np.testing.assert_allclose(np.asarray(a, dtype=float), np.asarray(b, dtype=float), rtol=tol, atol=tol)


# ------------------------------------------------------------------ similarity, scores, masks


@pytest.mark.parametrize("seed", SEEDS)
def test_dot_and_cosine_similarity_against_loops(seed):
    rng = np.random.default_rng(seed)
    a, b = rng.standard_normal((5, 7)), rng.standard_normal((5, 7))
    dot, cos = load_reference("dot_similarity"), load_reference("cosine_similarity")
    want_dot = [math.fsum(x * y for x, y in zip(r, s)) for r, s in zip(a.tolist(), b.tolist())]
    want_cos = [d / math.sqrt(math.fsum(x * x for x in r) * math.fsum(y * y for y in s))
                for d, r, s in zip(want_dot, a.tolist(), b.tolist())]
    close(dot(a, b), want_dot)
    close(cos(a, b), want_cos)
    # one against many broadcasts; cosine ignores lengths and is symmetric
    close(dot(a[0], b), [math.fsum(x * y for x, y in zip(a[0], s)) for s in b.tolist()])
    close(cos(a, 3.5 * b), cos(a, b))
    close(cos(a, b), cos(b, a))
    assert np.all(np.abs(cos(a, b)) <= 1.0)


def test_seed_article_similarities():
    dog, cat, car = np.array([2.0, 3.0]), np.array([4.0, 6.0]), np.array([3.0, -2.0])
    dot, cos = load_reference("dot_similarity"), load_reference("cosine_similarity")
    assert float(dot(dog, cat)) == 26.0 and float(dot(dog, car)) == 0.0
    close(cos(dog, cat), 1.0, 1e-15)
    assert float(cos(dog, car)) == 0.0
    assert float(cos(dog, np.zeros(2))) == 0.0


@pytest.mark.parametrize("seed", SEEDS)
def test_attention_scores_and_apply_mask_against_loops(seed):
    rng = np.random.default_rng(seed)
    q, k = rng.standard_normal((2, 3, 4, 8)), rng.standard_normal((2, 3, 5, 8))
    scores = load_reference("attention_scores")(q, k)
    assert scores.shape == (2, 3, 4, 5)
    for b in range(2):
        for h in range(3):
            for i in range(4):
                for j in range(5):
                    want = math.fsum(x * y for x, y in zip(q[b, h, i], k[b, h, j])) / math.sqrt(8)
                    assert abs(scores[b, h, i, j] - want) < 1e-12
    mask = rng.random((4, 5)) < 0.6
    masked = load_reference("apply_mask")(scores, mask)
    for b, h, i, j in np.ndindex(masked.shape):
        assert masked[b, h, i, j] == (scores[b, h, i, j] if mask[i, j] else -math.inf)
    assert np.isfinite(scores).all()  # the input is untouched


# ------------------------------------------------------------------ projections


@pytest.mark.parametrize("seed", SEEDS)
def test_qkv_projection_and_unpack_qkv_against_pytorch_formula(seed):
    rng = np.random.default_rng(seed)
    d = 6
    x = rng.standard_normal((2, 3, d))
    w_qkv, b_qkv = rng.standard_normal((3 * d, d)), rng.standard_normal(3 * d)
    w_q, w_k, w_v, b_q, b_k, b_v = load_reference("unpack_qkv")(w_qkv, b_qkv)
    q, k, v = load_reference("qkv_projection")(x, w_q, w_k, w_v, b_q, b_k, b_v)
    # PyTorch: F.linear(x, in_proj_weight[block], in_proj_bias[block]) = x @ W_block.T + b_block, by loops
    for n, got in enumerate((q, k, v)):
        rows, bias = w_qkv[n * d:(n + 1) * d], b_qkv[n * d:(n + 1) * d]
        for bi, t in np.ndindex(2, 3):
            want = [math.fsum(x[bi, t, c] * rows[o, c] for c in range(d)) + bias[o] for o in range(d)]
            close(got[bi, t], want)
    # no bias: zeros
    *_, zb_q, zb_k, zb_v = load_reference("unpack_qkv")(w_qkv)
    assert not zb_q.any() and not zb_k.any() and not zb_v.any()


# ------------------------------------------------------------------ normalisation, residual, block


@pytest.mark.parametrize("seed", SEEDS)
def test_layer_norm_against_loops(seed):
    rng = np.random.default_rng(seed)
    x = rng.standard_normal((3, 4, 10)) * 3 + 1e4 * seed
    gamma, beta = rng.standard_normal(10), rng.standard_normal(10)
    got = load_reference("layer_norm")(x, gamma, beta, 1e-5)
    for b, t in np.ndindex(3, 4):
        close(got[b, t], loop_layer_norm(x[b, t].tolist(), gamma, beta, 1e-5), 1e-8)


def test_residual_update_keeps_inputs_and_adds():
    rng = np.random.default_rng(0)
    e, de = rng.standard_normal((2, 3, 4)), rng.standard_normal((2, 3, 4))
    e0 = e.copy()
    out = load_reference("residual_update")(e, de)
    assert out is not e and np.array_equal(e, e0)
    close(out, e0 + de, 0)
    with pytest.raises(ValueError):
        load_reference("residual_update")(e, de[:, :, :1])


@pytest.mark.parametrize("seed", SEEDS)
def test_pre_ln_attention_block_against_loops(seed):
    rng = np.random.default_rng(seed)
    b, t, d, heads = 2, 4, 6, 3
    x = rng.standard_normal((b, t, d)) * 2 + 0.5
    gamma, beta = rng.standard_normal(d) + 1, rng.standard_normal(d)
    ws = [rng.standard_normal((d, d)) * 0.6 for _ in range(4)]
    causal = [[j <= i for j in range(t)] for i in range(t)]
    got = load_reference("pre_ln_attention_block")(x, gamma, beta, *ws, heads, np.array(causal), 1e-5)
    for s in range(b):
        h = [loop_layer_norm(row, gamma, beta, 1e-5) for row in x[s].tolist()]
        attn, _ = loop_mha(h, h, *[w.tolist() for w in ws], heads, causal)
        close(got[s], np.asarray(x[s]) + np.asarray(attn), 1e-9)


@pytest.mark.parametrize("seed", SEEDS)
def test_cross_attention_against_loops(seed):
    rng = np.random.default_rng(seed)
    b, t_dec, t_enc, d, heads = 2, 3, 5, 6, 2
    x_dec, x_enc = rng.standard_normal((b, t_dec, d)), rng.standard_normal((b, t_enc, d))
    ws = [rng.standard_normal((d, d)) for _ in range(4)]
    keep = np.array([[True] * 5, [True, True, False, True, False]])
    out, weights = load_reference("cross_attention")(x_dec, x_enc, *ws, heads, keep)
    assert out.shape == (b, t_dec, d) and weights.shape == (b, heads, t_dec, t_enc)
    for s in range(b):
        allowed = [[bool(keep[s, j]) for j in range(t_enc)] for _ in range(t_dec)]
        o, w = loop_mha(x_dec[s].tolist(), x_enc[s].tolist(), *[m.tolist() for m in ws], heads, allowed)
        close(out[s], o, 1e-9)
        close(weights[s], w, 1e-12)


def test_cross_attention_equals_core_multi_head_attention_with_a_padding_mask():
    path = reference_path("multi_head_attention")
    if not path.is_file():
        pytest.skip("core multi_head_attention reference not present")
    mha = load_reference("multi_head_attention")
    rng = np.random.default_rng(5)
    x_dec, x_enc = rng.standard_normal((2, 3, 8)), rng.standard_normal((2, 4, 8))
    ws = [rng.standard_normal((8, 8)) for _ in range(4)]
    keep = np.array([[True, True, True, False], [True, False, True, True]])
    out, w = load_reference("cross_attention")(x_dec, x_enc, *ws, 4, keep)
    out2, w2 = mha(x_dec, x_enc, *ws, 4, keep[:, None, None, :])
    close(out, out2, 1e-12)
    close(w, w2, 1e-12)


# ------------------------------------------------------------------ KV cache


def _full_causal(q, k, v, kpm=None):
    """Full attention over a whole sequence, by loops: q, k (b, h, T, d), v (b, h, T, dv)."""
    b, h, t, _ = q.shape
    out = np.zeros(q.shape[:-1] + (v.shape[-1],))
    for s, hh in np.ndindex(b, h):
        allowed = [[j <= i and (kpm is None or bool(kpm[s, j])) for j in range(t)] for i in range(t)]
        o, _ = loop_attention(q[s, hh].tolist(), k[s, hh].tolist(), v[s, hh].tolist(), allowed)
        out[s, hh] = o
    return out


def _decode(q, k, v, chunks, kpm=None):
    attend = load_reference("attend_with_cache")
    b, h, _, d = k.shape
    k_cache, v_cache = np.zeros((b, h, 0, d)), np.zeros((b, h, 0, v.shape[-1]))
    outs, start = [], 0
    for n in chunks:
        end = start + n
        mask = None if kpm is None else kpm[:, :end]
        o, k_cache, v_cache = attend(q[:, :, start:end], k_cache, v_cache, k[:, :, start:end], v[:, :, start:end], mask)
        outs.append(o)
        start = end
    return np.concatenate(outs, axis=-2), k_cache, v_cache


@pytest.mark.parametrize("seed", SEEDS)
def test_token_by_token_decoding_equals_full_causal_attention(seed):
    rng = np.random.default_rng(seed)
    q, k, v = rng.standard_normal((2, 2, 7, 4)), rng.standard_normal((2, 2, 7, 4)), rng.standard_normal((2, 2, 7, 3))
    full = _full_causal(q, k, v)
    out, k_cache, v_cache = _decode(q, k, v, [1] * 7)
    close(out, full, 1e-12)
    assert np.array_equal(k_cache, k) and np.array_equal(v_cache, v)


@pytest.mark.parametrize("chunks", [[3, 1, 1, 2], [2, 2, 2, 1], [7], [1, 6], [4, 3]])
def test_chunked_decoding_equals_full_causal_attention(chunks):
    rng = np.random.default_rng(sum(chunks) * len(chunks))
    q, k, v = rng.standard_normal((1, 3, 7, 4)), rng.standard_normal((1, 3, 7, 4)), rng.standard_normal((1, 3, 7, 4))
    out, _, _ = _decode(q, k, v, chunks)
    close(out, _full_causal(q, k, v), 1e-12)


@pytest.mark.parametrize("seed", SEEDS)
def test_left_padded_batch_decoding_masks_the_cached_padding(seed):
    rng = np.random.default_rng(seed)
    total, lengths = 8, np.array([8, 5, 2])
    kpm = np.arange(total)[None, :] >= (total - lengths)[:, None]      # (3, 8): left padding
    q, k, v = rng.standard_normal((3, 2, total, 4)), rng.standard_normal((3, 2, total, 4)), rng.standard_normal((3, 2, total, 4))
    want = _full_causal(q, k, v, kpm)
    out, _, _ = _decode(q, k, v, [total - 2, 1, 1], kpm)            # prompt as one chunk, then two steps
    close(out, want, 1e-12)
    # the padding's content never matters for a real token
    k2, v2 = k.copy(), v.copy()
    k2[~kpm[:, None, :, None].repeat(2, 1).repeat(4, 3)] = 1e3
    v2[~kpm[:, None, :, None].repeat(2, 1).repeat(4, 3)] = -1e3
    out2, _, _ = _decode(q, k2, v2, [1] * total, kpm)
    close(out2, want, 1e-12)
    # a padded query position has no allowed key at all: zero output
    assert not out[2, :, : total - 2].any()


# ------------------------------------------------------------------ positions


@pytest.mark.parametrize("seq_len,d_model", [(5, 4), (9, 10), (3, 64)])
def test_sinusoidal_positional_encoding_against_math(seq_len, d_model):
    pe = load_reference("sinusoidal_positional_encoding")(seq_len, d_model)
    for pos in range(seq_len):
        for i in range(d_model // 2):
            angle = pos / 10000 ** (2 * i / d_model)
            assert abs(pe[pos, 2 * i] - math.sin(angle)) < 1e-12
            assert abs(pe[pos, 2 * i + 1] - math.cos(angle)) < 1e-12
    # a fixed offset k is a rotation of every (sin, cos) pair: PE[pos + k] = R(k) PE[pos]
    k = 2
    for pos in range(seq_len - k):
        for i in range(d_model // 2):
            w = 10000 ** (-2 * i / d_model)
            s, c = pe[pos, 2 * i], pe[pos, 2 * i + 1]
            assert abs(pe[pos + k, 2 * i] - (s * math.cos(k * w) + c * math.sin(k * w))) < 1e-12
            assert abs(pe[pos + k, 2 * i + 1] - (c * math.cos(k * w) - s * math.sin(k * w))) < 1e-12


@pytest.mark.parametrize("seed", SEEDS)
def test_apply_rope_against_complex_rotation_and_hf_rotate_half(seed):
    rng = np.random.default_rng(seed)
    d, h = 8, 4
    x = rng.standard_normal((2, 5, d))
    pos = rng.integers(0, 50, size=5)
    got = load_reference("apply_rope")(x, pos)
    theta = [10000.0 ** (-2 * i / d) for i in range(h)]
    for b, t in np.ndindex(2, 5):
        for i in range(h):
            z = complex(x[b, t, i], x[b, t, i + h]) * complex(math.cos(pos[t] * theta[i]), math.sin(pos[t] * theta[i]))
            assert abs(got[b, t, i] - z.real) < 1e-12 and abs(got[b, t, i + h] - z.imag) < 1e-12
    # Hugging Face LLaMA: x * cos + rotate_half(x) * sin, cos/sin duplicated over the two halves
    ang = pos[:, None] * np.array(theta)[None, :]
    cos, sin = np.concatenate([np.cos(ang)] * 2, -1), np.concatenate([np.sin(ang)] * 2, -1)
    rotate_half = np.concatenate([-x[..., h:], x[..., :h]], -1)
    close(got, x * cos + rotate_half * sin, 1e-12)


@pytest.mark.parametrize("seed", SEEDS)
def test_rope_dot_products_depend_only_on_the_offset(seed):
    rng = np.random.default_rng(seed)
    rope = load_reference("apply_rope")
    q, k = rng.standard_normal(16), rng.standard_normal(16)
    base = float(rope(q[None], np.array([3]))[0] @ rope(k[None], np.array([1]))[0])
    for m in (10, 57, 400):
        shifted = float(rope(q[None], np.array([m + 2]))[0] @ rope(k[None], np.array([m]))[0])
        assert abs(shifted - base) < 1e-9


# ------------------------------------------------------------------ GQA, online softmax


@pytest.mark.parametrize("heads,kv_heads", [(4, 2), (6, 3), (4, 1), (3, 3), (8, 2)])
def test_grouped_query_attention_against_loops(heads, kv_heads):
    rng = np.random.default_rng(heads * 10 + kv_heads)
    q = rng.standard_normal((2, heads, 3, 4))
    k, v = rng.standard_normal((2, kv_heads, 5, 4)), rng.standard_normal((2, kv_heads, 5, 2))
    mask = np.arange(5)[None, :] <= np.arange(3)[:, None] + 2           # bottom-right causal (3, 5)
    out, w = load_reference("grouped_query_attention")(q, k, v, mask)
    g = heads // kv_heads
    for b, hh in np.ndindex(2, heads):
        o, ww = loop_attention(q[b, hh].tolist(), k[b, hh // g].tolist(), v[b, hh // g].tolist(), mask.tolist())
        close(out[b, hh], o, 1e-12)
        close(w[b, hh], ww, 1e-12)


def test_grouped_query_attention_bug26_repeat_not_tile():
    q = np.ones((1, 4, 1, 1))
    k = np.ones((1, 2, 1, 1))
    v = np.array([10.0, 20.0]).reshape(1, 2, 1, 1)                     # (2,) -> (batch 1, kv_heads 2, 1 key, 1 feature)
    out, _ = load_reference("grouped_query_attention")(q, k, v)
    assert out.ravel().tolist() == [10.0, 10.0, 20.0, 20.0]


@pytest.mark.parametrize("block_size", [1, 2, 3, 4, 7, 8, 50])
def test_online_softmax_attention_equals_full_attention_for_every_block_size(block_size):
    rng = np.random.default_rng(block_size)
    q, k, v = rng.standard_normal((2, 4, 6)) * 3, rng.standard_normal((2, 9, 6)) * 3, rng.standard_normal((2, 9, 3))
    mask = rng.random((2, 4, 9)) < 0.7
    mask[0, 0, :] = False                                               # a query with no allowed key
    mask[1, :, :4] = False                                              # left padding: early blocks all masked
    out, lse = load_reference("online_softmax_attention")(q, k, v, block_size, mask)
    for b, i in np.ndindex(2, 4):
        o, _ = loop_attention(q[b, i:i + 1].tolist(), k[b].tolist(), v[b].tolist(), mask[b, i:i + 1].tolist())
        close(out[b, i], o[0], 1e-12)
        scores = [math.fsum(x * y for x, y in zip(q[b, i], k[b, j])) / math.sqrt(6) for j in range(9) if mask[b, i, j]]
        if scores:
            m = max(scores)
            assert abs(lse[b, i] - (m + math.log(math.fsum(math.exp(s - m) for s in scores)))) < 1e-12
        else:
            assert lse[b, i] == -math.inf and not out[b, i].any()


# ------------------------------------------------------------------ backward passes, finite differences


def _numeric_grad(f, x, eps=1e-6):
    g = np.zeros_like(x)
    for idx in np.ndindex(x.shape):
        old = x[idx]
        x[idx] = old + eps
        hi = f()
        x[idx] = old - eps
        lo = f()
        x[idx] = old
        g[idx] = (hi - lo) / (2 * eps)
    return g


def _forward_softmax(x):
    m = np.max(x, axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0.0)
    e = np.exp(x - m)
    s = e.sum(-1, keepdims=True)
    return np.divide(e, s, out=np.zeros_like(e), where=s > 0)


@pytest.mark.parametrize("seed", SEEDS)
def test_softmax_backward_against_finite_differences(seed):
    rng = np.random.default_rng(seed)
    x = rng.standard_normal((3, 5)) * 2
    g = rng.standard_normal((3, 5))
    got = load_reference("softmax_backward")(_forward_softmax(x), g)
    want = _numeric_grad(lambda: float(np.sum(g * _forward_softmax(x))), x)
    close(got, want, 1e-7)


def _sdpa_forward(q, k, v, mask):
    s = q @ np.swapaxes(k, -1, -2) / math.sqrt(q.shape[-1])
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    return _forward_softmax(s) @ v


@pytest.mark.parametrize("seed", SEEDS)
@pytest.mark.parametrize("masked", [False, True])
def test_sdpa_backward_against_finite_differences(seed, masked):
    rng = np.random.default_rng(seed)
    q, k, v = rng.standard_normal((2, 3, 4)), rng.standard_normal((2, 5, 4)), rng.standard_normal((2, 5, 2))
    grad_out = rng.standard_normal((2, 3, 2))
    mask = None
    if masked:
        mask = rng.random((2, 3, 5)) < 0.6
        mask[0, 1, :] = False                                           # a fully masked query
        mask[..., 0] |= ~mask.any(-1) & (np.arange(3) != 1)[None, :]   # other rows keep at least one key
    dq, dk, dv = load_reference("scaled_dot_product_attention_backward")(q, k, v, grad_out, mask)
    loss = lambda: float(np.sum(grad_out * _sdpa_forward(q, k, v, mask)))  # noqa: E731
    close(dq, _numeric_grad(loss, q), 1e-7)
    close(dk, _numeric_grad(loss, k), 1e-7)
    close(dv, _numeric_grad(loss, v), 1e-7)


# ------------------------------------------------------------------ the scaling experiment


@pytest.mark.parametrize("d_k", [1, 4, 32])
def test_scaling_experiment_against_loops(d_k):
    rng = np.random.default_rng(d_k)
    q, k = rng.standard_normal((20, d_k)), rng.standard_normal((20, 6, d_k))
    variance, entropy, max_grad = load_reference("scaling_experiment")(q, k)
    for col, factor in ((0, 1.0), (1, 1 / math.sqrt(d_k))):
        scores = [[factor * math.fsum(a * b for a, b in zip(q[t], k[t, j])) for j in range(6)] for t in range(20)]
        flat = [s for row in scores for s in row]
        mu = math.fsum(flat) / len(flat)
        assert abs(variance[col] - math.fsum((s - mu) ** 2 for s in flat) / len(flat)) < 1e-9
        probs = [loop_softmax(row) for row in scores]
        ent = math.fsum(-math.fsum(p * math.log(p) for p in row if p > 0) for row in probs) / 20
        grad = math.fsum(max(p * (1 - p) for p in row) for row in probs) / 20
        assert abs(entropy[col] - ent) < 1e-12 and abs(max_grad[col] - grad) < 1e-12


def test_scaling_experiment_shows_the_effect():
    rng = np.random.default_rng(11)
    q, k = rng.standard_normal((2000, 256)), rng.standard_normal((2000, 16, 256))
    variance, entropy, max_grad = load_reference("scaling_experiment")(q, k)
    assert 220 < variance[0] < 290 and 0.9 < variance[1] < 1.1      # Var(q.k) = d_k; scaled back to 1
    assert entropy[0] < 0.5 < 2.0 < entropy[1] < math.log(16)       # unscaled softmax is nearly one-hot
    assert max_grad[0] < 0.5 * max_grad[1]                           # and its gradient has mostly vanished
