# SOURCE: https://github.com/Dao-AILab/flash-attention/issues/897
# MISTAKE: The accumulator update omits the exp(m_old - m_new) correction factor (acc = acc + P V) while the running sum l is rescaled; contributions of earlier blocks stay on the scale of the old max, so the output is wrong whenever a later block raises the max (lse is still right).
import numpy as np


def online_softmax_attention(q, k, v, block_size, mask=None):
    if block_size < 1:
        raise ValueError(f"block_size must be >= 1, got {block_size}")
    q = np.asarray(q)
    k = np.asarray(k)
    v = np.asarray(v)
    dtype = q.dtype
    scale = 1.0 / np.sqrt(q.shape[-1])
    q_len, k_len = q.shape[-2], k.shape[-2]
    lead = np.broadcast_shapes(q.shape[:-2], k.shape[:-2], v.shape[:-2])
    if mask is not None:
        mask = np.broadcast_to(np.asarray(mask, dtype=bool), lead + (q_len, k_len))

    m = np.full(lead + (q_len, 1), -np.inf)
    l = np.zeros(lead + (q_len, 1))
    acc = np.zeros(lead + (q_len, v.shape[-1]))

    for start in range(0, k_len, block_size):
        kb = k[..., start:start + block_size, :]
        vb = v[..., start:start + block_size, :]
        s = (q @ np.swapaxes(kb, -1, -2)) * scale
        if mask is not None:
            s = np.where(mask[..., start:start + block_size], s, -np.inf)

        m_new = np.maximum(m, s.max(axis=-1, keepdims=True))
        m_safe = np.where(np.isfinite(m_new), m_new, 0.0)
        alpha = np.where(np.isfinite(m), np.exp(m - m_safe), 0.0)
        p = np.exp(s - m_safe)

        l = alpha * l + p.sum(axis=-1, keepdims=True)
        acc = acc + p @ vb
        m = m_new

    out = np.where(l > 0, acc / np.where(l > 0, l, 1.0), 0.0)
    with np.errstate(divide="ignore"):
        lse = np.where(l > 0, m + np.log(np.where(l > 0, l, 1.0)), -np.inf)[..., 0]
    return out.astype(dtype), lse.astype(dtype)
