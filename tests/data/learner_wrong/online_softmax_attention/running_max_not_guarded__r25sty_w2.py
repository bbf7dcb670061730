# MISTAKE: alpha = exp(m - m_new) and p = exp(s - m_new) are computed without guarding m_new = -inf, so a leading block that is fully masked gives -inf - (-inf) = NaN.
import numpy as np


class OnlineSoftmaxState:
    def __init__(self, rows, d_v):
        self._m = np.full((rows, 1), -np.inf)
        self._l = np.zeros((rows, 1))
        self._acc = np.zeros((rows, d_v))

    def getMax(self):
        return self._m

    def getSum(self):
        return self._l

    def getAcc(self):
        return self._acc

    def update(self, s, vb):
        m_new = np.maximum(self._m, s.max(axis=-1, keepdims=True))
        p = np.exp(s - m_new)
        alpha = np.exp(self._m - m_new)
        self._l = alpha * self._l + p.sum(axis=-1, keepdims=True)
        self._acc = alpha * self._acc + p @ vb
        self._m = m_new


def online_softmax_attention(q, k, v, block_size, mask=None):
    if block_size < 1:
        raise ValueError("block_size must be at least 1")
    lead = np.broadcast_shapes(q.shape[:-2], k.shape[:-2], v.shape[:-2])
    Lq, D = q.shape[-2:]
    Lk, Dv = k.shape[-2], v.shape[-1]
    Q = np.broadcast_to(q, lead + (Lq, D)).reshape(-1, Lq, D).astype(np.float64)
    K = np.broadcast_to(k, lead + (Lk, D)).reshape(-1, Lk, D).astype(np.float64)
    V = np.broadcast_to(v, lead + (Lk, Dv)).reshape(-1, Lk, Dv).astype(np.float64)
    M = None if mask is None else np.broadcast_to(mask, lead + (Lq, Lk)).reshape(-1, Lq, Lk)
    n = Q.shape[0]
    out = np.zeros((n, Lq, Dv))
    lse = np.zeros((n, Lq))
    for b in range(n):
        st = OnlineSoftmaxState(Lq, Dv)
        for j in range(0, Lk, block_size):
            s = Q[b] @ K[b, j:j + block_size].T / np.sqrt(D)
            if M is not None:
                s = np.where(M[b, :, j:j + block_size], s, -np.inf)
            st.update(s, V[b, j:j + block_size])
        l = st.getSum()
        out[b] = np.where(l > 0, st.getAcc() / np.where(l > 0, l, 1), 0)
        with np.errstate(divide="ignore"):
            lse[b] = (st.getMax() + np.log(l))[:, 0]
    dt = np.result_type(q, k, v)
    return out.reshape(lead + (Lq, Dv)).astype(dt), lse.reshape(lead + (Lq,)).astype(dt)
