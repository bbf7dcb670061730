# wrong: shifts by the running max without a -inf guard, so a row whose keys are all masked so far (left padding, fully masked row) computes -inf - (-inf) = NaN and ends NaN; everything else correct
import numpy as np


def online_softmax_attention(q, k, v, block_size, mask=None):
    if block_size < 1:
        raise ValueError("block_size")
    tq, tk = q.shape[-2], k.shape[-2]
    lead = np.broadcast_shapes(q.shape[:-2], k.shape[:-2])
    mk = None if mask is None else np.broadcast_to(mask, lead + (tq, tk))
    m = np.full(lead + (tq, 1), -np.inf, dtype=q.dtype)
    l = np.zeros(lead + (tq, 1), dtype=q.dtype)
    acc = np.zeros(lead + (tq, v.shape[-1]), dtype=q.dtype)
    sc = q.dtype.type(1.0 / np.sqrt(q.shape[-1]))
    with np.errstate(invalid="ignore", divide="ignore"):
        for j in range(0, tk, block_size):
            s = q @ np.swapaxes(k[..., j:j + block_size, :], -1, -2) * sc
            if mk is not None:
                s = np.where(mk[..., j:j + block_size], s, -np.inf)
            m_new = np.maximum(m, s.max(-1, keepdims=True))
            alpha = np.exp(m - m_new)
            p = np.exp(s - m_new)
            l = l * alpha + p.sum(-1, keepdims=True)
            acc = acc * alpha + p @ v[..., j:j + block_size, :]
            m = m_new
        out = acc / l
        lse = (m + np.log(l))[..., 0]
    return out, lse
