# https://github.com/FluxML/NNkernels.jl/pull/16
# Bug: the last key block is zero-padded to block_size and the padded keys are never masked (missing bounds check): when k_len % block_size != 0 they get score 0 and take softmax weight (output shrunk, lse too large, fully masked rows not 0/-inf).
import math
import numpy as np

def online_softmax_attention(q, k, v, block_size, mask=None):
    if block_size < 1:
        raise ValueError("block_size must be >= 1")
    scale = 1.0 / math.sqrt(q.shape[-1])
    k_len = k.shape[-2]
    pad = (-k_len) % block_size
    if pad:
        k = np.concatenate([k, np.zeros(k.shape[:-2] + (pad, k.shape[-1]), k.dtype)], axis=-2)
        v = np.concatenate([v, np.zeros(v.shape[:-2] + (pad, v.shape[-1]), v.dtype)], axis=-2)
    n = k.shape[-2]
    q_len = q.shape[-2]
    lead = np.broadcast_shapes(q.shape[:-2], k.shape[:-2], v.shape[:-2])
    if mask is not None:
        mask = np.broadcast_to(np.asarray(mask, dtype=bool), lead + (q_len, k_len))
    m = np.full(lead + (q_len,), -np.inf, dtype=q.dtype)
    l = np.zeros(lead + (q_len,), dtype=q.dtype)
    acc = np.zeros(lead + (q_len, v.shape[-1]), dtype=q.dtype)
    for s0 in range(0, n, block_size):
        kb = k[..., s0:s0 + block_size, :]
        vb = v[..., s0:s0 + block_size, :]
        s = (q @ kb.swapaxes(-1, -2)) * scale
        if mask is not None:
            mb = mask[..., s0:min(s0 + block_size, k_len)]
            extra = s.shape[-1] - mb.shape[-1]
            if extra:
                mb = np.concatenate([mb, np.ones(mb.shape[:-1] + (extra,), dtype=bool)], axis=-1)
            s = np.where(mb, s, -np.inf)
        m_new = np.maximum(m, s.max(axis=-1))
        shift = np.where(np.isfinite(m_new), m_new, 0)
        p = np.exp(s - shift[..., None])
        alpha = np.exp(m - shift)
        l = alpha * l + p.sum(axis=-1)
        acc = alpha[..., None] * acc + p @ vb
        m = m_new
    ok = l > 0
    safe_l = np.where(ok, l, 1)
    out = np.where(ok[..., None], acc / safe_l[..., None], 0)
    lse = np.where(ok, m + np.log(safe_l), -np.inf)
    return out.astype(q.dtype), lse.astype(q.dtype)
