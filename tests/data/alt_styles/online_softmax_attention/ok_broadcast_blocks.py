"""Correct: a different helper structure: the mask broadcast, then sliced per block."""
import math
import numpy as np

def online_softmax_attention(q, k, v, block_size, mask=None):
    if block_size < 1:
        raise ValueError("block_size")
    shape = np.broadcast_shapes(q.shape[:-1], k.shape[:-2] + (1,))
    s_all = None
    out = np.zeros(shape + (v.shape[-1],))
    m = np.full(shape, -np.inf)
    l = np.zeros(shape)
    for j0 in range(0, k.shape[-2], block_size):
        kb, vb = k[..., j0:j0 + block_size, :], v[..., j0:j0 + block_size, :]
        s = q @ np.swapaxes(kb, -1, -2) / math.sqrt(q.shape[-1])
        if mask is not None:
            s = np.where(np.broadcast_to(mask, shape + (k.shape[-2],))[..., j0:j0 + block_size], s, -np.inf)
        m_new = np.maximum(m, s.max(-1))
        shift = np.where(np.isneginf(m_new), 0.0, m_new)
        p = np.exp(s - shift[..., None])
        scale = np.exp(m - shift)
        l = l * scale + p.sum(-1)
        out = out * scale[..., None] + p @ vb
        m = m_new
    good = l > 0
    out = np.where(good[..., None], out / np.where(good, l, 1)[..., None], 0.0)
    lse = np.where(good, m + np.log(np.where(good, l, 1)), -np.inf)
    return out.astype(q.dtype), lse.astype(q.dtype)
