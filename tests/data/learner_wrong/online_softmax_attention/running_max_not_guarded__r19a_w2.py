# MISTAKE: no -inf guard on the shift: while a row's running max is still -inf (a fully masked leading block, left padding) it computes exp(-inf - (-inf)) = NaN, which then poisons l and acc for the rest of the row.
import numpy as np


class OnlineSoftmaxState:
    def __init__(self, lead_shape, d_v, dtype):
        self.m = np.full(lead_shape, -np.inf, dtype=dtype)
        self.l = np.zeros(lead_shape, dtype=dtype)
        self.acc = np.zeros(lead_shape + (d_v,), dtype=dtype)

    def update(self, s, v_blk):
        m_new = np.maximum(self.m, np.max(s, axis=-1))
        p = np.exp(s - m_new[..., None])
        alpha = np.exp(self.m - m_new)
        self.l = alpha * self.l + np.sum(p, axis=-1)
        self.acc = alpha[..., None] * self.acc + p @ v_blk
        self.m = m_new


def online_softmax_attention(q, k, v, block_size, mask=None):
    if block_size < 1:
        raise ValueError("block_size < 1")
    scale = q.dtype.type(1.0 / np.sqrt(q.shape[-1]))
    lead = np.broadcast_shapes(q.shape[:-1], k.shape[:-2] + (q.shape[-2],))
    st = OnlineSoftmaxState(lead, v.shape[-1], q.dtype)
    for j in range(0, k.shape[-2], block_size):
        s = q @ np.swapaxes(k[..., j:j + block_size, :], -1, -2) * scale
        if mask is not None:
            mb = np.broadcast_to(mask, lead + (k.shape[-2],))[..., j:j + block_size]
            s = np.where(mb, s, -np.inf)
        st.update(s, v[..., j:j + block_size, :])
    out = np.where(st.l[..., None] > 0, st.acc / np.where(st.l > 0, st.l, 1)[..., None], 0)
    with np.errstate(divide="ignore"):
        lse = st.m + np.log(st.l)
    return out.astype(q.dtype), lse.astype(q.dtype)
