# MISTAKE: no guard for a running max that is still -inf: exp(m - m_new) with m = m_new = -inf (a leading fully masked block, or a row with no allowed key) gives NaN.
import numpy as np


class OnlineSoftmax:
    def __init__(self, rows, d_v):
        self.m = np.full(rows, -np.inf)
        self.l = np.zeros(rows)
        self.acc = np.zeros(rows + (d_v,))

    def update(self, s, vb):
        m_new = np.maximum(self.m, s.max(-1))
        alpha = np.exp(self.m - m_new)
        p = np.exp(s - m_new[..., None])
        self.l = self.l * alpha + p.sum(-1)
        self.acc = self.acc * alpha[..., None] + p @ vb
        self.m = m_new


def online_softmax_attention(q, k, v, block_size, mask=None):
    if block_size < 1:
        raise ValueError("block_size < 1")
    k_len = k.shape[-2]
    rows = np.broadcast_shapes(q.shape[:-2], k.shape[:-2]) + (q.shape[-2],)
    state = OnlineSoftmax(rows, v.shape[-1])
    if mask is not None:
        mask = np.broadcast_to(mask, rows + (k_len,))
    for a in range(0, k_len, block_size):
        b = min(a + block_size, k_len)
        s = q @ np.swapaxes(k[..., a:b, :], -1, -2) / np.sqrt(q.shape[-1])
        if mask is not None:
            s = np.where(mask[..., a:b], s, -np.inf)
        state.update(s, v[..., a:b, :])
    out = state.acc / state.l[..., None]
    lse = state.m + np.log(state.l)
    return out.astype(q.dtype), lse.astype(q.dtype)
