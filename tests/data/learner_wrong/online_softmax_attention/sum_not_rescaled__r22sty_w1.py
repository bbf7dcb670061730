# MISTAKE: when a block raises the running max, only the accumulator acc is rescaled by exp(m - m_new); the running sum l is not, so the normaliser is wrong as soon as there are several blocks.
import numpy as np


def online_softmax_attention(q, k, v, block_size, mask=None):
    if block_size < 1:
        raise ValueError("block_size must be at least 1")
    k_len = k.shape[-2]
    scale = 1.0 / np.sqrt(q.shape[-1])
    m = l = acc = None
    for j0 in range(0, k_len, block_size):
        kb = k[..., j0:j0 + block_size, :]
        vb = v[..., j0:j0 + block_size, :]
        s = np.einsum("...qd,...kd->...qk", q, kb) * scale
        if mask is not None:
            mb = np.broadcast_to(mask, np.broadcast_shapes(np.shape(mask), q.shape[:-1] + (k_len,)))
            s = np.where(mb[..., j0:j0 + block_size], s, -np.inf)
        if m is None:
            m = np.full(s.shape[:-1], -np.inf)
            l = np.zeros(s.shape[:-1])
            acc = np.zeros(s.shape[:-1] + (v.shape[-1],))
        m_new = np.maximum(m, s.max(-1))
        safe = np.where(np.isinf(m_new), 0.0, m_new)
        alpha = np.exp(m - safe)
        p = np.exp(s - safe[..., None])
        l = l + p.sum(-1)
        acc = acc * alpha[..., None] + np.einsum("...qk,...kd->...qd", p, vb)
        m = m_new
    has = l > 0
    out = np.where(has[..., None], acc / np.where(has, l, 1)[..., None], 0.0)
    lse = np.where(has, m + np.log(np.where(has, l, 1)), -np.inf)
    return out.astype(q.dtype), lse.astype(q.dtype)
