# MISTAKE: The number of blocks is k_len // block_size, so the shorter last block is silently skipped whenever block_size does not divide k_len.
# MISTAKE: No guard while the running max is still -inf: a fully masked leading block computes exp(-inf - (-inf)) = NaN, which poisons l, acc and the output.
import numpy as np


def online_softmax_attention(q, k, v, block_size, mask=None):
    if block_size < 1:
        raise ValueError("block_size < 1")
    d = q.shape[-1]
    k_len = k.shape[-2]
    scores_shape = np.broadcast_shapes(q.shape[:-1], k.shape[:-2] + (1,))
    m = np.full(scores_shape + (1,), -np.inf)
    l = np.zeros(scores_shape + (1,))
    acc = 0.0
    n_blocks = k_len // block_size
    for b in range(n_blocks):
        sl = slice(b * block_size, (b + 1) * block_size)
        s = q @ np.swapaxes(k[..., sl, :], -1, -2) / np.sqrt(d)
        if mask is not None:
            s = np.where(np.broadcast_to(mask, s.shape[:-1] + (k_len,))[..., sl], s, -np.inf)
        m_new = np.maximum(m, s.max(axis=-1, keepdims=True))
        alpha = np.exp(m - m_new)
        p = np.exp(s - m_new)
        l = alpha * l + p.sum(axis=-1, keepdims=True)
        acc = alpha * acc + p @ v[..., sl, :]
        m = m_new
    out = acc / l
    lse = (m + np.log(l))[..., 0]
    return out.astype(q.dtype), lse.astype(q.dtype)
