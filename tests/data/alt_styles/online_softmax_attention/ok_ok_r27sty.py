# CORRECT: explicit Python loop over key blocks carrying (m, l, acc), with the shift pinned to 0 while a row's running max is still -inf.
import math
import numpy as np


def online_softmax_attention(q, k, v, block_size, mask=None):
    if int(block_size) != block_size or block_size < 1:
        raise ValueError("block_size must be an integer >= 1")
    block_size = int(block_size)
    q = np.asarray(q)
    k = np.asarray(k)
    v = np.asarray(v)
    dt = np.result_type(q, k, v)
    k_len = k.shape[-2]
    scale = 1.0 / math.sqrt(q.shape[-1])
    lead = np.broadcast_shapes(q.shape[:-2], k.shape[:-2], v.shape[:-2])
    if mask is not None:
        mask = np.asarray(mask, dtype=bool)
        lead = np.broadcast_shapes(lead, mask.shape[:-2])
    q_len = q.shape[-2]
    m = np.full(lead + (q_len, 1), -np.inf, dtype=dt)
    l = np.zeros(lead + (q_len, 1), dtype=dt)
    acc = np.zeros(lead + (q_len, v.shape[-1]), dtype=dt)
    for start in range(0, k_len, block_size):
        stop = min(start + block_size, k_len)
        kb = k[..., start:stop, :]
        vb = v[..., start:stop, :]
        s = (q @ np.swapaxes(kb, -1, -2)) * scale
        if mask is not None:
            mb = np.broadcast_to(mask, mask.shape[:-1] + (k_len,))[..., start:stop]
            s = np.where(mb, s, -np.inf)
        m_new = np.maximum(m, s.max(axis=-1, keepdims=True))
        shift = np.where(np.isneginf(m_new), 0.0, m_new)
        p = np.exp(s - shift)
        alpha = np.exp(m - shift)
        l = alpha * l + p.sum(axis=-1, keepdims=True)
        acc = alpha * acc + p @ vb
        m = m_new
    safe_l = np.where(l > 0, l, 1.0)
    out = np.where(l > 0, acc / safe_l, 0.0)
    with np.errstate(divide="ignore"):
        lse = np.where(l > 0, m + np.log(safe_l), -np.inf)
    return out.astype(dt, copy=False), lse[..., 0].astype(dt, copy=False)
