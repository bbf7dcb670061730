# MISTAKE: when a block raises the running max, only the running sum l is rescaled by exp(m - m_new); the accumulator acc is not, so earlier blocks are over-weighted in the output (lse is still right).
import numpy as np


class OnlineSoftmax:
    """Running max / running sum / accumulator for a stream of key blocks."""

    def __init__(self, shape, d_v):
        self.m = np.full(shape, -np.inf)
        self.l = np.zeros(shape)
        self.acc = np.zeros(shape + (d_v,))

    def update(self, s, vb):
        m_new = np.maximum(self.m, s.max(axis=-1))
        safe = np.where(np.isfinite(m_new), m_new, 0.0)
        p = np.exp(s - safe[..., None])
        self.l = self.l * np.exp(self.m - safe) + p.sum(axis=-1)
        self.acc = self.acc + p @ vb
        self.m = m_new

    def result(self):
        ok = self.l > 0
        out = np.where(ok[..., None], self.acc / np.where(ok, self.l, 1)[..., None], 0.0)
        with np.errstate(divide='ignore'):
            lse = np.where(ok, self.m + np.log(np.where(ok, self.l, 1)), -np.inf)
        return out, lse


def online_softmax_attention(q, k, v, block_size, mask=None):
    if block_size < 1:
        raise ValueError("block_size must be positive")
    t_k = k.shape[-2]
    s_shape = np.broadcast_shapes(q.shape[:-1], k.shape[:-2] + (1,))
    state = OnlineSoftmax(s_shape, v.shape[-1])
    keep = None if mask is None else np.broadcast_to(mask, s_shape + (t_k,))
    for lo in range(0, t_k, block_size):
        hi = min(lo + block_size, t_k)
        s = q @ np.swapaxes(k[..., lo:hi, :], -1, -2) / np.sqrt(q.shape[-1])
        if keep is not None:
            s = np.where(keep[..., lo:hi], s, -np.inf)
        state.update(s, v[..., lo:hi, :])
    out, lse = state.result()
    return out.astype(q.dtype), lse.astype(q.dtype)
