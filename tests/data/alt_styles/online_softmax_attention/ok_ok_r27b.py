# CORRECT: loop over key blocks with running max/sum/accumulator, rescale both by alpha, shift by 0 while the max is -inf, final acc / l and lse = m + log l.
import numpy as np


def online_softmax_attention(q, k, v, block_size, mask=None):
    if int(block_size) != block_size or block_size < 1:
        raise ValueError("block_size must be an integer >= 1")
    block_size = int(block_size)
    q = np.asarray(q)
    k = np.asarray(k)
    v = np.asarray(v)
    dt = np.result_type(q, k, v)
    scale = 1.0 / np.sqrt(q.shape[-1])
    k_len = k.shape[-2]
    s_full_shape = np.broadcast_shapes(q.shape[:-2], k.shape[:-2], v.shape[:-2]) + (q.shape[-2], k_len)
    if mask is not None:
        mask = np.broadcast_to(np.asarray(mask, dtype=bool), s_full_shape)

    lead = s_full_shape[:-1]
    m = np.full(lead + (1,), -np.inf)
    l = np.zeros(lead + (1,))
    acc = np.zeros(lead + (v.shape[-1],))
    for start in range(0, k_len, block_size):
        stop = min(start + block_size, k_len)
        kb = k[..., start:stop, :]
        vb = v[..., start:stop, :]
        s = (q @ np.swapaxes(kb, -1, -2)).astype(np.float64) * scale
        if mask is not None:
            s = np.where(mask[..., start:stop], s, -np.inf)
        m_new = np.maximum(m, s.max(axis=-1, keepdims=True))
        shift = np.where(np.isneginf(m_new), 0.0, m_new)
        p = np.exp(s - shift)
        alpha = np.exp(m - shift)
        l = alpha * l + p.sum(axis=-1, keepdims=True)
        acc = alpha * acc + p @ vb
        m = m_new
    out = np.divide(acc, l, out=np.zeros_like(acc), where=l > 0)
    with np.errstate(divide="ignore"):
        lse = np.where(l > 0, m + np.log(np.where(l > 0, l, 1.0)), -np.inf)
    return out.astype(dt, copy=False), lse[..., 0].astype(dt, copy=False)
