# SOURCE: https://github.com/tspeterkim/flash-attention-minimal/pull/2
# MISTAKE: the key-block loop does not stop at the sequence length: the last block is always a full block_size
#          wide, reading zero-filled key/value rows past k_len, and those phantom keys (score 0) are not masked, so
#          they add exp(0 - m) to the running sum whenever k_len is not a multiple of block_size.
import numpy as np


def online_softmax_attention(q, k, v, block_size, mask=None):
    if block_size < 1:
        raise ValueError("block_size must be >= 1")
    d = q.shape[-1]
    scale = 1.0 / np.sqrt(d)
    q_len, k_len = q.shape[-2], k.shape[-2]
    lead = np.broadcast_shapes(q.shape[:-2], k.shape[:-2], v.shape[:-2])

    n_blocks = (k_len + block_size - 1) // block_size
    padded = n_blocks * block_size
    pad = [(0, 0)] * (k.ndim - 2) + [(0, padded - k_len), (0, 0)]
    k_buf = np.pad(k, pad)          # buffer of Tc * Bc rows, tail left at zero
    v_buf = np.pad(v, pad)
    if mask is not None:
        mask = np.broadcast_to(mask, lead + (q_len, k_len))
        mask = np.concatenate(
            [mask, np.ones(lead + (q_len, padded - k_len), dtype=bool)], axis=-1)

    m = np.full(lead + (q_len,), -np.inf)
    l = np.zeros(lead + (q_len,))
    acc = np.zeros(lead + (q_len, v.shape[-1]))
    for j in range(n_blocks):
        kb = k_buf[..., j * block_size:(j + 1) * block_size, :]
        vb = v_buf[..., j * block_size:(j + 1) * block_size, :]
        s = (q @ np.swapaxes(kb, -1, -2)) * scale
        if mask is not None:
            s = np.where(mask[..., j * block_size:(j + 1) * block_size], s, -np.inf)
        m_new = np.maximum(m, s.max(axis=-1))
        m_safe = np.where(np.isfinite(m_new), m_new, 0.0)
        alpha = np.where(np.isfinite(m), np.exp(m - m_safe), 0.0)
        p = np.exp(s - m_safe[..., None])
        l = alpha * l + p.sum(axis=-1)
        acc = alpha[..., None] * acc + p @ vb
        m = m_new

    safe_l = np.where(l > 0, l, 1.0)
    out = np.where(l[..., None] > 0, acc / safe_l[..., None], 0.0)
    lse = np.where(l > 0, m + np.log(safe_l), -np.inf)
    return out.astype(q.dtype), lse.astype(q.dtype)
