# When the running max grows, only l is multiplied by alpha = exp(m - m_new); acc is not rescaled (acc += p @ v_block only), so the output is wrong whenever a later block raises the max.
import math
import numpy as np


def online_softmax_attention(q, k, v, block_size, mask=None):
    if block_size < 1:
        raise ValueError("block_size < 1")
    n_k = k.shape[-2]
    scale = 1 / math.sqrt(q.shape[-1])
    out_shape = np.broadcast_shapes(q.shape[:-1], k.shape[:-2] + (q.shape[-2],))
    m = np.full(out_shape, -np.inf, dtype=q.dtype)
    l = np.zeros(out_shape, dtype=q.dtype)
    acc = np.zeros(out_shape + (v.shape[-1],), dtype=q.dtype)
    if mask is not None:
        mask = np.broadcast_to(mask, out_shape + (n_k,))
    for j in range(0, n_k, block_size):
        s = q @ np.swapaxes(k[..., j:j + block_size, :], -1, -2) * scale
        if mask is not None:
            s = np.where(mask[..., j:j + block_size], s, -np.inf)
        m_new = np.maximum(m, s.max(-1))
        safe = np.where(np.isinf(m_new), 0.0, m_new)
        p = np.exp(s - safe[..., None])
        l = np.exp(m - safe) * l + p.sum(-1)
        acc = acc + p @ v[..., j:j + block_size, :]
        m = m_new
    out = np.where(l[..., None] > 0, acc / np.where(l > 0, l, 1)[..., None], 0.0)
    lse = np.where(l > 0, m + np.log(np.where(l > 0, l, 1)), -np.inf)
    return out.astype(q.dtype), lse.astype(q.dtype)
