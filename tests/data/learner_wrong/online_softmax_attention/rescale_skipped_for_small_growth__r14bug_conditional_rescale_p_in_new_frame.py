# https://github.com/ROCm/rocm-libraries/pull/6498 -- FA4-style conditional rescale: when the row max grows by <= tau (8 in log2 units) the accumulator is not rescaled and m stays m_old, but the block's p was already computed against m_new (missing the exp(m_new - m_old) correction): wrong whenever a later block raises the max a little (2+ blocks); lse off the same way.
import numpy as np

TAU = 8.0 * np.log(2.0)


def online_softmax_attention(q, k, v, block_size, mask=None):
    if block_size < 1:
        raise ValueError("block_size must be >= 1")
    dt = q.dtype
    q_len, k_len = q.shape[-2], k.shape[-2]
    lead = np.broadcast_shapes(q.shape[:-2], k.shape[:-2])
    if mask is not None:
        mask = np.broadcast_to(np.asarray(mask, dtype=bool), lead + (q_len, k_len))
    scale = 1.0 / np.sqrt(q.shape[-1])
    m = np.full(lead + (q_len, 1), -np.inf)
    l = np.zeros(lead + (q_len, 1))
    acc = np.zeros(lead + (q_len, v.shape[-1]))
    q64 = q.astype(np.float64)
    for st in range(0, k_len, block_size):
        kb = k[..., st:st + block_size, :].astype(np.float64)
        vb = v[..., st:st + block_size, :].astype(np.float64)
        s = (q64 @ np.swapaxes(kb, -1, -2)) * scale
        if mask is not None:
            s = np.where(mask[..., st:st + block_size], s, -np.inf)
        m_new = np.maximum(m, s.max(axis=-1, keepdims=True))
        safe = np.where(np.isfinite(m_new), m_new, 0.0)
        p = np.exp(s - safe)                       # p in the m_new frame
        rescale = (m_new - np.where(np.isfinite(m), m, -np.inf)) > TAU
        alpha = np.where(np.isfinite(m), np.exp(m - safe), 0.0)
        acc = np.where(rescale, alpha * acc, acc) + p @ vb
        l = np.where(rescale, alpha * l, l) + p.sum(axis=-1, keepdims=True)
        m = np.where(rescale, m_new, m)            # skip branch keeps m_old, p not corrected
    ok = l > 0
    out = np.where(ok, acc / np.where(ok, l, 1.0), 0.0)
    lse = np.where(ok, m + np.log(np.where(ok, l, 1.0)), -np.inf)[..., 0]
    return out.astype(dt), lse.astype(dt)
