# MISTAKE: lse returns only log(l), forgetting to add the running max m back (`lse = log(l)` instead of `m + log(l)`).
import numpy as np


class _Row:
    def __init__(self, shape, dv):
        self.m = np.full(shape, -np.inf)
        self.l = np.zeros(shape)
        self.acc = np.zeros(shape + (dv,))

    def update(self, s, vb):
        m_new = np.maximum(self.m, s.max(-1))
        base = np.where(np.isfinite(m_new), m_new, 0.0)
        scale = np.where(np.isfinite(self.m), np.exp(self.m - base), 0.0)
        p = np.where(np.isfinite(s), np.exp(s - base[..., None]), 0.0)
        self.l = self.l * scale + p.sum(-1)
        self.acc = self.acc * scale[..., None] + p @ vb
        self.m = m_new


def online_softmax_attention(q, k, v, block_size, mask=None):
    if block_size < 1:
        raise ValueError("block_size must be positive")
    lead = np.broadcast_shapes(q.shape[:-2], k.shape[:-2], v.shape[:-2])
    nq, nk = q.shape[-2], k.shape[-2]
    msk = None if mask is None else np.broadcast_to(np.asarray(mask, bool), lead + (nq, nk))
    st = _Row(lead + (nq,), v.shape[-1])
    for b0 in range(0, nk, block_size):
        b1 = min(b0 + block_size, nk)
        s = np.broadcast_to(q @ np.swapaxes(k[..., b0:b1, :], -1, -2) / np.sqrt(q.shape[-1]), lead + (nq, b1 - b0))
        if msk is not None:
            s = np.where(msk[..., b0:b1], s, -np.inf)
        st.update(s, np.broadcast_to(v[..., b0:b1, :], lead + (b1 - b0, v.shape[-1])))
    l_safe = np.where(st.l > 0, st.l, 1.0)
    out = np.where(st.l[..., None] > 0, st.acc / l_safe[..., None], 0.0)
    lse = np.where(st.l > 0, np.log(l_safe), -np.inf)
    return out.astype(q.dtype), lse.astype(q.dtype)
