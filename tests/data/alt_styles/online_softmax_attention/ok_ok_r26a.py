# CORRECT: block loop with running max/sum/accumulator, rescaling both by alpha, a 0 shift while the max is -inf, output acc/l and lse m + log l.
import math
import numpy as np


def online_softmax_attention(q, k, v, block_size, mask=None):
    if int(block_size) != block_size or block_size < 1:
        raise ValueError("block_size must be an integer >= 1")
    block_size = int(block_size)
    q, k, v = np.asarray(q), np.asarray(k), np.asarray(v)
    dtype = np.result_type(q, k, v)
    scale = 1.0 / math.sqrt(q.shape[-1])
    k_len = k.shape[-2]
    lead = np.broadcast_shapes(q.shape[:-2], k.shape[:-2], v.shape[:-2])
    q_len = q.shape[-2]
    full_mask = None
    if mask is not None:
        full_mask = np.broadcast_to(np.asarray(mask, dtype=bool), lead + (q_len, k_len))

    m = np.full(lead + (q_len, 1), -np.inf)
    l = np.zeros(lead + (q_len, 1))
    acc = np.zeros(lead + (q_len, v.shape[-1]))
    for start in range(0, k_len, block_size):
        end = min(start + block_size, k_len)
        kb = k[..., start:end, :]
        vb = v[..., start:end, :]
        s = (q @ np.swapaxes(kb, -1, -2)).astype(np.float64) * scale
        if full_mask is not None:
            s = np.where(full_mask[..., start:end], s, -np.inf)
        m_new = np.maximum(m, s.max(axis=-1, keepdims=True))
        shift = np.where(np.isfinite(m_new), m_new, 0.0)
        p = np.exp(s - shift)
        alpha = np.exp(m - shift)
        l = alpha * l + p.sum(axis=-1, keepdims=True)
        acc = alpha * acc + p @ vb
        m = m_new
    out = np.divide(acc, l, out=np.zeros_like(acc), where=l > 0)
    with np.errstate(divide="ignore"):
        lse = np.where(l > 0, m + np.log(np.where(l > 0, l, 1.0)), -np.inf)[..., 0]
    return out.astype(dtype), lse.astype(dtype)
