# MISTAKE: (1) the loop range(0, k_len - block_size + 1, block_size) drops the last, shorter block of keys; (2) no -inf guard: a leading block whose keys are all masked gives exp(-inf - -inf) = NaN.
import numpy as np

def online_softmax_attention(q, k, v, block_size, mask=None):
    if block_size < 1:
        raise ValueError("block_size must be >= 1")
    scale = 1.0 / np.sqrt(q.shape[-1])
    q_len, k_len = q.shape[-2], k.shape[-2]
    shape = np.broadcast_shapes(q.shape[:-2], k.shape[:-2], v.shape[:-2])
    m = np.full(shape + (q_len,), -np.inf)
    l = np.zeros(shape + (q_len,))
    acc = np.zeros(shape + (q_len, v.shape[-1]))
    for start in range(0, k_len - block_size + 1, block_size):
        stop = start + block_size
        s = np.einsum("...qd,...kd->...qk", q, k[..., start:stop, :]) * scale
        if mask is not None:
            s = np.where(np.broadcast_to(mask, shape + (q_len, k_len))[..., start:stop], s, -np.inf)
        m_new = np.maximum(m, s.max(-1))
        alpha = np.exp(m - m_new)
        p = np.exp(s - m_new[..., None])
        l = alpha * l + p.sum(-1)
        acc = alpha[..., None] * acc + np.einsum("...qk,...kd->...qd", p, v[..., start:stop, :])
        m = m_new
    out = np.where(l[..., None] > 0, acc / np.where(l > 0, l, 1)[..., None], 0.0)
    with np.errstate(divide="ignore"):
        lse = m + np.log(l)
    return out.astype(q.dtype), lse.astype(q.dtype)
