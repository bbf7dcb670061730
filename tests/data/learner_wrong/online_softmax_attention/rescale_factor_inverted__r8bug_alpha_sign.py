# https://github.com/deepseek-ai/FlashMLA/pull/177 — rescale factor with the sign flipped, alpha = exp(m_new - m_old) instead of exp(m_old - m_new), whenever the running max grows after the first finite block; everything else correct.
import numpy as np


def online_softmax_attention(q, k, v, block_size, mask=None):
    if block_size < 1:
        raise ValueError("block_size must be >= 1")
    d = q.shape[-1]
    s_all = q.astype(np.float64) @ np.swapaxes(k, -1, -2).astype(np.float64) / np.sqrt(d)
    if mask is not None:
        s_all = np.where(mask, s_all, -np.inf)
    k_len = k.shape[-2]
    lead = s_all.shape[:-1]
    m = np.full(lead + (1,), -np.inf)
    l = np.zeros(lead + (1,))
    acc = np.zeros(lead + (v.shape[-1],))
    vv = v.astype(np.float64)
    for start in range(0, k_len, block_size):
        s = s_all[..., start:start + block_size]
        m_new = np.maximum(m, s.max(axis=-1, keepdims=True))
        shift = np.where(np.isfinite(m_new), m_new, 0.0)
        p = np.exp(s - shift)
        alpha = np.where(np.isfinite(m), np.exp(m_new - np.where(np.isfinite(m), m, 0.0)), 0.0)
        l = alpha * l + p.sum(axis=-1, keepdims=True)
        acc = alpha * acc + p @ vv[..., start:start + block_size, :]
        m = m_new
    out = np.where(l > 0, acc / np.where(l > 0, l, 1.0), 0.0)
    with np.errstate(divide="ignore"):
        lse = np.where(l[..., 0] > 0, m[..., 0] + np.log(np.where(l[..., 0] > 0, l[..., 0], 1.0)), -np.inf)
    return out.astype(q.dtype), lse.astype(q.dtype)
