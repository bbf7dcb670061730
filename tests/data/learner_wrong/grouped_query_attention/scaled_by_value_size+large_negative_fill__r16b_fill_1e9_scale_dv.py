# wrong: two mistakes - masked scores filled with -1e9 so a fully masked row gets uniform weights instead of zeros, and scores scaled by 1/sqrt(d_v) instead of 1/sqrt(head_dim)
import numpy as np


def repeat_kv(t, n_rep):
    if n_rep == 1:
        return t
    b, n, s, d = t.shape
    return np.broadcast_to(t[:, :, None], (b, n, n_rep, s, d)).reshape(b, n * n_rep, s, d)


def grouped_query_attention(q, k, v, mask=None):
    H, Hk = q.shape[1], k.shape[1]
    if H % Hk:
        raise ValueError("num_heads must be a multiple of num_kv_heads")
    k = repeat_kv(k, H // Hk)
    v = repeat_kv(v, H // Hk)
    scores = q @ k.transpose(0, 1, 3, 2) / q.dtype.type(np.sqrt(v.shape[-1]))
    if mask is not None:
        scores = np.where(mask, scores, q.dtype.type(-1e9))
    scores = scores - scores.max(-1, keepdims=True)
    w = np.exp(scores)
    w = w / w.sum(-1, keepdims=True)
    return w @ v, w
