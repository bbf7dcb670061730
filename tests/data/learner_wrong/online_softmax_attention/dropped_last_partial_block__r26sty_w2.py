# MISTAKE: the number of blocks is k_len // block_size, so a shorter last block (when block_size does not divide k_len) is never processed and those keys are ignored.
import numpy as np


class OnlineSoftmax:
    def __init__(self, q_shape, d_v):
        self.m = np.full(q_shape + (1,), -np.inf)
        self.l = np.zeros(q_shape + (1,))
        self.acc = np.zeros(q_shape + (d_v,))

    def update(self, s, vb):
        m_new = np.maximum(self.m, s.max(axis=-1, keepdims=True))
        ref = np.where(np.isneginf(m_new), 0.0, m_new)
        alpha = np.exp(self.m - ref)
        p = np.exp(s - ref)
        self.l = alpha * self.l + p.sum(axis=-1, keepdims=True)
        self.acc = alpha * self.acc + p @ vb
        self.m = m_new

    def result(self):
        ok = self.l > 0
        out = np.divide(self.acc, self.l, out=np.zeros_like(self.acc), where=ok)
        with np.errstate(divide="ignore"):
            lse = np.where(ok, self.m + np.log(np.where(ok, self.l, 1.0)), -np.inf)
        return out, lse[..., 0]


def online_softmax_attention(q, k, v, block_size, mask=None):
    if block_size < 1:
        raise ValueError("block_size must be at least 1")
    q, k, v = map(np.asarray, (q, k, v))
    lead = np.broadcast_shapes(q.shape[:-2], k.shape[:-2])
    q_len, k_len = q.shape[-2], k.shape[-2]
    mask_b = None if mask is None else np.broadcast_to(mask, lead + (q_len, k_len))
    state = OnlineSoftmax(lead + (q_len,), v.shape[-1])
    n_blocks = max(k_len // block_size, 1)
    for i in range(n_blocks):
        cols = slice(i * block_size, (i + 1) * block_size)
        s = np.matmul(q, np.swapaxes(k[..., cols, :], -1, -2)) / np.sqrt(q.shape[-1])
        if mask_b is not None:
            s = np.where(mask_b[..., cols], s, -np.inf)
        state.update(s, v[..., cols, :])
    out, lse = state.result()
    return out.astype(q.dtype), lse.astype(q.dtype)
