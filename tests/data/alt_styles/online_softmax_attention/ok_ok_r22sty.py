import math
import numpy as np


class _Running:
    """Per-query running max m, running sum l and accumulator acc."""

    def __init__(self, lead, d_v, dtype):
        self.m = np.full(lead, -np.inf)
        self.l = np.zeros(lead)
        self.acc = np.zeros(lead + (d_v,))
        self.dtype = dtype

    def update(self, s, vb):
        m_new = np.maximum(self.m, s.max(axis=-1))
        shift = np.where(np.isneginf(m_new), 0.0, m_new)
        alpha = np.exp(np.where(np.isneginf(self.m), -np.inf, self.m - shift))
        p = np.exp(s - shift[..., None])
        self.l = self.l * alpha + p.sum(axis=-1)
        self.acc = self.acc * alpha[..., None] + p @ vb
        self.m = m_new

    def finish(self):
        ok = self.l > 0
        out = np.where(ok[..., None], self.acc / np.where(ok, self.l, 1.0)[..., None], 0.0)
        lse = np.where(ok, self.m + np.log(np.where(ok, self.l, 1.0)), -np.inf)
        return out.astype(self.dtype), lse.astype(self.dtype)


def online_softmax_attention(q, k, v, block_size, mask=None):
    if block_size < 1:
        raise ValueError("block_size must be >= 1")
    dt = np.result_type(q, k, v)
    q64, k64, v64 = (np.asarray(t, dtype=np.float64) for t in (q, k, v))
    Lq, Lk = q64.shape[-2], k64.shape[-2]
    lead = np.broadcast_shapes(q64.shape[:-2], k64.shape[:-2], v64.shape[:-2])
    full_mask = None
    if mask is not None:
        full_mask = np.broadcast_to(np.asarray(mask, bool), lead + (Lq, Lk))
        lead = full_mask.shape[:-2]
    st = _Running(lead + (Lq,), v64.shape[-1], dt)
    scale = 1.0 / math.sqrt(q64.shape[-1])
    for start in range(0, Lk, block_size):
        stop = min(start + block_size, Lk)
        s = (q64 @ np.swapaxes(k64[..., start:stop, :], -1, -2)) * scale
        s = np.broadcast_to(s, lead + s.shape[-2:])
        if full_mask is not None:
            s = np.where(full_mask[..., start:stop], s, -np.inf)
        st.update(s, v64[..., start:stop, :])
    return st.finish()
