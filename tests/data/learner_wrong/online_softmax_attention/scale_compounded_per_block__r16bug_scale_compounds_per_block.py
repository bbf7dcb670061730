# https://github.com/flagos-ai/FlagGems/pull/424
# Bug: exp2 trick with `qk_scale *= log2(e)` INSIDE the key-block loop, so the scale is multiplied by 1.4427 again at every block: block j uses scale*log2e^(j+1); correct only when all keys fit in one block (output and lse wrong otherwise).
import numpy as np

LOG2E = 1.44269504


def online_softmax_attention(q, k, v, block_size, mask=None):
    if block_size < 1:
        raise ValueError("block_size must be >= 1")
    dt = q.dtype
    d = q.shape[-1]
    k_len = k.shape[-2]
    lead = np.broadcast_shapes(q.shape[:-2], k.shape[:-2], v.shape[:-2])
    q_len = q.shape[-2]
    full_mask = None
    if mask is not None:
        full_mask = np.broadcast_to(mask, lead + (q_len, k_len))
    m = np.full(lead + (q_len, 1), -np.inf)
    l = np.zeros(lead + (q_len, 1))
    acc = np.zeros(lead + (q_len, v.shape[-1]))
    qk_scale = 1.0 / np.sqrt(d)
    for start in range(0, k_len, block_size):
        kb = k[..., start:start + block_size, :]
        vb = v[..., start:start + block_size, :]
        qk = q @ np.swapaxes(kb, -1, -2)
        qk_scale *= LOG2E  # bug: compounds every iteration
        s = qk * qk_scale
        if full_mask is not None:
            s = np.where(full_mask[..., start:start + block_size], s, -np.inf)
        m_new = np.maximum(m, s.max(axis=-1, keepdims=True))
        safe = np.where(np.isfinite(m_new), m_new, 0.0)
        p = np.exp2(s - safe)
        alpha = np.where(np.isfinite(m), np.exp2(m - safe), 0.0)
        l = l * alpha + p.sum(axis=-1, keepdims=True)
        acc = acc * alpha + p @ vb
        m = m_new
    out = np.where(l > 0, acc / np.where(l > 0, l, 1), 0.0)
    with np.errstate(divide="ignore"):
        lse = np.where(l > 0, (m + np.log2(np.where(l > 0, l, 1))) / LOG2E, -np.inf)
    return out.astype(dt), lse[..., 0].astype(dt)
