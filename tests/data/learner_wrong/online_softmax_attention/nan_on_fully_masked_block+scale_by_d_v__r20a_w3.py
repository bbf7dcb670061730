# MISTAKE: (1) no guard for a block where every key so far is masked: m stays -inf and exp(-inf - (-inf)) = NaN poisons l and acc (leading masked block / fully masked row -> NaN);
# MISTAKE: (2) the scale uses the value size: 1/sqrt(d_v) instead of 1/sqrt(head_dim).
import numpy as np


def online_softmax_attention(q, k, v, block_size, mask=None):
    if block_size < 1:
        raise ValueError("block_size must be positive")
    dv = v.shape[-1]
    nq, nk = q.shape[-2], k.shape[-2]
    lead = np.broadcast_shapes(q.shape[:-2], k.shape[:-2], v.shape[:-2])
    m = np.full(lead + (nq,), -np.inf)
    l = np.zeros(lead + (nq,))
    acc = np.zeros(lead + (nq, dv))
    M = None if mask is None else np.broadcast_to(mask, lead + (nq, nk))
    with np.errstate(invalid="ignore"):
        for j in range(0, nk, block_size):
            s = np.einsum("...qd,...kd->...qk", q, k[..., j:j + block_size, :]) / np.sqrt(dv)
            if M is not None:
                s = np.where(M[..., j:j + block_size], s, -np.inf)
            m_new = np.maximum(m, s.max(axis=-1))
            r = np.exp(m - m_new)
            p = np.exp(s - m_new[..., None])
            l = r * l + p.sum(-1)
            acc = r[..., None] * acc + np.einsum("...qk,...kd->...qd", p, v[..., j:j + block_size, :])
            m = m_new
    out = acc / l[..., None]
    lse = m + np.log(l)
    return out.astype(q.dtype), lse.astype(q.dtype)
