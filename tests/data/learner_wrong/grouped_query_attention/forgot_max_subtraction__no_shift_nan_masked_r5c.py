# mistakes: softmax without the max shift (overflow -> NaN on large scores) AND a fully masked row gives NaN (0/0), not zeros
import numpy as np


def grouped_query_attention(q, k, v, mask=None):
    n_h, n_kv = q.shape[1], k.shape[1]
    if n_h % n_kv != 0:
        raise ValueError("num_heads not a multiple of num_kv_heads")
    rep = n_h // n_kv
    k_r = np.repeat(k, rep, axis=1)
    v_r = np.repeat(v, rep, axis=1)
    scores = np.matmul(q, np.swapaxes(k_r, -1, -2)) / np.sqrt(q.dtype.type(q.shape[-1]))
    if mask is not None:
        scores = np.where(mask, scores, -np.inf)
    ex = np.exp(scores)
    w = ex / ex.sum(axis=-1, keepdims=True)
    return np.matmul(w, v_r), w
