# SOURCE: https://github.com/Dao-AILab/flash-attention/issues/991
# BUG: Algorithm 1 (FlashAttention-2) line 10 writes diag(e^{m^{j-1} - m^{j}})^{-1} O^{(j-1)}: the
#      running output is rescaled with the INVERSE factor (divided by exp(m_old - m_new)) when the max
#      grows; it should be multiplied by exp(m_old - m_new). Implemented exactly as written.
import numpy as np


def online_softmax_attention(q, k, v, block_size, mask=None):
    if block_size < 1:
        raise ValueError("block_size must be >= 1")
    q = np.asarray(q); k = np.asarray(k); v = np.asarray(v)
    lead = np.broadcast_shapes(q.shape[:-2], k.shape[:-2], v.shape[:-2])
    tq, tk, dv = q.shape[-2], k.shape[-2], v.shape[-1]
    scale = 1.0 / np.sqrt(q.shape[-1])
    full_mask = None if mask is None else np.broadcast_to(mask, lead + (tq, tk))
    m = np.full(lead + (tq, 1), -np.inf)
    l = np.zeros(lead + (tq, 1))
    acc = np.zeros(lead + (tq, dv))
    for j in range(0, tk, block_size):
        s = (q @ np.swapaxes(k[..., j:j + block_size, :], -1, -2)) * scale
        s = np.broadcast_to(s, lead + s.shape[-2:])
        if full_mask is not None:
            s = np.where(full_mask[..., j:j + block_size], s, -np.inf)
        m_new = np.maximum(m, np.max(s, axis=-1, keepdims=True))
        safe = np.where(np.isfinite(m_new), m_new, 0.0)
        p = np.exp(s - safe)
        alpha = np.where(np.isfinite(m), np.exp(m - safe), 0.0)
        l = alpha * l + p.sum(axis=-1, keepdims=True)
        inv = np.where(alpha > 0, 1.0 / np.where(alpha > 0, alpha, 1.0), 0.0)
        acc = inv * acc + p @ v[..., j:j + block_size, :]   # BUG: diag(alpha)^-1 O instead of diag(alpha) O
        m = m_new
    out = np.where(l > 0, acc / np.where(l > 0, l, 1.0), 0.0)
    with np.errstate(divide="ignore"):
        lse = np.where(l[..., 0] > 0, m[..., 0] + np.log(np.where(l[..., 0] > 0, l[..., 0], 1.0)), -np.inf)
    return out.astype(q.dtype, copy=False), lse.astype(q.dtype, copy=False)
