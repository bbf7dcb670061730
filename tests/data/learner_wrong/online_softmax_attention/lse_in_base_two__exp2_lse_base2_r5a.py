# mistake: FlashAttention-2 style exp2 with scores * log2(e) (output right), but lse returned in base-2 units (m + log2 l) instead of natural log
import numpy as np

LOG2E = 1.4426950408889634


def online_softmax_attention(q, k, v, block_size, mask=None):
    if block_size < 1:
        raise ValueError("block_size must be >= 1")
    s_all = (q @ np.swapaxes(k, -1, -2)) * (LOG2E / np.sqrt(q.shape[-1]))
    if mask is not None:
        s_all = np.where(mask, s_all, -np.inf)
    m = np.full(s_all.shape[:-1], -np.inf)
    l = np.zeros(s_all.shape[:-1])
    acc = np.zeros(s_all.shape[:-1] + (v.shape[-1],))
    for j in range(0, s_all.shape[-1], block_size):
        s = s_all[..., j:j + block_size]
        m_new = np.maximum(m, s.max(-1))
        c = np.where(np.isneginf(m_new), 0.0, m_new)
        p = np.exp2(s - c[..., None])
        a = np.exp2(np.where(np.isneginf(m), -np.inf, m - c))
        l = a * l + p.sum(-1)
        acc = a[..., None] * acc + p @ v[..., j:j + block_size, :]
        m = m_new
    out = np.divide(acc, l[..., None], out=np.zeros_like(acc), where=l[..., None] > 0)
    with np.errstate(divide="ignore"):
        lse = np.where(l > 0, m + np.log2(np.where(l > 0, l, 1)), -np.inf)
    return out.astype(q.dtype), lse.astype(q.dtype)
