# SOURCE: https://github.com/flashinfer-ai/flashinfer/pull/4401
# MISTAKE: No guard for a running max that is still -inf: for a block (or row) whose keys are all masked, alpha = exp(m - m_new) and p = exp(s - m_new) compute exp(-inf - (-inf)) = NaN, which poisons l and acc, so outputs/lse become NaN instead of the correct values (or 0 / -inf for a fully masked row).
import numpy as np


def online_softmax_attention(q, k, v, block_size, mask=None):
    if block_size < 1:
        raise ValueError("block_size must be >= 1")
    q = np.asarray(q)
    k = np.asarray(k)
    v = np.asarray(v)
    k_len = k.shape[-2]
    scale = 1.0 / np.sqrt(q.shape[-1])
    if mask is not None:
        mask = np.broadcast_to(np.asarray(mask, dtype=bool),
                               np.broadcast_shapes(q.shape[:-1] + (k_len,), np.shape(mask)))

    lead = q.shape[:-1]
    m = np.full(lead + (1,), -np.inf)
    l = np.zeros(lead + (1,))
    acc = np.zeros(lead + (v.shape[-1],))

    with np.errstate(invalid="ignore"):
        for start in range(0, k_len, block_size):
            stop = min(start + block_size, k_len)
            s = (q @ np.swapaxes(k[..., start:stop, :], -1, -2)) * scale
            if mask is not None:
                s = np.where(mask[..., start:stop], s, -np.inf)
            m_new = np.maximum(m, s.max(axis=-1, keepdims=True))
            alpha = np.exp(m - m_new)
            p = np.exp(s - m_new)
            l = alpha * l + p.sum(axis=-1, keepdims=True)
            acc = alpha * acc + p @ v[..., start:stop, :]
            m = m_new

        out = acc / l
        lse = (m + np.log(l))[..., 0]
    return out.astype(q.dtype), lse.astype(q.dtype)
