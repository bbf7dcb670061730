# MISTAKE: when a block raises the running max only the running sum l is rescaled by exp(m - m_new); the accumulator acc is not, so the output is wrong whenever the max grows after the first block.
import numpy as np


def online_softmax_attention(q, k, v, block_size, mask=None):
    if block_size < 1:
        raise ValueError("block_size must be >= 1")
    d = q.shape[-1]
    n = k.shape[-2]
    lead = np.broadcast_shapes(q.shape[:-1], k.shape[:-2] + (1,))
    m = np.full(lead, -np.inf)
    l = np.zeros(lead)
    acc = np.zeros(lead + (v.shape[-1],))
    if mask is not None:
        mask = np.broadcast_to(mask, lead + (n,))
    for j0 in range(0, n, block_size):
        j1 = min(n, j0 + block_size)
        s = np.einsum("...qd,...kd->...qk", q, k[..., j0:j1, :]) / np.sqrt(d)
        if mask is not None:
            s = np.where(mask[..., j0:j1], s, -np.inf)
        m_new = np.maximum(m, s.max(axis=-1))
        base = np.where(np.isneginf(m_new), 0.0, m_new)
        p = np.exp(s - base[..., None])
        l = l * np.exp(m - base) + p.sum(axis=-1)
        acc = acc + np.einsum("...qk,...kd->...qd", p, v[..., j0:j1, :])
        m = m_new
    safe_l = np.where(l > 0, l, 1.0)
    out = np.where(l[..., None] > 0, acc / safe_l[..., None], 0.0)
    with np.errstate(divide="ignore"):
        lse = np.where(l > 0, m + np.log(safe_l), -np.inf)
    return out.astype(q.dtype), lse.astype(q.dtype)
