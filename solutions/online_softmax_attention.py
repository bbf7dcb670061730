"""Reference: attention computed by streaming over key blocks (the FlashAttention recurrence).

Milakov & Gimelshein 2018 ("Online normalizer calculation for softmax") and Dao et al. 2022
(FlashAttention, Algorithm 1): keep, for every query row, the running maximum m, the running sum
l = sum exp(s - m) and the running un-normalised output acc = sum exp(s - m) v. When a new block
raises the maximum to m', everything accumulated so far is rescaled by exp(m - m'). At the end
output = acc / l and logsumexp = m + log l (what FlashAttention saves for the backward pass).
The scores of all keys never exist at once: memory is O(block_size) per query instead of O(k_len).
"""

import numpy as np


def online_softmax_attention(q, k, v, block_size, mask=None):
    """Returns (output (..., q_len, d_v), lse (..., q_len)) computed block by block over the keys."""
    q, k, v = np.asarray(q), np.asarray(k), np.asarray(v)
    if not isinstance(block_size, (int, np.integer)) or block_size < 1:
        raise ValueError(f"block_size must be a positive integer, got {block_size!r}")
    if q.shape[-1] != k.shape[-1] or k.shape[-2] != v.shape[-2]:
        raise ValueError("q and k need the same head_dim, k and v the same k_len")
    q_len, k_len = q.shape[-2], k.shape[-2]
    lead = np.broadcast_shapes(q.shape[:-2], k.shape[:-2], v.shape[:-2])
    if mask is not None:
        mask = np.broadcast_to(np.asarray(mask, dtype=bool), lead + (q_len, k_len))
    scale = 1.0 / np.sqrt(q.shape[-1])
    m = np.full(lead + (q_len, 1), -np.inf)                       # running max per query row
    l = np.zeros(lead + (q_len, 1))                               # running sum of exp(s - m)
    acc = np.zeros(lead + (q_len, v.shape[-1]))                   # running sum of exp(s - m) v
    for start in range(0, k_len, block_size):                     # the last block may be shorter
        end = min(start + block_size, k_len)
        s = q @ np.swapaxes(k[..., start:end, :], -1, -2) * scale  # (..., q_len, block)
        if mask is not None:
            s = np.where(mask[..., start:end], s, -np.inf)
        m_new = np.maximum(m, np.max(s, axis=-1, keepdims=True))  # (..., q_len, 1)
        m_safe = np.where(np.isfinite(m_new), m_new, 0.0)         # rows with no allowed key yet
        p = np.exp(s - m_safe)                                    # (..., q_len, block); masked -> 0
        alpha = np.exp(m - m_safe)                                # rescales the old statistics (0 at the start)
        l = alpha * l + np.sum(p, axis=-1, keepdims=True)
        acc = alpha * acc + p @ v[..., start:end, :]              # (..., q_len, block) @ (..., block, d_v)
        m = m_new
    output = np.divide(acc, l, out=np.zeros_like(acc), where=l > 0)           # fully masked row -> 0
    log_l = np.log(l, out=np.full_like(l, -np.inf), where=l > 0)
    lse = np.where(l > 0, m + log_l, -np.inf)[..., 0]                         # (..., q_len)
    return output.astype(q.dtype, copy=False), lse.astype(q.dtype, copy=False)
