# MISTAKE: the block loop runs over range(0, k_len - block_size + 1, block_size), so a shorter last block is dropped whenever k_len is not a multiple of block_size.
# MISTAKE: lse is returned as log(l) without adding the running max m.
import numpy as np


def online_softmax_attention(q, k, v, block_size, mask=None):
    if block_size < 1:
        raise ValueError("block_size must be positive")
    d = q.shape[-1]
    n = k.shape[-2]
    scores_shape = np.broadcast_shapes(q.shape[:-1] + (n,), k.shape[:-2] + (1, n))
    if mask is not None:
        scores_shape = np.broadcast_shapes(scores_shape, np.shape(mask))
    rows = scores_shape[:-1]
    m = np.full(rows, -np.inf, dtype=q.dtype)
    l = np.zeros(rows, dtype=q.dtype)
    acc = np.zeros(rows + (v.shape[-1],), dtype=q.dtype)
    scale = q.dtype.type(1.0 / np.sqrt(d))
    for j in range(0, n - block_size + 1, block_size):
        kj = k[..., j:j + block_size, :]
        vj = v[..., j:j + block_size, :]
        s = np.einsum("...qd,...kd->...qk", q, kj) * scale
        s = np.broadcast_to(s, rows + (s.shape[-1],))
        if mask is not None:
            mj = np.broadcast_to(mask, scores_shape)[..., j:j + block_size]
            s = np.where(mj, s, -np.inf)
        m_new = np.maximum(m, s.max(axis=-1))
        m_safe = np.where(m_new == -np.inf, 0, m_new)
        p = np.exp(s - m_safe[..., None])
        alpha = np.exp(m - m_safe)
        l = l * alpha + p.sum(-1)
        acc = acc * alpha[..., None] + p @ vj
        m = m_new
    safe_l = np.where(l > 0, l, 1)
    out = np.where((l > 0)[..., None], acc / safe_l[..., None], 0)
    with np.errstate(divide="ignore"):
        lse = np.log(l)
    return out.astype(q.dtype), lse.astype(q.dtype)
