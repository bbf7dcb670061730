# MISTAKE: (1) a leading run of fully masked keys is not handled: with m = -inf the correction exp(m - m_new) = exp(-inf - -inf) gives NaN; (2) the block loop steps by block_size but stops at k_len - block_size (range(0, k_len - block_size + 1, ...)), dropping a shorter last block.
import numpy as np

def online_softmax_attention(q, k, v, block_size, mask=None):
    if block_size < 1:
        raise ValueError("bad block size")
    Tq, Tk = q.shape[-2], k.shape[-2]
    lead = np.broadcast_shapes(q.shape[:-2], k.shape[:-2])
    mk = None if mask is None else np.broadcast_to(mask, lead + (Tq, Tk))
    m = np.full(lead + (Tq,), -np.inf)
    l = np.zeros(lead + (Tq,))
    acc = np.zeros(lead + (Tq, v.shape[-1]))
    for b0 in range(0, Tk - block_size + 1, block_size):
        sl = slice(b0, b0 + block_size)
        s = q @ np.swapaxes(k[..., sl, :], -1, -2) / np.sqrt(q.shape[-1])
        if mk is not None:
            s = np.where(mk[..., sl], s, -np.inf)
        m_new = np.maximum(m, s.max(-1))
        c = np.exp(m - m_new)
        p = np.exp(s - m_new[..., None])
        l = c * l + p.sum(-1)
        acc = c[..., None] * acc + p @ v[..., sl, :]
        m = m_new
    out = np.where(l[..., None] > 0, acc / np.where(l > 0, l, 1)[..., None], 0)
    lse = np.where(l > 0, m + np.log(np.where(l > 0, l, 1)), -np.inf)
    return out.astype(q.dtype), lse.astype(q.dtype)
