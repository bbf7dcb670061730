# WRONG (two mistakes): returns lse = log(l) without adding the running max m, and scales by np.sqrt(head_dim) (a float64 scalar) so float32 inputs give float64 output and lse.
import numpy as np


def online_softmax_attention(q, k, v, block_size, mask=None):
    if block_size < 1:
        raise ValueError("need block_size >= 1")
    n = k.shape[-2]
    s_full = q @ np.swapaxes(k, -1, -2) / np.sqrt(q.shape[-1])
    if mask is not None:
        s_full = np.where(mask, s_full, -np.inf)
    m = np.full(s_full.shape[:-1], -np.inf)
    l = np.zeros(s_full.shape[:-1])
    acc = np.zeros(s_full.shape[:-1] + (v.shape[-1],))
    for start in range(0, n, block_size):
        s = s_full[..., start:start + block_size]
        m_new = np.maximum(m, s.max(-1))
        safe = np.where(np.isneginf(m_new), 0.0, m_new)
        p = np.exp(s - safe[..., None])
        alpha = np.exp(np.where(np.isneginf(m), -np.inf, m - safe))
        l = alpha * l + p.sum(-1)
        acc = alpha[..., None] * acc + p @ v[..., start:start + block_size, :]
        m = m_new
    pos = l > 0
    out = np.where(pos[..., None], acc / np.where(pos, l, 1.0)[..., None], 0.0)
    with np.errstate(divide="ignore"):
        lse = np.log(l)
    return out.astype(s_full.dtype), lse
