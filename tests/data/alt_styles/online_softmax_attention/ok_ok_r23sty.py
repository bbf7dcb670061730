import numpy as np


class RunningSoftmax:
    """State of the online softmax for every query: running max m, sum l, accumulator acc."""

    def __init__(self, lead_shape, d_v):
        self.m = np.full(lead_shape, -np.inf)
        self.l = np.zeros(lead_shape)
        self.acc = np.zeros(lead_shape + (d_v,))

    def update(self, s, v_blk):
        # s: (..., q_len, b) scores (masked = -inf), v_blk: (..., b, d_v)
        m_new = np.maximum(self.m, s.max(axis=-1))
        shift = np.where(np.isneginf(m_new), 0.0, m_new)          # never -inf - -inf
        alpha = np.where(np.isneginf(self.m), 0.0, np.exp(self.m - shift))
        p = np.exp(s - shift[..., None])                           # exp(-inf) = 0
        self.l = alpha * self.l + p.sum(axis=-1)
        self.acc = alpha[..., None] * self.acc + p @ v_blk
        self.m = m_new

    def finish(self):
        ok = self.l > 0
        out = np.where(ok[..., None], self.acc / np.where(ok, self.l, 1.0)[..., None], 0.0)
        with np.errstate(divide="ignore"):
            lse = np.where(ok, self.m + np.log(np.where(ok, self.l, 1.0)), -np.inf)
        return out, lse


def online_softmax_attention(q, k, v, block_size, mask=None):
    if block_size < 1:
        raise ValueError(f"block_size must be >= 1, got {block_size}")
    q, k, v = np.asarray(q), np.asarray(k), np.asarray(v)
    dt = np.result_type(q, k, v)
    qf = q.astype(np.float64)
    kf = k.astype(np.float64)
    vf = v.astype(np.float64)
    k_len = kf.shape[-2]
    scale = 1.0 / np.sqrt(qf.shape[-1])
    lead = np.broadcast_shapes(qf.shape[:-2], kf.shape[:-2], vf.shape[:-2])
    if mask is not None:
        mask = np.asarray(mask, dtype=bool)
        lead = np.broadcast_shapes(lead, mask.shape[:-2])
        mask = np.broadcast_to(mask, lead + (qf.shape[-2], k_len))
    state = RunningSoftmax(lead + (qf.shape[-2],), vf.shape[-1])
    for start in range(0, k_len, block_size):
        stop = min(start + block_size, k_len)
        s = (qf @ np.swapaxes(kf[..., start:stop, :], -1, -2)) * scale
        if mask is not None:
            s = np.where(mask[..., start:stop], s, -np.inf)
        state.update(np.broadcast_to(s, lead + s.shape[-2:]), vf[..., start:stop, :])
    out, lse = state.finish()
    return out.astype(dt), lse.astype(dt)
