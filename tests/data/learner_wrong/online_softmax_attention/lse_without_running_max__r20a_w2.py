# MISTAKE: lse is returned as log(l) only -- the running max m is not added back (should be m + log(l)). The output itself is right.
import numpy as np


class _Running:
    def __init__(self, shape_rows, d_v):
        self.m = np.full(shape_rows, -np.inf)
        self.l = np.zeros(shape_rows)
        self.acc = np.zeros(shape_rows + (d_v,))

    def update(self, s, vb):
        blk_max = s.max(-1)
        m_new = np.maximum(self.m, blk_max)
        base = np.where(np.isfinite(m_new), m_new, 0.0)
        fac = np.exp(np.where(np.isfinite(self.m), self.m - base, -np.inf))
        p = np.exp(s - base[..., None])
        self.l = self.l * fac + p.sum(-1)
        self.acc = self.acc * fac[..., None] + p @ vb
        self.m = m_new


def online_softmax_attention(q, k, v, block_size, mask=None):
    if block_size < 1:
        raise ValueError("block_size < 1")
    d = q.shape[-1]
    full = np.broadcast_shapes(q.shape[:-1], k.shape[:-2] + (q.shape[-2],))
    st = _Running(full, v.shape[-1])
    for i in range(0, k.shape[-2], block_size):
        s = q @ np.swapaxes(k[..., i:i + block_size, :], -1, -2) / np.sqrt(d)
        if mask is not None:
            mb = np.broadcast_to(mask, full + (k.shape[-2],))[..., i:i + block_size]
            s = np.where(mb, s, -np.inf)
        st.update(s, v[..., i:i + block_size, :])
    out = np.zeros_like(st.acc)
    np.divide(st.acc, st.l[..., None], out=out, where=st.l[..., None] > 0)
    with np.errstate(divide="ignore"):
        lse = np.log(st.l)
    lse = np.where(st.l > 0, lse, -np.inf)
    return out.astype(q.dtype), lse.astype(q.dtype)
