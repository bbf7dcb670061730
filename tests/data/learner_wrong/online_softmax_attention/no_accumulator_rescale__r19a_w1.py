# MISTAKE: when a block raises the running max, only l is rescaled by alpha -- the accumulator acc is not (`acc = acc + p @ v_blk`).
import numpy as np


def online_softmax_attention(q, k, v, block_size, mask=None):
    if block_size < 1:
        raise ValueError("block_size must be at least 1")
    d = q.shape[-1]
    n_k = k.shape[-2]
    scores_all = np.einsum("...qd,...kd->...qk", q, k) / np.float32(np.sqrt(d)).astype(q.dtype)
    if mask is not None:
        scores_all = np.where(mask, scores_all, -np.inf)
    shape = scores_all.shape[:-1]
    m = np.full(shape, -np.inf, dtype=q.dtype)
    l = np.zeros(shape, dtype=q.dtype)
    acc = np.zeros(shape + (v.shape[-1],), dtype=q.dtype)
    for b0 in range(0, n_k, block_size):
        s = scores_all[..., b0:b0 + block_size]
        m_new = np.maximum(m, s.max(-1))
        base = np.where(np.isneginf(m_new), 0, m_new)
        p = np.exp(s - base[..., None])
        alpha = np.exp(m - base)
        l = alpha * l + p.sum(-1)
        acc = acc + np.einsum("...qk,...kd->...qd", p, v[..., b0:b0 + block_size, :])
        m = m_new
    safe_l = np.where(l > 0, l, 1)
    out = np.where((l > 0)[..., None], acc / safe_l[..., None], 0).astype(q.dtype)
    with np.errstate(divide="ignore"):
        lse = np.where(l > 0, m + np.log(safe_l), -np.inf).astype(q.dtype)
    return out, lse
