# mistake: HF-style repeat_kv via expand (right) but the mask fill is -1e9 with a plain softmax: fully masked rows get uniform weights, not zeros
import numpy as np


def repeat_kv(x, n_rep):
    b, n_kv, s, d = x.shape
    if n_rep == 1:
        return x
    return np.broadcast_to(x[:, :, None], (b, n_kv, n_rep, s, d)).reshape(b, n_kv * n_rep, s, d)


def grouped_query_attention(q, k, v, mask=None):
    if q.shape[1] % k.shape[1]:
        raise ValueError("num_heads must be a multiple of num_kv_heads")
    n_rep = q.shape[1] // k.shape[1]
    k, v = repeat_kv(k, n_rep), repeat_kv(v, n_rep)
    s = q @ np.swapaxes(k, -1, -2) / q.dtype.type(np.sqrt(q.shape[-1]))
    if mask is not None:
        s = np.where(mask, s, q.dtype.type(-1e9))
    s = s - s.max(-1, keepdims=True)
    e = np.exp(s)
    w = e / e.sum(-1, keepdims=True)
    return w @ v, w
