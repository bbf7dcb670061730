# mistake: every block takes mask[..., :block_size] (the first block's mask columns) instead of the block's own columns
import numpy as np


def online_softmax_attention(q, k, v, block_size, mask=None):
    if block_size < 1:
        raise ValueError("block_size must be >= 1")
    scale = 1.0 / np.sqrt(q.shape[-1])
    q_len, k_len = q.shape[-2], k.shape[-2]
    lead = np.broadcast_shapes(q.shape[:-2], k.shape[:-2])
    m = np.full(lead + (q_len,), -np.inf)
    l = np.zeros(lead + (q_len,))
    acc = np.zeros(lead + (q_len, v.shape[-1]))
    for s0 in range(0, k_len, block_size):
        kb, vb = k[..., s0:s0 + block_size, :], v[..., s0:s0 + block_size, :]
        s = (q @ np.swapaxes(kb, -1, -2)) * scale
        if mask is not None:
            mb = np.broadcast_to(mask, lead + (q_len, k_len))[..., :kb.shape[-2]]
            s = np.where(mb, s, -np.inf)
        m_new = np.maximum(m, s.max(-1))
        ref = np.where(np.isneginf(m_new), 0.0, m_new)
        p = np.exp(s - ref[..., None])
        alpha = np.exp(np.where(np.isneginf(m), -np.inf, m - ref))
        l = alpha * l + p.sum(-1)
        acc = alpha[..., None] * acc + p @ vb
        m = m_new
    out = np.divide(acc, l[..., None], out=np.zeros_like(acc), where=l[..., None] > 0)
    with np.errstate(divide="ignore"):
        lse = np.where(l > 0, m + np.log(np.where(l > 0, l, 1)), -np.inf)
    return out.astype(q.dtype), lse.astype(q.dtype)
