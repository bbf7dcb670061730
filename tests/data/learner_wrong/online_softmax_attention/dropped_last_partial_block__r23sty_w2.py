# MISTAKE: The number of blocks is k_len // block_size, so a shorter last block (when block_size does not divide k_len) is silently skipped and its keys never contribute.
import numpy as np


def _scores(q, k_blk, scale):
    return np.einsum("...qd,...kd->...qk", q, k_blk) * scale


def online_softmax_attention(q, k, v, block_size, mask=None):
    if block_size < 1:
        raise ValueError("block_size must be >= 1")
    q, k, v = np.asarray(q), np.asarray(k), np.asarray(v)
    k_len = k.shape[-2]
    scale = q.dtype.type(1 / np.sqrt(q.shape[-1]))
    n_blocks = k_len // block_size
    m = l = acc = None
    for blk in range(n_blocks):
        lo, hi = blk * block_size, (blk + 1) * block_size
        s = _scores(q, k[..., lo:hi, :], scale)
        if mask is not None:
            s = np.where(np.asarray(mask, bool)[..., lo:hi], s, -np.inf)
        if m is None:
            m = np.full(s.shape[:-1], -np.inf, dtype=s.dtype)
            l = np.zeros(s.shape[:-1], dtype=s.dtype)
            acc = np.zeros(s.shape[:-1] + (v.shape[-1],), dtype=s.dtype)
        m_new = np.maximum(m, s.max(-1))
        shift = np.where(np.isneginf(m_new), 0, m_new)
        alpha = np.where(np.isneginf(m), 0, np.exp(m - shift))
        p = np.exp(s - shift[..., None])
        l = alpha * l + p.sum(-1)
        acc = alpha[..., None] * acc + np.einsum("...qk,...kd->...qd", p, v[..., lo:hi, :])
        m = m_new
    safe = np.where(l > 0, l, 1)
    out = np.where((l > 0)[..., None], acc / safe[..., None], 0)
    with np.errstate(divide="ignore"):
        lse = np.where(l > 0, m + np.log(safe), -np.inf)
    return out.astype(q.dtype), lse.astype(q.dtype)
