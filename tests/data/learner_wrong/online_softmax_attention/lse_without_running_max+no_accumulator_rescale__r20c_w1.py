# MISTAKE: (1) when the running max grows, l is rescaled by exp(m - m_new) but acc is NOT rescaled; (2) lse is returned as log(l) without adding the running max m.
import numpy as np

def online_softmax_attention(q, k, v, block_size, mask=None):
    if block_size < 1:
        raise ValueError("block_size")
    sc = 1 / np.sqrt(q.shape[-1])
    Tk = k.shape[-2]
    S_all_shape = np.broadcast_shapes(q.shape[:-1] + (Tk,), () if mask is None else np.shape(mask))
    M = None if mask is None else np.broadcast_to(mask, S_all_shape)
    m = np.full(S_all_shape[:-1] + (1,), -np.inf)
    l = np.zeros_like(m)
    acc = np.zeros(S_all_shape[:-1] + (v.shape[-1],))
    for j in range(0, Tk, block_size):
        s = np.einsum('...qd,...kd->...qk', q, k[..., j:j + block_size, :]) * sc
        if M is not None:
            s = np.where(M[..., j:j + block_size], s, -np.inf)
        mn = np.maximum(m, s.max(-1, keepdims=True))
        base = np.where(np.isinf(mn), 0, mn)
        corr = np.where(np.isinf(m), 0, np.exp(m - base))
        e = np.exp(s - base)
        l = l * corr + e.sum(-1, keepdims=True)
        acc = acc + e @ v[..., j:j + block_size, :]
        m = mn
    with np.errstate(divide='ignore'):
        lse = np.log(l)[..., 0]
    out = np.divide(acc, l, out=np.zeros_like(acc), where=l > 0)
    return out.astype(q.dtype), lse.astype(q.dtype)
