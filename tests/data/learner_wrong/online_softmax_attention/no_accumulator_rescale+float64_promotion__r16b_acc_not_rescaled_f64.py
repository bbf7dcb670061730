# wrong: two mistakes - when the max grows only l is multiplied by alpha, acc is not rescaled (acc = acc + p @ v), and acc/l/m start as default float64 arrays so float32 inputs return float64 output and lse
import numpy as np


def online_softmax_attention(q, k, v, block_size, mask=None):
    if block_size < 1:
        raise ValueError("block_size must be >= 1")
    n = k.shape[-2]
    scale = 1 / np.sqrt(q.shape[-1])
    m = np.full(q.shape[:-1], -np.inf)
    l = np.zeros(q.shape[:-1])
    acc = np.zeros(q.shape[:-1] + (v.shape[-1],))
    for j0 in range(0, n, block_size):
        kb, vb = k[..., j0:j0 + block_size, :], v[..., j0:j0 + block_size, :]
        s = np.einsum('...qd,...kd->...qk', q, kb) * scale
        if mask is not None:
            mb = np.broadcast_to(mask, s.shape[:-1] + (n,))[..., j0:j0 + block_size]
            s = np.where(mb, s, -np.inf)
        m_new = np.maximum(m, s.max(-1))
        safe = np.where(np.isneginf(m_new), 0.0, m_new)
        p = np.exp(s - safe[..., None])
        alpha = np.exp(m - safe)
        l = alpha * l + p.sum(-1)
        acc = acc + np.einsum('...qk,...kd->...qd', p, vb)
        m = m_new
    out = np.where(l[..., None] > 0, acc / np.maximum(l, 1e-300)[..., None], 0.0)
    with np.errstate(divide='ignore'):
        lse = m + np.log(l)
    lse = np.where(l > 0, lse, -np.inf)
    return out, lse
