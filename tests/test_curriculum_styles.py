"""Correct answers written in other styles (loops, einsum, different helper structure, lists
instead of tuples) are accepted: the curriculum's cases reject mistakes, not styles."""

from __future__ import annotations

import pytest

from grader.engine import grade

STYLES: dict[str, list[str]] = {
    "dot_similarity": ['''
import numpy as np

def dot_similarity(a, b):
    if a.shape[-1] != b.shape[-1]:
        raise ValueError("feature sizes differ")
    return np.einsum("...d,...d->...", a, b)
'''],
    "cosine_similarity": ['''
import numpy as np

def cosine_similarity(a, b):
    if np.shape(a)[-1] != np.shape(b)[-1]:
        raise ValueError("feature sizes differ")
    na = np.linalg.norm(a, axis=-1)
    nb = np.linalg.norm(b, axis=-1)
    dot = (a * b).sum(-1)
    denom = na * nb
    safe = np.where(denom == 0, 1, denom)
    return np.where(denom == 0, 0, dot / safe).astype(np.result_type(a, b))
'''],
    "attention_scores": ['''
import math
import numpy as np

def attention_scores(q, k):
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("d_k differs")
    return np.matmul(q, np.moveaxis(k, -1, -2)) / math.sqrt(q.shape[-1])
'''],
    "apply_mask": ['''
import numpy as np

def apply_mask(scores, mask):
    out = np.array(scores, copy=True)
    if mask is None:
        return out
    out, m = np.broadcast_arrays(out, mask)
    out = out.copy()
    out[~m] = -np.inf
    return out
'''],
    "qkv_projection": ['''
import numpy as np

def qkv_projection(x, w_q, w_k, w_v, b_q=None, b_k=None, b_v=None):
    outs = []
    for w, b in ((w_q, b_q), (w_k, b_k), (w_v, b_v)):
        y = np.einsum("...i,io->...o", x, w)
        outs.append(y if b is None else y + b)
    return outs  # a list is fine too
'''],
    "unpack_qkv": ['''
import numpy as np

def unpack_qkv(w_qkv, b_qkv=None):
    three_d, d = w_qkv.shape
    if three_d != 3 * d:
        raise ValueError("not [W_Q; W_K; W_V]")
    if b_qkv is None:
        b_qkv = np.zeros(3 * d, dtype=w_qkv.dtype)
    if b_qkv.shape != (3 * d,):
        raise ValueError("bias shape")
    ws = [blk.T.copy() for blk in np.split(w_qkv, 3, axis=0)]
    bs = [blk.copy() for blk in np.split(b_qkv, 3)]
    return (*ws, *bs)
'''],
    "layer_norm": ['''
import numpy as np

def layer_norm(x, gamma, beta, eps=1e-5):
    mu = x.mean(-1, keepdims=True)
    var = ((x - mu) ** 2).mean(-1, keepdims=True)
    return (x - mu) * (1 / np.sqrt(var + eps)).astype(x.dtype) * gamma + beta
'''],
    "residual_update": ['''
def residual_update(e, delta_e):
    if e.shape != delta_e.shape:
        raise ValueError(f"{e.shape} vs {delta_e.shape}")
    out = e.copy()
    out += delta_e
    return out
'''],
    "sinusoidal_positional_encoding": ['''
import math
import numpy as np

def sinusoidal_positional_encoding(seq_len, d_model):
    if d_model < 2 or d_model % 2 or seq_len < 0:
        raise ValueError("bad sizes")
    pe = np.zeros((seq_len, d_model))
    for pos in range(seq_len):
        for i in range(0, d_model, 2):
            angle = pos / 10000 ** (i / d_model)
            pe[pos, i] = math.sin(angle)
            pe[pos, i + 1] = math.cos(angle)
    return pe
'''],
    "apply_rope": ['''
import numpy as np

def apply_rope(x, positions, base=10000.0):
    d = x.shape[-1]
    if d % 2:
        raise ValueError("odd head_dim")
    h = d // 2
    inv_freq = 1.0 / base ** (np.arange(0, d, 2) / d)
    freqs = np.asarray(positions)[..., None] * inv_freq
    emb = np.concatenate([freqs, freqs], axis=-1)
    rot = np.concatenate([-x[..., h:], x[..., :h]], axis=-1)
    return (x * np.cos(emb) + rot * np.sin(emb)).astype(x.dtype)
'''],
    "grouped_query_attention": ['''
import math
import numpy as np

def grouped_query_attention(q, k, v, mask=None):
    b, H, lq, d = q.shape
    Hkv = k.shape[1]
    if H % Hkv:
        raise ValueError("groups")
    g = H // Hkv
    qg = q.reshape(b, Hkv, g, lq, d)            # query heads grouped under their K/V head
    s = np.einsum("bkgqd,bksd->bkgqs", qg, k) / math.sqrt(d)
    s = s.reshape(b, H, lq, k.shape[2])
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    m = s.max(-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0)
    e = np.exp(s - m)
    tot = e.sum(-1, keepdims=True)
    w = np.divide(e, tot, out=np.zeros_like(e), where=tot > 0)
    out = np.einsum("bkgqs,bksd->bkgqd", w.reshape(b, Hkv, g, lq, -1), v).reshape(b, H, lq, v.shape[-1])
    return out.astype(q.dtype), w.astype(q.dtype)
'''],
    "attend_with_cache": ['''
import math
import numpy as np

def attend_with_cache(q_new, k_cache, v_cache, k_new, v_new, key_padding_mask=None):
    if q_new.shape[-2] != k_new.shape[-2]:
        raise ValueError("t_new differs")
    K = np.concatenate((k_cache, k_new), axis=2)
    V = np.concatenate((v_cache, v_new), axis=2)
    T, n = K.shape[2], q_new.shape[2]
    if key_padding_mask is not None and key_padding_mask.shape[-1] != T:
        raise ValueError("mask length")
    out = np.zeros(q_new.shape[:-1] + (V.shape[-1],), dtype=q_new.dtype)
    for b in range(q_new.shape[0]):
        for h in range(q_new.shape[1]):
            for i in range(n):
                keys = [j for j in range(T - n + i + 1)
                        if key_padding_mask is None or key_padding_mask[b, j]]
                if not keys:
                    continue
                s = K[b, h, keys] @ q_new[b, h, i] / math.sqrt(q_new.shape[-1])
                w = np.exp(s - s.max())
                out[b, h, i] = (w / w.sum()) @ V[b, h, keys]
    return out, K, V
'''],
    "online_softmax_attention": ['''
import math
import numpy as np

def online_softmax_attention(q, k, v, block_size, mask=None):
    if block_size < 1:
        raise ValueError("block_size")
    shape = np.broadcast_shapes(q.shape[:-1], k.shape[:-2] + (1,))
    s_all = None
    out = np.zeros(shape + (v.shape[-1],))
    m = np.full(shape, -np.inf)
    l = np.zeros(shape)
    for j0 in range(0, k.shape[-2], block_size):
        kb, vb = k[..., j0:j0 + block_size, :], v[..., j0:j0 + block_size, :]
        s = q @ np.swapaxes(kb, -1, -2) / math.sqrt(q.shape[-1])
        if mask is not None:
            s = np.where(np.broadcast_to(mask, shape + (k.shape[-2],))[..., j0:j0 + block_size], s, -np.inf)
        m_new = np.maximum(m, s.max(-1))
        shift = np.where(np.isneginf(m_new), 0.0, m_new)
        p = np.exp(s - shift[..., None])
        scale = np.exp(m - shift)
        l = l * scale + p.sum(-1)
        out = out * scale[..., None] + p @ vb
        m = m_new
    good = l > 0
    out = np.where(good[..., None], out / np.where(good, l, 1)[..., None], 0.0)
    lse = np.where(good, m + np.log(np.where(good, l, 1)), -np.inf)
    return out.astype(q.dtype), lse.astype(q.dtype)
'''],
    "softmax_backward": ['''
import numpy as np

def softmax_backward(y, grad_y):
    if y.shape != grad_y.shape:
        raise ValueError("shapes")
    out = np.empty_like(y)
    for idx in np.ndindex(y.shape[:-1]):
        row, g = y[idx], grad_y[idx]
        jac = np.diag(row) - np.outer(row, row)     # the full Jacobian, row by row: slow but right
        out[idx] = jac @ g
    return out
'''],
    "scaled_dot_product_attention_backward": ['''
import math
import numpy as np

def scaled_dot_product_attention_backward(q, k, v, grad_out, mask=None):
    c = 1 / math.sqrt(q.shape[-1])
    s = np.einsum("...qd,...kd->...qk", q, k) * c
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    mx = np.max(s, -1, keepdims=True)
    mx = np.where(np.isfinite(mx), mx, 0)
    e = np.exp(s - mx)
    z = e.sum(-1, keepdims=True)
    p = np.divide(e, z, out=np.zeros_like(e), where=z > 0)
    dv = np.einsum("...qk,...qd->...kd", p, grad_out)
    dp = np.einsum("...qd,...kd->...qk", grad_out, v)
    ds = p * dp - p * (p * dp).sum(-1, keepdims=True)
    dq = np.einsum("...qk,...kd->...qd", ds, k) * c
    dk = np.einsum("...qk,...qd->...kd", ds, q) * c
    return [dq.astype(q.dtype), dk.astype(q.dtype), dv.astype(q.dtype)]
'''],
    "scaling_experiment": ['''
import math
import numpy as np

def scaling_experiment(q, k):
    if q.ndim != 2 or k.ndim != 3 or q.shape[0] != k.shape[0] or q.shape[1] != k.shape[2]:
        raise ValueError("shapes")
    raw = (k @ q[:, :, None])[..., 0]
    var, ent, grad = [], [], []
    for s in (raw, raw / math.sqrt(q.shape[1])):
        p = np.exp(s - s.max(-1, keepdims=True))
        p /= p.sum(-1, keepdims=True)
        with np.errstate(divide="ignore", invalid="ignore"):
            h = -np.where(p > 0, p * np.log(p), 0.0).sum(-1)
        var.append(s.var())
        ent.append(h.mean())
        grad.append((p * (1 - p)).max(-1).mean())
    return np.array(var), np.array(ent), np.array(grad)
'''],
}

CASES = [(ex, i, src) for ex, srcs in STYLES.items() for i, src in enumerate(srcs)]


@pytest.mark.parametrize("exercise,i,source", CASES, ids=[f"{e}-{i}" for e, i, _ in CASES])
def test_other_correct_style_is_accepted(exercise, i, source):
    report = grade(exercise, source)
    assert report.verdict == "accepted", [(c.name, c.verdict, c.message) for c in report.cases if c.verdict != "accepted"]
