# MISTAKE: forgotten step -- when a block raises the running max, l is rescaled by exp(m - m_new) but the accumulator acc is NOT rescaled.
import numpy as np


def online_softmax_attention(q, k, v, block_size, mask=None):
    if block_size < 1:
        raise ValueError("block_size must be >= 1")
    *lead, n_q, d = q.shape
    n_k = k.shape[-2]
    scores_shape = np.broadcast_shapes(q.shape[:-2], k.shape[:-2]) + (n_q, n_k)
    allow = np.ones(scores_shape, bool) if mask is None else np.broadcast_to(mask, scores_shape)
    m = np.full(scores_shape[:-1] + (1,), -np.inf)
    l = np.zeros_like(m)
    acc = np.zeros(scores_shape[:-1] + (v.shape[-1],))
    for b0 in range(0, n_k, block_size):
        kb = k[..., b0:b0 + block_size, :]
        vb = v[..., b0:b0 + block_size, :]
        s = np.einsum("...qd,...kd->...qk", q, kb) / np.sqrt(d)
        s = np.where(allow[..., b0:b0 + block_size], s, -np.inf)
        mb = np.maximum(m, s.max(-1, keepdims=True))
        ref = np.where(np.isneginf(mb), 0.0, mb)
        p = np.exp(s - ref)
        corr = np.where(np.isneginf(m), 0.0, np.exp(m - ref))
        l = l * corr + p.sum(-1, keepdims=True)
        acc = acc + p @ vb
        m = mb
    out = np.divide(acc, l, out=np.zeros_like(acc), where=l > 0)
    with np.errstate(divide="ignore"):
        lse = np.where(l > 0, m + np.log(np.maximum(l, 1e-300)), -np.inf)[..., 0]
    return out.astype(q.dtype), lse.astype(q.dtype)
